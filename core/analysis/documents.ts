// What the user's stored documents add to a bill's analysis: the box each line was read from (OCR),
// the EOB's lines and the amount the statement asks for. Pure: the caller loads the rows. Matching
// is conservative — a line gets no source rather than a box that may be someone else's line.
import type { OcrWord } from "../documents/types";
import { locateLineItems, type LocatedLineItem } from "../extraction/line-boxes";
import { splitProcedureCode } from "./input";
import type { AnalysisEob, EobLine, LineSource } from "./types";

/** A document row as the adapter reads it (JSON columns already parsed). */
export interface StoredDocument {
  id: string;
  document_type: string;
  /** ocr_bounding_boxes: the recognised words. */
  words: unknown;
  extracted_data: unknown;
  user_verified_data: unknown;
}

/** What matching needs of a bill or EOB line. */
export interface SourcedLine {
  id: string;
  cpt_code: string;
  billed_amount: number | null;
  service_date?: string | null;
}

const MAX_DOLLARS = 100_000_000;
const MAX_EOB_LINES = 1000;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Dollars from a number or printed text ('$1,234.50'); null for anything else, negative or absurd. */
export function amountOf(value: unknown): number | null {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim().length <= 32
        ? Number(value.replace(/[$,\s]/g, ""))
        : NaN;
  return Number.isFinite(n) && n >= 0 && n <= MAX_DOLLARS && value !== "" ? n : null;
}

const centsOf = (value: unknown) => {
  const dollars = amountOf(value);
  return dollars === null ? null : Math.round(dollars * 100);
};

const dateOf = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value.trim()) ? value.trim().slice(0, 10) : null;

const codeOf = (value: unknown) =>
  typeof value === "string" && value.trim() && value.length <= 32 ? splitProcedureCode(value).code : null;

/** The document's data: what the user verified, else what extraction found. */
function dataOf(doc: StoredDocument): { fields: Record<string, unknown>; lines: unknown[] } {
  const verified = isObject(doc.user_verified_data) ? doc.user_verified_data : null;
  const extracted = isObject(doc.extracted_data) ? doc.extracted_data : {};
  const fields = { ...extracted, ...(verified ?? {}) };
  const lines = Array.isArray(verified?.line_items)
    ? verified.line_items
    : Array.isArray(extracted.line_items)
      ? extracted.line_items
      : [];
  return { fields, lines };
}

interface Row {
  documentId: string;
  located: LocatedLineItem;
  code: string;
  cents: number;
  date: string | null;
  used: boolean;
}

function rowsOf(documents: StoredDocument[]): Row[] {
  return documents.flatMap((doc) =>
    Array.isArray(doc.words)
      ? locateLineItems(doc.words as OcrWord[]).flatMap((located) => {
          const code = codeOf(located.item.cpt_code);
          const cents = centsOf(located.item.billed_amount);
          if (!code || cents === null) return [];
          const date = dateOf(located.item.service_date);
          return [{ documentId: doc.id, located, code, cents, date, used: false }];
        })
      : [],
  );
}

/**
 * Pairs lines with rows of the same code and charge, in order, only where the pairing is
 * unambiguous: as many lines as rows under the key. First by code, charge and date; then, for
 * what is left, by code and charge where one side has no date.
 */
export function matchLineSources(lines: SourcedLine[], documents: StoredDocument[]): Map<string, LineSource> {
  const sources = new Map<string, LineSource>();
  const rows = rowsOf(documents);
  if (!rows.length) return sources;
  const pending = lines.flatMap((line) => {
    const code = codeOf(line.cpt_code);
    const cents = centsOf(line.billed_amount);
    return code && cents !== null ? [{ line, code, cents, date: dateOf(line.service_date) }] : [];
  });
  type Pending = (typeof pending)[number];
  const pass = (key: (x: { code: string; cents: number; date: string | null }) => string) => {
    const groups = new Map<string, { lines: Pending[]; rows: Row[] }>();
    const group = (k: string) => groups.get(k) ?? groups.set(k, { lines: [], rows: [] }).get(k)!;
    for (const p of pending) if (!sources.has(p.line.id)) group(key(p)).lines.push(p);
    for (const r of rows) if (!r.used) group(key(r)).rows.push(r);
    for (const g of groups.values()) {
      if (!g.lines.length || g.lines.length !== g.rows.length) continue;
      const clash = g.lines.some((p, i) => p.date && g.rows[i].date && p.date !== g.rows[i].date);
      if (clash) continue;
      g.lines.forEach((p, i) => {
        g.rows[i].used = true;
        const box = { ...g.rows[i].located.box };
        sources.set(p.line.id, { document_id: g.rows[i].documentId, page: box.page, box });
      });
    }
  };
  pass((x) => `${x.code}|${x.cents}|${x.date ?? ""}`);
  pass((x) => `${x.code}|${x.cents}`);
  return sources;
}

function eobLineOf(raw: unknown): EobLine | null {
  if (!isObject(raw)) return null;
  const cpt = raw.cpt_code ?? raw.procedure_code;
  const code = codeOf(cpt);
  const billed = amountOf(raw.billed_amount ?? raw.total_charge ?? raw.billed);
  if (!code || billed === null) return null;
  const status = typeof raw.status === "string" ? raw.status : "";
  const denied = raw.denied === true || /\bdenied\b/i.test(status);
  const allowed = amountOf(raw.allowed_amount ?? raw.allowed);
  const paid = amountOf(raw.paid_amount ?? raw.paid);
  // Without the plan's allowed amount the line says nothing (the engine would read it as $0 allowed).
  if (allowed === null && !denied) return null;
  const responsibility = amountOf(
    raw.patient_responsibility ?? raw.member_responsibility ?? raw.patient_owes ?? raw.you_owe,
  );
  const reason = raw.reason ?? raw.remark ?? raw.denial_reason;
  return {
    cpt_code: String(cpt).trim(),
    billed_amount: billed,
    allowed_amount: allowed ?? 0,
    paid_amount: paid ?? 0,
    patient_responsibility: responsibility,
    denied,
    reason: typeof reason === "string" && reason.trim() ? reason.trim().slice(0, 300) : null,
    service_date: dateOf(raw.service_date),
  };
}

/** The EOB's lines (with the box each was read from) and its stated patient total, or null without lines. */
export function eobFromDocument(doc: StoredDocument): AnalysisEob | null {
  const { fields, lines } = dataOf(doc);
  const eobLines = lines
    .slice(0, MAX_EOB_LINES)
    .map(eobLineOf)
    .filter((l): l is EobLine => l !== null);
  if (!eobLines.length) return null;
  const ids = eobLines.map((line, i) => ({
    id: `eob-${i}`,
    cpt_code: line.cpt_code,
    billed_amount: line.billed_amount,
    service_date: line.service_date,
  }));
  const sources = matchLineSources(ids, [doc]);
  return {
    lines: eobLines.map((line, i) => ({ ...line, source: sources.get(`eob-${i}`) ?? null })),
    total_patient_responsibility: amountOf(
      fields.total_patient_responsibility ?? fields.patient_responsibility ?? fields.total_you_owe,
    ),
  };
}

/**
 * What the statement asks the patient to pay: the form's Amount Due as verified (left blank, it is
 * unknown), else as printed (extraction's amount_due).
 */
export function amountDueFrom(doc: StoredDocument | null): number | null {
  if (!doc) return null;
  const verified = isObject(doc.user_verified_data) ? doc.user_verified_data : null;
  if (verified && "amount_due" in verified) return amountOf(verified.amount_due);
  const { fields } = dataOf(doc);
  return amountOf(fields.amount_due ?? fields.balance_due ?? fields.patient_amount_due);
}
