// Issue 12: adding the same provider + date + bill number twice warns before creating a duplicate,
// in the add-bill form and in the editor; the user can still go ahead deliberately.
import { describe, expect, it } from "vitest";
import { addBillByForm, billCount, billOf, signedInUser } from "./factories";
import { postData } from "./support/remix-data";

const bill = {
  intent: "create-bill",
  date: "2026-03-02",
  provider: "Riverside Clinic",
  claim_number: "RV-5531",
  dependent_id: "self",
  "lines[0].cpt_code": "99213",
  "lines[0].units": "1",
  "lines[0].billed_amount": "180",
};

const warning =
  "You already have a bill from Riverside Clinic on 2026-03-02 with bill number RV-5531. Is this a different bill?";

describe("a likely duplicate bill", () => {
  it("is refused with a warning from the add-bill form, and added when the user confirms", async () => {
    const alice = await signedInUser("dup-form");
    expect((await postData("/upload-bill", bill, alice.cookie)).status).toBe(200);

    // Same bill, the provider typed with other case and spaces: a warning, nothing added.
    const again = await postData("/upload-bill", { ...bill, provider: "  riverside clinic " }, alice.cookie);
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ intent: "create-bill", ok: false, duplicate: warning });
    expect(await billCount(alice.id)).toBe(1);

    const confirmed = await postData("/upload-bill", { ...bill, allow_duplicate: "on" }, alice.cookie);
    expect(confirmed.status).toBe(200);
    expect(await billCount(alice.id)).toBe(2);
  });

  it("is not one when the number or the date differs, or the other bill is another user's", async () => {
    const alice = await signedInUser("dup-distinct");
    const bob = await signedInUser("dup-other");
    expect((await postData("/upload-bill", bill, bob.cookie)).status).toBe(200);
    expect((await postData("/upload-bill", bill, alice.cookie)).status).toBe(200);
    expect((await postData("/upload-bill", { ...bill, claim_number: "RV-5532" }, alice.cookie)).status).toBe(
      200,
    );
    expect((await postData("/upload-bill", { ...bill, date: "2026-03-03" }, alice.cookie)).status).toBe(200);
    expect(await billCount(alice.id)).toBe(3);
  });

  it("is refused with a warning when the editor makes a bill match another, and saved when confirmed", async () => {
    const alice = await signedInUser("dup-editor");
    await addBillByForm(alice.cookie, alice.id, {
      date: "2026-03-02",
      provider: "Riverside Clinic",
      number: "RV-5531",
      lines: [{ cpt: "99213", billed: "180" }],
    });
    const second = await addBillByForm(alice.cookie, alice.id, {
      date: "2026-03-02",
      provider: "Harbor Lab",
      number: "HL-1",
      lines: [{ cpt: "80053", billed: "60" }],
    });
    const edit = {
      intent: "update-bill",
      provider: "Riverside Clinic",
      date: "2026-03-02",
      claim_number: "RV-5531",
      dependent_id: "self",
      status: "in_progress",
      "lines[0].cpt_code": "80053",
      "lines[0].units": "1",
      "lines[0].billed_amount": "60",
    };
    const warned = await postData(`/bills/${second}`, edit, alice.cookie);
    expect(warned.status).toBe(409);
    expect(warned.data).toMatchObject({ intent: "update-bill", ok: false, duplicate: warning });
    expect(await billOf(second)).toMatchObject({ providerName: "Harbor Lab", claimNumber: "HL-1" });

    // Saving the bill unchanged is no duplicate of itself.
    const own = { ...edit, provider: "Harbor Lab", claim_number: "HL-1" };
    expect((await postData(`/bills/${second}`, own, alice.cookie)).status).toBe(200);

    const confirmed = await postData(`/bills/${second}`, { ...edit, allow_duplicate: "on" }, alice.cookie);
    expect(confirmed.status).toBe(200);
    expect(await billOf(second)).toMatchObject({ providerName: "Riverside Clinic", claimNumber: "RV-5531" });
  });
});
