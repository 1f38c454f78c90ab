// Issue 12: bills are identified by the numbers people recognise (the provider's bill or claim
// number, else the account number), never a truncated internal id; a bill's documents show as type
// badges, at most 3 then '+N'; the vault shows money without cents.
import { describe, expect, it } from "vitest";
import { billWith, files, signedInUser, uploadBillDocument, visibleText } from "./factories";

describe("the vault's bill rows", () => {
  it("show the bill number or account number, not the internal id", async () => {
    const alice = await signedInUser("numbers", { premium: true });
    const claimed = await billWith(alice.id, { providerName: "North Clinic", claimNumber: "NC-4410" });
    const account = await billWith(alice.id, { providerName: "South Lab", accountNumber: "ACCT-77812" });
    const text = await visibleText(await alice.page("/bills"));
    expect(text).toContain("NC-4410");
    expect(text).toContain("ACCT-77812");
    for (const id of [claimed, account]) expect(text).not.toContain(id.slice(0, 8).toUpperCase());
    // The bill pickers (000 §3 display_text) name the bill the same way.
    const dashboard = await alice.json<{ bills: { id: string; display_text: string }[] }>(
      "GET",
      "/api/dashboard/data",
    );
    expect(dashboard.body.bills.find((b) => b.id === account)?.display_text).toBe(
      "South Lab - 2026-01-05 - #ACCT-77812",
    );
  });

  it("show at most three document type badges, then +N", async () => {
    const alice = await signedInUser("badges", { premium: true });
    const billId = await billWith(alice.id, { providerName: "Badge Hospital", claimNumber: "BH-1" });
    for (const type of ["eob", "prior_authorization", "medical_record", "prescription", "others"]) {
      const res = await uploadBillDocument(alice.token, billId, files.pdfWith(type), `${type}.pdf`, {
        document_type: type,
      });
      expect(res.status).toBe(200);
    }
    const text = await visibleText(await alice.page("/bills"));
    expect(text).toMatch(/BH-1.*EOB Record Other \+2/s);
    expect(text).not.toContain("Prior Auth Prescription");
  });

  it("show money without cents", async () => {
    const alice = await signedInUser("whole-dollars");
    await billWith(alice.id, {
      providerName: "Cents Clinic",
      claimNumber: "CC-1",
      lines: [{ cpt: "99213", billedCents: 123456, allowedCents: 80049, paidCents: 50000 }],
      totalAllowedCents: 80049,
      totalPaidCents: 50000,
    });
    const text = await visibleText(await alice.page("/bills"));
    expect(text).toMatch(/Cents Clinic \$1,235 \$300/);
    expect(text).not.toContain("$1,234.56");
  });
});
