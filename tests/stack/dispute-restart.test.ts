// The dispute-letter lifecycle survives an orchestrator crash: a premium member asks for a letter
// while the orchestrator cannot reach the Worker, so `dispute-{letterId}` is started but cannot read
// the letter's facts; the request answers that the letter is still being generated; the orchestrator
// is killed, and after a restart the workflow resumes and files exactly one letter: one
// `dispute_letter` document on the bill, the bill Disputed, the letter listed with its deadline.
import { describe, expect, it } from "vitest";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import { api, gateway, orchestratorPerTest, verifiedUser, waitFor, type WorkflowHistory } from "./stack";

const orchestrator = orchestratorPerTest();
/** Nothing listens here: every /internal call of the first orchestrator fails and is retried. */
const UNREACHABLE_WEB = "http://127.0.0.1:9";

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

interface Dispute {
  id: string;
  status: string;
  letter_document_id: string | null;
  response_due: string | null;
  deadlines: { rule: string; due_on: string }[];
}

describe("dispute letters on the whole stack", () => {
  it("files exactly one letter after the orchestrator is killed before it could file it", async () => {
    const { token } = await verifiedUser("dispute-restart");
    await json(await api("/api/subscriptions/activate-premium", { method: "POST", token }));
    const bill = await json<{ id: string }>(
      await api("/api/medical-bills", {
        method: "POST",
        token,
        body: JSON.stringify({
          provider: "Riverside Medical Group",
          date: "2026-09-14",
          claim_number: "CLM-88213",
          line_items: [
            { cpt_code: "99214", units: 1, billed_amount: 325 },
            { cpt_code: "99214", units: 1, billed_amount: 325 },
          ],
        }),
      }),
    );

    await orchestrator.start({ WEB_URL: UNREACHABLE_WEB });
    const asked = await api(`/api/bills/${bill.id}/generate-dispute-letter`, {
      method: "POST",
      token,
      body: JSON.stringify({ bill_id: bill.id, personal_statement: "I was charged twice for one visit." }),
    });
    expect(asked.status).toBe(503);
    expect(((await asked.json()) as { detail: string }).detail).toContain(DISPUTE_MESSAGES.stillGenerating);

    const [letter] = await json<Dispute[]>(await api(`/api/bills/${bill.id}/disputes`, { token }));
    expect(letter).toMatchObject({ status: "requested", letter_document_id: null });
    const workflowId = `dispute-${letter!.id}`;
    await waitFor(
      "the letter's first activity to be scheduled",
      async () => {
        const h = await gateway<WorkflowHistory>("GET", `/ops/workflows/${workflowId}/history`);
        return h.events.some((e) => e.eventType === "ActivityTaskScheduled") ? h : undefined;
      },
      30_000,
      200,
    );
    await orchestrator.crash();

    await orchestrator.start();
    const filed = await waitFor(
      "the letter to be filed",
      async () => {
        const [d] = await json<Dispute[]>(await api(`/api/bills/${bill.id}/disputes`, { token }));
        return d?.letter_document_id && d.response_due ? d : undefined;
      },
      90_000,
      250,
    );
    expect(filed.id).toBe(letter!.id);
    expect(filed.deadlines.map((d) => d.rule)).toContain("provider_response");

    const documents = await json<{ documents?: { document_type: string }[] } | { document_type: string }[]>(
      await api(`/api/bills/${bill.id}/documents`, { token }),
    );
    const list = Array.isArray(documents) ? documents : (documents.documents ?? []);
    expect(list.filter((d) => d.document_type === "dispute_letter")).toHaveLength(1);
    const after = await json<{ status: string }>(await api(`/api/bills/${bill.id}`, { token }));
    expect(after.status).toBe("disputed");

    const { url } = await json<{ url: string }>(
      await api(`/api/documents/${filed.letter_document_id}/url`, { token }),
    );
    const file = await fetch(url);
    expect(file.headers.get("content-type")).toContain("application/pdf");
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });
});
