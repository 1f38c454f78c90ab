// The dispute-letter bench, run by `npm run bench` while the documents bench's Temporal dev server and
// orchestrator are up (benchDocuments' `whileRunning`): how long POST /api/bills/{id}/generate-dispute-letter
// takes to answer the filed letter (the Worker's checks, the gateway's update-with-start, the
// `dispute-{letterId}` workflow reading the facts, the analysis, rendering the PDF with pdf-lib and
// filing it through /internal), against GET /api/bills/{id} in the same run as the baseline.
// Target (issue 14): p95 ≤ 5 s.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { round, stats } from "./subscriptions.mjs";

export const DISPUTES_TARGET = { generate_p95_ms: 5000 };

export async function call(origin, path, { token, method = "GET", body } = {}) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok)
    throw new Error(`${method} ${path.replace(/[A-Za-z0-9_-]{16,}/g, "{id}")} answered ${res.status}`);
  return text ? JSON.parse(text) : null;
}

/** A member who followed the verification link from the local mailbox (bills need it), on Premium. */
export async function premiumMember(origin) {
  const email = `bench-disputes-${randomBytes(6).toString("hex")}@example.com`;
  const { access_token: token } = await call(origin, "/api/auth/register", {
    method: "POST",
    body: { email, password: `bench ${randomBytes(12).toString("hex")}` },
  });
  let mail;
  for (let i = 0; i < 100 && !mail; i++) {
    const messages = await call(origin, `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    mail = messages.find((m) => /verify your fairbill email/i.test(m.subject));
    if (!mail) await sleep(150);
  }
  if (!mail) throw new Error("no verification e-mail in the local mailbox");
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)[0]);
  await call(origin, "/api/auth/verify-email", {
    token,
    method: "POST",
    body: { token: link.searchParams.get("token") },
  });
  await call(origin, "/api/subscriptions/activate-premium", { token, method: "POST" });
  return token;
}

/** A bill with findings: a duplicated visit, units past the MUE, a lab panel beside a component. */
const billBody = (i) => ({
  provider: `Bench Medical Group ${i}`,
  date: "2026-09-14",
  claim_number: `BENCH-${i}`,
  line_items: [
    { cpt_code: "99214", units: 1, billed_amount: 325 },
    { cpt_code: "99214", units: 1, billed_amount: 325 },
    { cpt_code: "80053", units: 1, billed_amount: 180 },
    { cpt_code: "82947", units: 1, billed_amount: 45 },
    { cpt_code: "36415", units: 4, billed_amount: 120 },
  ],
});

export async function benchDisputes({ origin, letters = 12 }) {
  try {
    const token = await premiumMember(origin);
    const generate = [];
    const baseline = [];
    let findings = null;
    for (let i = 0; i < letters + 1; i++) {
      const bill = await call(origin, "/api/medical-bills", { token, method: "POST", body: billBody(i) });
      const t0 = performance.now();
      const letter = await call(origin, `/api/bills/${bill.id}/generate-dispute-letter`, {
        token,
        method: "POST",
        body: {
          bill_id: bill.id,
          include_opportunities: true,
          personal_statement: "I was charged twice for the same visit. Please correct the bill.",
        },
      });
      const ms = performance.now() - t0;
      if (!letter.success) throw new Error("a letter was not generated");
      if (i > 0) generate.push(ms); // the first warms the workflow worker up
      const b0 = performance.now();
      await call(origin, `/api/bills/${bill.id}`, { token });
      baseline.push(performance.now() - b0);
      findings ??= letter.opportunities_count;
    }
    const g = stats(generate);
    const b = stats(baseline);
    return {
      generate_letter: g,
      baseline_get_bill: b,
      generate_to_baseline_p50: round(g.p50_ms / b.p50_ms),
      findings_per_letter: findings,
      target: "generate-dispute-letter p95 ≤ 5 s",
      meets_target: g.p95_ms <= DISPUTES_TARGET.generate_p95_ms,
    };
  } catch (error) {
    return { error: error.message };
  }
}
