// /internal/letters/* — what the dispute workflow's activities read and write, through the real
// signed client into the real handlers, two users side by side: the facts a letter is written
// from, the PDF filed once, a failure giving the use back once. Timeline and reminders:
// disputes-reminders.test.ts.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as api from "#core/contracts/internal-letters";
import { callInternal, InternalApiError } from "#workflows/activities/internal-client";
import {
  addBill,
  addDependent,
  billOf,
  db,
  files,
  schema,
  signedInUser,
  uploadBillDocument,
} from "./factories";
import { internalClient as client } from "./support/dispute-workflow";
import { fakeGatewayEachTest } from "./support/fake-gateway";
import { fileBody, key, letterOf, requestedLetter, used } from "./support/letters";

fakeGatewayEachTest();

async function expectGone(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InternalApiError);
  expect((error as InternalApiError).status).toBe(404);
}

describe("/internal letters routes", () => {
  it("answers 404 for a letter that is not the named user's, on every route, and changes nothing", async () => {
    const alice = await signedInUser("letters-owner");
    const bob = await signedInUser("letters-other");
    const letterId = await requestedLetter(alice.id, await addBill(alice.token));
    const params = { letterId };
    await expectGone(callInternal(client, api.readLetterFacts, { params, query: { userId: bob.id } }));
    await expectGone(callInternal(client, api.fileLetter, { params, body: fileBody(bob.id) }, key()));
    await expectGone(
      callInternal(client, api.letterFailed, { params, body: { userId: bob.id, reason: "x" } }, key()),
    );
    await expectGone(
      callInternal(
        client,
        api.writeDisputeTimeline,
        {
          params,
          body: {
            userId: bob.id,
            status: "resolved",
            responseDueAt: null,
            nextReminderAt: null,
            deadlines: [],
          },
        },
        key(),
      ),
    );
    await expectGone(
      callInternal(
        client,
        api.sendDisputeNotice,
        { params, body: { userId: bob.id, kind: "response_overdue", dueOn: "2026-01-01" } },
        key(),
      ),
    );
    expect(await letterOf(letterId)).toMatchObject({ status: "requested", documentId: null });
    expect(await used(alice.id)).toBe(1);
  });

  it("gathers the facts: the people by name, the EOB's insurer, the enclosures asked for", async () => {
    const alice = await signedInUser("letters-facts", { firstName: "José", lastName: "Núñez" });
    const child = await addDependent(alice.id, "Zoë", "Ødegaard", "child");
    const billId = await addBill(alice.token, { dependent_id: child, claim_number: "CLM-77" });
    const eob = await uploadBillDocument(alice.token, billId, files.pdf(), "eob.pdf");
    const eobId = ((await eob.json()) as { id: string }).id;
    await db()
      .update(schema.documents)
      .set({ userVerifiedData: { insurance_company: "Meridian Health", claim_number: "MH-5" } })
      .where(eq(schema.documents.id, eobId));
    const letterId = await requestedLetter(alice.id, billId, {
      attach_eob: true,
      needs_financial_assistance: true,
    });

    const { facts } = await callInternal(client, api.readLetterFacts, {
      params: { letterId },
      query: { userId: alice.id },
    });
    expect(facts.sender).toEqual({ name: "José Núñez", address: [], email: alice.email });
    expect(facts.patient.name).toBe("Zoë Ødegaard");
    expect(facts.insurer).toEqual({ name: "Meridian Health", claim_number: "MH-5" });
    expect(facts.bill.claim_number).toBe("CLM-77");
    expect(facts.recipient.name).toBe("City General Hospital");
    expect(facts.enclosures).toEqual([expect.objectContaining({ document_id: eobId, document_type: "eob" })]);
    expect(facts.kinds).toContain("financial_assistance");
    expect(facts.lines.map((l) => l.cpt_code)).toEqual(["99213", "80053", "36415"]);
    expect(facts.watermark).toBe(true);
    expect(facts.response_days).toBe(30);
  });

  it("leaves the findings out when the user did, and then asks for an itemized bill", async () => {
    const alice = await signedInUser("letters-no-findings");
    const billId = await addBill(alice.token, {
      line_items: [
        { cpt_code: "99213", units: 1, billed_amount: 900 },
        { cpt_code: "99213", units: 1, billed_amount: 900 },
      ],
    });
    const withFindings = await requestedLetter(alice.id, billId);
    const read = (letterId: string) =>
      callInternal(client, api.readLetterFacts, { params: { letterId }, query: { userId: alice.id } });
    expect((await read(withFindings)).facts.findings.length).toBeGreaterThan(0);
    await db().delete(schema.disputeLetters).where(eq(schema.disputeLetters.id, withFindings));
    await db().delete(schema.usageCounters).where(eq(schema.usageCounters.userId, alice.id));
    const without = await requestedLetter(alice.id, billId, { include_opportunities: false });
    const { facts } = await read(without);
    expect(facts.findings).toEqual([]);
    expect(facts.potential_savings).toBe(0);
    expect(facts.kinds[0]).toBe("itemized_bill_request");
    expect((await letterOf(without))?.kind).toBe("itemized_bill_request");
  });

  it("files the PDF once: one document of the bill, listed like any other, the bill disputed", async () => {
    const alice = await signedInUser("letters-file");
    const billId = await addBill(alice.token);
    const letterId = await requestedLetter(alice.id, billId);
    const params = { letterId };
    const first = await callInternal(client, api.fileLetter, { params, body: fileBody(alice.id) }, key());
    const second = await callInternal(client, api.fileLetter, { params, body: fileBody(alice.id) }, key());
    expect(first.created).toBe(true);
    expect(second).toEqual({ documentId: first.documentId, filedAt: first.filedAt, created: false });

    const docs = await db().select().from(schema.documents).where(eq(schema.documents.billId, billId)).all();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      documentType: "dispute_letter",
      source: "generated",
      storageKey: `users/${alice.id}/letters/${letterId}.pdf`,
    });
    expect(await env.FILES.get(docs[0].storageKey)).not.toBeNull();
    expect(await letterOf(letterId)).toMatchObject({
      status: "filed",
      documentId: first.documentId,
      potentialSavingsCents: 12550,
    });
    expect((await billOf(billId))?.status).toBe("disputed");
    const listed = await alice.json<{ documents: { id: string; document_type: string }[] }>(
      "GET",
      `/api/bills/${billId}/documents`,
    );
    expect(listed.body.documents).toEqual([
      expect.objectContaining({ id: first.documentId, document_type: "dispute_letter" }),
    ]);
  });

  it("marks a letter failed and gives its use back once, however often it is told", async () => {
    const alice = await signedInUser("letters-failed");
    const letterId = await requestedLetter(alice.id, await addBill(alice.token));
    const body = { userId: alice.id, reason: "The fonts could not be loaded" };
    await callInternal(client, api.letterFailed, { params: { letterId }, body }, key());
    await callInternal(client, api.letterFailed, { params: { letterId }, body }, key());
    expect(await letterOf(letterId)).toMatchObject({
      status: "failed",
      failureReason: body.reason,
      freeMonth: null,
    });
    expect(await used(alice.id)).toBe(0);
  });
});
