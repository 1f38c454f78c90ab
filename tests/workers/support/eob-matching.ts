// EOBs read the way the document workflow leaves them (issue 17): uploaded or e-mailed, then the
// extraction saved through /internal — where the matcher places them — and the bills they may
// belong to, straight into D1.
import { env, SELF } from "cloudflare:test";
import { signRequest } from "#core/signing";
import { BASE, billWith, emailedDocument, files, uploaded, type LineSpec } from "../factories";

let keys = 0;

/** A signed /internal call, as the workflow's activities make it; throws unless it answers 200. */
export async function internalCall(method: string, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = await signRequest(env.INTERNAL_API_SECRET!, method, path, text);
  headers["idempotency-key"] = `eob-matching-${Date.now()}-${++keys}`;
  headers["content-type"] = "application/json";
  const res = await SELF.fetch(`${BASE}${path}`, { method, headers, body: text });
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

export interface EobRead {
  claim_number?: string | null;
  insurance_company?: string | null;
  service_date?: string | null;
  total_billed?: number | null;
  lines?: { cpt_code: string; billed_amount: number }[];
  /** The page text the provider's name is looked up in. */
  text?: string;
}

/** What extraction saves for an EOB that says `eob`. */
export function eobExtraction(eob: EobRead) {
  return {
    document_type: "eob",
    classification_confidence: 0.91,
    needs_classification: false,
    fields: {
      related_medical_bill: null,
      insurance_company: eob.insurance_company ?? "Acme Health",
      claim_number: eob.claim_number ?? null,
      service_date: eob.service_date ?? null,
      processed_date: null,
      total_billed: eob.total_billed ?? null,
      total_allowed: null,
      total_paid: null,
      patient_name: null,
    },
    line_items: (eob.lines ?? []).map((l) => ({ ...l, units: 1, allowed_amount: null, paid_amount: null })),
    icd10_codes: [],
  };
}

/** Saves the recognition and extraction of an EOB for document `id`, as the workflow does. */
export async function readAsEob(id: string, eob: EobRead) {
  const text = eob.text ?? "EXPLANATION OF BENEFITS";
  await internalCall("PUT", `/internal/documents/${id}/recognition`, {
    text,
    words: [],
    pages: 1,
    method: "text-layer",
  });
  await internalCall("PUT", `/internal/documents/${id}/extraction`, eobExtraction(eob));
}

/** An EOB uploaded by `token`'s user (a file of its own) and read; answers its id. */
export async function uploadedEob(token: string, eob: EobRead) {
  const id = await uploaded(token, files.pdfWith(`eob ${++keys} ${Date.now()}`), "eob.pdf");
  await readAsEob(id, eob);
  return id;
}

/** An EOB that came by e-mail and was read; answers its id. */
export async function emailedEob(user: { id: string }, eob: EobRead) {
  const id = await emailedDocument(user, `eob-${++keys}.pdf`, "Your explanation of benefits", Date.now());
  await readAsEob(id, eob);
  return id;
}

/** Bayview Clinic, 2026-03-02: the bill most tests place an EOB on (lines total $410.25). */
export function clinicBill(userId: string, overrides: Parameters<typeof billWith>[1] = {}) {
  const lines: LineSpec[] = [
    { cpt: "99213", billedCents: 25000 },
    { cpt: "80053", billedCents: 16025 },
  ];
  return billWith(userId, {
    providerName: "Bayview Clinic",
    serviceDate: "2026-03-02",
    claimNumber: "ACCT-7741",
    lines,
    ...overrides,
  });
}

export const CLINIC_TEXT = "EXPLANATION OF BENEFITS Acme Health Provider: Bayview Clinic";
