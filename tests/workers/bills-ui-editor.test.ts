// The bill route (/bills/{id}): the editor's data, Save Changes with the spec's rules, Add Line
// Item, documents, and another user's bill answering 404 through every path.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "~/db.server";
import {
  addBillByForm,
  addDependent,
  billOf,
  db,
  get,
  linesOf,
  signedInUser,
  visibleText,
} from "./factories";
import { loadData, postData } from "./support/remix-data";
import { allowConsoleError } from "../setup/console-errors";

const ROUTE = "routes/_app+/bills.$billId";
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function billWithTwoLines(email: string) {
  const signed = await signedInUser(email);
  const id = await addBillByForm(signed.cookie, signed.user.id, {
    date: "2026-02-10",
    provider: "Edit Me Clinic",
    number: "INV-77",
    lines: [
      { cpt: "99213", billed: "150", allowed: "90", paid: "70" },
      { cpt: "80053", billed: "60", units: "2" },
    ],
  });
  return { ...signed, id };
}

const edit = (overrides: Record<string, string> = {}) => ({
  intent: "update-bill",
  provider: "Edited Hospital",
  date: "2026-02-11",
  claim_number: "INV-78",
  dependent_id: "self",
  status: "disputed",
  "diagnosis_codes[0]": "J06.9",
  "diagnosis_codes[1]": "R50.9",
  "diagnosis_codes[2]": "J06.9",
  personal_statement: "  I was billed twice.  ",
  "lines[0].cpt_code": "99214",
  "lines[0].units": "1",
  "lines[0].billed_amount": "200",
  "lines[0].allowed_amount": "120.5",
  ...overrides,
});

describe("the bill editor's data", () => {
  it("gives the owner the bill, its lines, readiness steps and patients", async () => {
    const { id, cookie } = await billWithTwoLines("editor.load@example.com");
    const res = await loadData(`/bills/${id}`, ROUTE, cookie);
    expect(res.status).toBe(200);
    const bill = res.data.bill as Record<string, unknown>;
    expect(bill).toMatchObject({
      provider_name: "Edit Me Clinic",
      claim_number: "INV-77",
      total_billed_amount: 210,
    });
    expect((bill.line_items as unknown[]).length).toBe(2);
    expect((bill.readiness_steps as { label: string }[]).map((s) => s.label)).toEqual([
      "Patient and Date",
      "Provider",
      "Service Code and Dollars",
      "EOB attached",
      "Personal Note",
    ]);
    expect(res.data.patients).toEqual([{ id: "self", label: "You" }]);
  });

  it("renders the editor over the vault with its sections", async () => {
    const { id, cookie } = await billWithTwoLines("editor.page@example.com");
    const text = await visibleText(await get(`/bills/${id}`, cookie));
    for (const phrase of [
      "Edit Bill",
      "Patient and Date",
      "EOB attached (optional)",
      "Personal Note",
      "Provider *",
      "Service Date *",
      "Bill Number *",
      "Diagnosis Codes (ICD-10)",
      "Totals $210.00 $90.00 $70.00",
      "Upload a document (PDF, JPG, JPEG, PNG, GIF, DOC, DOCX — max 10MB)",
      "Cancel",
      "Delete",
      "Save Changes",
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe("Save Changes", () => {
  it("saves provider, date, number, status, ICD-10 codes once each, the note and the lines", async () => {
    const { id, cookie } = await billWithTwoLines("editor.save@example.com");
    const res = await postData(`/bills/${id}`, edit(), cookie);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ok: true });
    expect(await billOf(id)).toMatchObject({
      providerName: "Edited Hospital",
      serviceDate: "2026-02-11",
      claimNumber: "INV-78",
      status: "disputed",
      personalStatement: "I was billed twice.",
      totalBilledCents: 20000,
      totalAllowedCents: 12050,
    });
    expect((await linesOf(id)).map((l) => l.cptCode)).toEqual(["99214"]);
    const codes = await db()
      .select()
      .from(schema.diagnosisCodes)
      .where(eq(schema.diagnosisCodes.billId, id))
      .all();
    expect(codes.map((c) => c.icd10Code).sort()).toEqual(["J06.9", "R50.9"]);
  });

  it("requires provider, service date and bill number, and keeps the last service line", async () => {
    const { id, cookie } = await billWithTwoLines("editor.rules@example.com");
    const missing = await postData(
      `/bills/${id}`,
      edit({ provider: "", claim_number: "", date: "" }),
      cookie,
    );
    expect(missing.status).toBe(400);
    for (const message of ["Provider is required", "Service date is required", "Bill number is required"]) {
      expect(missing.text).toContain(message);
    }
    const noLines = { ...edit() } as Record<string, string>;
    for (const key of Object.keys(noLines)) if (key.startsWith("lines[")) delete noLines[key];
    const last = await postData(`/bills/${id}`, noLines, cookie);
    expect(last.text).toContain("The last service line cannot be deleted.");
    const badLine = await postData(
      `/bills/${id}`,
      edit({ "lines[0].billed_amount": "", "lines[0].units": "0" }),
      cookie,
    );
    expect(badLine.text).toContain("Billed amount is required");
    expect(badLine.text).toContain("Units must be at least 1");
    expect(await billOf(id)).toMatchObject({ providerName: "Edit Me Clinic", claimNumber: "INV-77" });
    expect((await linesOf(id)).length).toBe(2);
  });

  it("moves a bill to a dependent the user has, and refuses someone else's dependent", async () => {
    const { id, user, cookie } = await billWithTwoLines("editor.patient@example.com");
    await addDependent(user.id, "Dana", "Editor", "spouse");
    const dana = (await db()
      .select()
      .from(schema.familyMembers)
      .where(eq(schema.familyMembers.firstName, "Dana"))
      .get())!;
    const other = await signedInUser("editor.patient.other@example.com");
    await addDependent(other.user.id, "Zed", "Stranger", "child");
    const zed = (await db()
      .select()
      .from(schema.familyMembers)
      .where(eq(schema.familyMembers.firstName, "Zed"))
      .get())!;
    expect((await postData(`/bills/${id}`, edit({ dependent_id: dana.id }), cookie)).data).toMatchObject({
      ok: true,
    });
    expect((await billOf(id))?.familyMemberId).toBe(dana.id);
    const res = await postData(`/bills/${id}`, edit({ dependent_id: zed.id }), cookie);
    expect(res.data).toMatchObject({ ok: false });
    expect((await billOf(id))?.familyMemberId).toBe(dana.id);
  });
});

describe("Add Line Item", () => {
  it("adds a line with CPT and billed, and says what is missing otherwise", async () => {
    const { id, cookie } = await billWithTwoLines("editor.addline@example.com");
    const missing = await postData(`/bills/${id}`, { intent: "add-line", units: "1" }, cookie);
    expect(missing.text).toContain("CPT code is required");
    expect(missing.text).toContain("Billed amount is required");
    const ok = await postData(
      `/bills/${id}`,
      { intent: "add-line", cpt_code: "36415", units: "1", billed_amount: "12.5" },
      cookie,
    );
    expect(ok.data).toMatchObject({ ok: true });
    expect((await linesOf(id)).map((l) => l.cptCode).sort()).toEqual(["36415", "80053", "99213"]);
    expect((await billOf(id))?.totalBilledCents).toBe(22250);
  });

  it("refuses an unverified e-mail with the spec's text", async () => {
    const { id, user, cookie } = await billWithTwoLines("editor.unverified@example.com");
    await db().update(schema.users).set({ isVerified: false }).where(eq(schema.users.id, user.id));
    const res = await postData(
      `/bills/${id}`,
      { intent: "add-line", cpt_code: "36415", billed_amount: "12" },
      cookie,
    );
    expect(res.status).toBe(403);
    expect(res.text).toContain(
      "Please verify your email before adding medical bills. Check your email for the verification link.",
    );
    expect((await linesOf(id)).length).toBe(2);
  });
});

describe("documents of a bill", () => {
  it("uploads an EOB, opens it through a signed link, and deletes it", async () => {
    const { id, cookie } = await billWithTwoLines("editor.docs@example.com");
    const form = new FormData();
    form.set("intent", "upload-document");
    form.set("document_type", "eob");
    form.set("file", new File([PDF], "eob.pdf", { type: "application/pdf" }));
    const up = await postData(`/bills/${id}`, form, cookie);
    expect(up.data).toMatchObject({ ok: true });
    const doc = (await db().select().from(schema.documents).where(eq(schema.documents.billId, id)).get())!;
    expect(doc).toMatchObject({ documentType: "eob", originalFilename: "eob.pdf" });
    const steps = (
      (await loadData(`/bills/${id}`, ROUTE, cookie)).data.bill as {
        readiness_steps: { key: string; complete: boolean }[];
      }
    ).readiness_steps;
    expect(steps.find((s) => s.key === "eob")?.complete).toBe(true);

    const open = await get(`/bills/${id}?open=${doc.id}`, cookie);
    expect(open.status).toBe(302);
    expect(open.headers.get("location")).toMatch(
      new RegExp(`/api/documents/${doc.id}/file\\?expires=\\d+&sig=`),
    );

    const text = new File(["just text"], "notes.txt", { type: "text/plain" });
    form.set("file", text);
    const refused = await postData(`/bills/${id}`, form, cookie);
    expect(refused.text).toContain(
      "Unsupported file type. Please upload a PDF, JPG, JPEG, PNG, GIF, DOC or DOCX file.",
    );

    expect(
      (await postData(`/bills/${id}`, { intent: "delete-document", document_id: doc.id }, cookie)).data,
    ).toMatchObject({ ok: true });
    expect(await db().select().from(schema.documents).where(eq(schema.documents.billId, id)).all()).toEqual(
      [],
    );
  });
});

describe("two users on the bill route", () => {
  it("answers 404 for another user's bill through the loader and every action, and changes nothing", async () => {
    // Opening another user's bill document is refused (404), and the refusal is logged.
    allowConsoleError(/^bill document open failed Error 404$/);
    const a = await billWithTwoLines("editor.alice@example.com");
    const b = await signedInUser("editor.bob@example.com");
    const page = await get(`/bills/${a.id}`, b.cookie);
    expect(page.status).toBe(404);
    const pageText = await visibleText(page);
    expect(pageText).toContain("Bill not found");
    expect(pageText).not.toContain("Edit Me Clinic");
    const loaded = await loadData(`/bills/${a.id}`, ROUTE, b.cookie);
    expect(loaded.data.bill).toBeNull();

    expect((await postData(`/bills/${a.id}`, edit(), b.cookie)).status).toBe(404);
    expect(
      (
        await postData(
          `/bills/${a.id}`,
          { intent: "add-line", cpt_code: "36415", billed_amount: "5" },
          b.cookie,
        )
      ).status,
    ).toBe(404);
    const form = new FormData();
    form.set("intent", "upload-document");
    form.set("file", new File([PDF], "eob.pdf", { type: "application/pdf" }));
    expect((await postData(`/bills/${a.id}`, form, b.cookie)).status).toBe(404);

    const aForm = new FormData();
    aForm.set("intent", "upload-document");
    aForm.set("file", new File([PDF], "alice-eob.pdf", { type: "application/pdf" }));
    await postData(`/bills/${a.id}`, aForm, a.cookie);
    const doc = (await db().select().from(schema.documents).where(eq(schema.documents.billId, a.id)).get())!;
    expect((await get(`/bills/${a.id}?open=${doc.id}`, b.cookie)).status).toBe(404);
    expect(
      (await postData(`/bills/${a.id}`, { intent: "delete-document", document_id: doc.id }, b.cookie)).status,
    ).toBe(404);

    expect(await billOf(a.id)).toMatchObject({ providerName: "Edit Me Clinic", claimNumber: "INV-77" });
    expect((await linesOf(a.id)).length).toBe(2);
    expect(
      await db().select().from(schema.documents).where(eq(schema.documents.billId, a.id)).all(),
    ).toHaveLength(1);
  });
});
