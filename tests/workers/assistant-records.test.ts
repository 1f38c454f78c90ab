// Retrieval for the assistant (issue 16): the user's own bills with lines and the Medicare price at
// their ZIP, the statement's amount due, the verified EOB, the letter's deadline, the policy with
// its deductible, the family's names, findings for premium only — and nothing of anyone else's.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { loadAssistantRecords } from "~/services/assistant/index.server";
import { medicareRates } from "~/services/reference/medicare-rates.server";
import { db } from "./factories";
import { household, signedInAs, type Household } from "./support/assistant";
import { seedReferenceData } from "./support/reference-seed";

let maria: Household;
let premium: Household;

beforeAll(async () => {
  await seedReferenceData(env.DB);
  maria = await household("records-free");
  premium = await household("records-premium", { premium: true, tag: "88002" });
});

const signedIn = (h: Household) => signedInAs(h.user);
const now = new Date("2026-11-27T12:00:00Z");

describe("loadAssistantRecords", () => {
  it("reads the user's bills, lines with Medicare prices, the amount due, the EOB, the deadline and the policy", async () => {
    const records = await loadAssistantRecords(db(), await signedIn(maria), {
      billId: maria.clinicBill,
      now,
    });
    expect(records.today).toBe("2026-11-27");
    expect(records.focusBillId).toBe(maria.clinicBill);
    expect(records.zip).toBe("94103");
    expect(records.bills.map((b) => b.providerName)).toEqual(["Bayview Clinic", "Sunrise Pediatrics"]);

    const clinic = records.bills[0]!;
    expect(clinic.label).toBe("Bayview Clinic, Mar 14, 2026");
    expect(clinic.patientName).toBe("You");
    expect(clinic.amountDueCents).toBe(18_500);
    expect(clinic.lines.map((l) => [l.id, l.position, l.code, l.billedCents])).toEqual([
      [maria.clinicLines[0], 1, "99213", 25_000],
      [maria.clinicLines[1], 2, "99213", 25_000],
      [maria.clinicLines[2], 3, "80053", 10_050],
    ]);
    // The same amount the Medicare avg-rate service gives for the ZIP's locality.
    const rates = await medicareRates(db(), "99213", "94103");
    expect(clinic.lines[0]!.medicare).toEqual({
      amountCents: Math.round(rates.local!.avg_price_nfac! * 100),
      label: expect.stringContaining("99213"),
      referenceId: `medicare:99213:${rates.local!.locality}`,
    });
    expect(clinic.eobs).toEqual([
      expect.objectContaining({
        documentId: maria.eob,
        claimNumber: "CLM-77001",
        billedCents: 60_050,
        allowedCents: 28_000,
        planPaidCents: 21_000,
        patientResponsibilityCents: 7_000,
      }),
    ]);
    const eobDocument = clinic.documents.find((d) => d.id === maria.eob);
    expect(eobDocument).toMatchObject({ type: "eob", verified: true, fields: { total_paid: "210.00" } });
    expect(clinic.documents.map((d) => d.id)).toContain(maria.statement);
    expect(clinic.deadlines).toEqual([
      expect.objectContaining({
        letterId: maria.letter,
        dueDate: "2026-12-20",
        label: "Provider response due",
      }),
    ]);
    // Findings are premium: a free user's bill has none to cite.
    expect(clinic.findings).toBeNull();

    const pediatrics = records.bills[1]!;
    expect(pediatrics.patientName).toBe("Sam Lopez");
    expect(pediatrics.findings).toBeNull();

    expect(records.policies).toEqual([
      expect.objectContaining({
        id: maria.policy,
        name: "Acme Gold PPO",
        deductibleCents: 150_000,
        outOfPocketMaxCents: 600_000,
        members: expect.arrayContaining(["Sam Lopez"]),
      }),
    ]);
    expect(records.people).toEqual(
      expect.arrayContaining(["Maria Lopez", "Maria", "Lopez", "Sam Lopez", "Sam"]),
    );
  });

  it("gives premium users the focus bill's findings with plain evidence", async () => {
    const records = await loadAssistantRecords(db(), await signedIn(premium), {
      billId: premium.clinicBill,
      now,
    });
    const clinic = records.bills.find((b) => b.id === premium.clinicBill)!;
    const duplicate = clinic.findings?.find((f) => f.category === "duplicate_charge");
    expect(duplicate).toBeDefined();
    expect(duplicate!.lineIds).toEqual(expect.arrayContaining([premium.clinicLines[1]]));
    expect(duplicate!.evidence.join("\n")).toContain("Line 2 · 99213 billed $250.00 on Mar 14, 2026");
    // Only the focus bill is analysed.
    expect(records.bills.find((b) => b.id === premium.pediatricsBill)!.findings).toBeNull();
  });

  it("reads the statement a bill was made from even when it is not attached", async () => {
    const { user } = await household("records-source", { tag: "44004" });
    const { documentWith } = await import("./support/assistant");
    const { billWith } = await import("./factories");
    const source = await documentWith(user.id, {
      documentType: "medical_bill",
      verificationStatus: "verified",
      userVerifiedData: { provider_name: "Harbor Labs", amount_due: "42.10" },
    });
    const bill = await billWith(user.id, {
      providerName: "Harbor Labs",
      sourceDocumentId: source,
      lines: [{ cpt: "80053", billedCents: 9_000 }],
    });
    const records = await loadAssistantRecords(db(), await signedInAs(user), { billId: bill, now });
    const harbor = records.bills.find((b) => b.id === bill)!;
    expect(harbor.amountDueCents).toBe(4_210);
    expect(harbor.documents.map((d) => d.id)).toEqual([source]);
  });

  it("never hands one user another's bill, even by its id", async () => {
    const records = await loadAssistantRecords(db(), await signedIn(maria), {
      billId: premium.clinicBill,
      now,
    });
    expect(records.focusBillId).toBeNull();
    const ids = JSON.stringify(records);
    for (const theirs of [
      premium.clinicBill,
      premium.pediatricsBill,
      premium.eob,
      premium.policy,
      "CLM-88002",
    ])
      expect(ids).not.toContain(theirs);
  });

  it("keeps the most recent 50 bills, and the focus bill besides", async () => {
    const { user } = await household("records-many", { tag: "99003" });
    const { seedBills } = await import("./factories");
    await seedBills(user.id, 60, 1);
    const session = await signedInAs(user);
    const oldest = `${user.id}-bill-0059`;
    const records = await loadAssistantRecords(db(), session, { billId: oldest, now });
    expect(records.bills).toHaveLength(51);
    expect(records.bills.map((b) => b.id)).toContain(oldest);
    expect(records.focusBillId).toBe(oldest);
  });
});
