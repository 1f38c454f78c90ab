// Checks a bill before analysis and puts it in the engine's working form: money in integer cents,
// codes and modifiers upper-cased, each line's date and its EOB line resolved. A bill the engine
// cannot read raises AnalysisInputError (the API answers 422 with its detail), never anything else.
import { INPUT_MESSAGES } from "./messages";
import type { AnalysisBill, AnalysisLineItem, EobLine } from "./types";
import type { WorkingBill, WorkingEobLine, WorkingLine } from "./working";

export type { WorkingBill, WorkingEobLine, WorkingLine };

/** More lines than any real bill has; the API allows 200, OCR of a long statement may give more. */
export const MAX_ANALYSIS_LINES = 1000;
const MAX_DOLLARS = 100_000_000;
const MAX_CODES = 100;

export type AnalysisInputErrorCode =
  | "invalid_bill"
  | "too_many_lines"
  | "invalid_line"
  | "missing_code"
  | "invalid_units"
  | "negative_amount"
  | "invalid_amount";

export class AnalysisInputError extends Error {
  readonly status = 422;
  constructor(
    readonly code: AnalysisInputErrorCode,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "AnalysisInputError";
  }
}

const fail = (code: AnalysisInputErrorCode, detail: string): never => {
  throw new AnalysisInputError(code, detail);
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function cents(value: unknown, where: string, optional: boolean): number | null {
  if (value === null || value === undefined) {
    return optional ? null : fail("invalid_amount", INPUT_MESSAGES.invalidAmount(where));
  }
  if (typeof value !== "number" || !Number.isFinite(value) || value > MAX_DOLLARS) {
    return fail("invalid_amount", INPUT_MESSAGES.invalidAmount(where));
  }
  if (value < 0) return fail("negative_amount", INPUT_MESSAGES.negativeAmount(where));
  return Math.round(value * 100);
}

/** "E119" or "e11.9" → "E11.9"; text that is not code-shaped is kept upper-cased, for the invalid-code check. */
export function diagnosisDisplay(raw: string): string {
  const key = raw.replace(/[.\s]/g, "").toUpperCase();
  return /^[A-Z][0-9A-Z]{3,6}$/.test(key) ? `${key.slice(0, 3)}.${key.slice(3)}` : key;
}

function codeList(value: unknown, where: string): string[] {
  if (value === null || value === undefined) return [];
  if (
    !Array.isArray(value) ||
    value.length > MAX_CODES ||
    value.some((c) => typeof c !== "string" || c.length > 16)
  ) {
    return fail("invalid_line", INPUT_MESSAGES.invalidCodes(where));
  }
  return [...new Set((value as string[]).map((c) => diagnosisDisplay(c.trim())).filter(Boolean))];
}

/** "99213-25" → 99213 with modifier 25; modifiers given separately are added. */
export function splitProcedureCode(
  raw: string,
  extra: readonly string[] = [],
): { code: string; modifiers: string[] } {
  const [code = "", ...inline] = raw
    .trim()
    .toUpperCase()
    .split(/[\s-]+/);
  const modifiers = [...inline, ...extra.map((m) => m.trim().toUpperCase())].filter((m) =>
    /^[A-Z0-9]{2}$/.test(m),
  );
  return { code, modifiers: [...new Set(modifiers)] };
}

const dateOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, 10) : null;

function readLine(raw: unknown, index: number, bill: AnalysisBill, billDx: string[]): WorkingLine {
  const where = INPUT_MESSAGES.lineName(index + 1);
  if (!isObject(raw)) return fail("invalid_line", INPUT_MESSAGES.invalidLine(where));
  const item = raw as unknown as AnalysisLineItem;
  if (typeof item.cpt_code !== "string" || !item.cpt_code.trim() || item.cpt_code.length > 32) {
    return fail("missing_code", INPUT_MESSAGES.missingCode(where));
  }
  if (
    typeof item.units !== "number" ||
    !Number.isFinite(item.units) ||
    item.units <= 0 ||
    item.units > 100_000
  ) {
    return fail("invalid_units", INPUT_MESSAGES.invalidUnits(where));
  }
  const modifiers = Array.isArray(item.modifiers)
    ? item.modifiers.filter((m): m is string => typeof m === "string")
    : [];
  const { code, modifiers: mods } = splitProcedureCode(item.cpt_code, modifiers);
  const dx = codeList(item.diagnosis_codes, where);
  const minutes =
    typeof item.time_minutes === "number" && Number.isFinite(item.time_minutes) ? item.time_minutes : null;
  return {
    index,
    position: index + 1,
    id: typeof item.id === "string" && item.id ? item.id : `line-${index + 1}`,
    code,
    modifiers: mods,
    units: item.units,
    billed: cents(item.billed_amount, where, false)!,
    allowed: cents(item.allowed_amount, where, true),
    paid: cents(item.paid_amount, where, true),
    dx: dx.length ? dx : billDx,
    date: dateOf(item.service_date) ?? dateOf(bill.service_date),
    minutes,
    source: isObject(item.source) && isObject(item.source.box) ? item.source : null,
    item,
    eob: null,
  };
}

function readEobLine(raw: unknown, index: number): WorkingEobLine {
  const where = INPUT_MESSAGES.eobLineName(index + 1);
  if (!isObject(raw) || typeof raw.cpt_code !== "string")
    return fail("invalid_line", INPUT_MESSAGES.invalidLine(where));
  const line = raw as unknown as EobLine;
  return {
    index,
    line,
    code: splitProcedureCode(line.cpt_code).code,
    billed: cents(line.billed_amount, where, false)!,
    allowed: cents(line.allowed_amount, where, true) ?? 0,
    paid: cents(line.paid_amount, where, true) ?? 0,
    responsibility: cents(line.patient_responsibility, where, true),
    denied: line.denied === true,
  };
}

/** Pairs each EOB line with the bill line of the same code (same date and amount first). */
function matchEob(lines: WorkingLine[], eobLines: WorkingEobLine[]): void {
  for (const eob of eobLines) {
    const date = dateOf(eob.line.service_date);
    const candidates = lines.filter(
      (l) => !l.eob && l.code === eob.code && (!date || !l.date || l.date === date),
    );
    const match = candidates.find((l) => l.billed === eob.billed) ?? candidates[0];
    if (match) match.eob = eob;
  }
}

export function readBill(input: unknown): WorkingBill {
  if (!isObject(input) || !Array.isArray(input.line_items))
    return fail("invalid_bill", INPUT_MESSAGES.invalidBill);
  const bill = input as unknown as AnalysisBill;
  if (bill.line_items.length > MAX_ANALYSIS_LINES) {
    return fail("too_many_lines", INPUT_MESSAGES.tooManyLines(MAX_ANALYSIS_LINES));
  }
  const dx = codeList(bill.diagnosis_codes, INPUT_MESSAGES.billName);
  const lines = bill.line_items.map((raw, i) => readLine(raw, i, bill, dx));
  let eobLines: WorkingEobLine[] = [];
  let eobTotalCents: number | null = null;
  if (bill.eob !== null && bill.eob !== undefined) {
    if (!isObject(bill.eob) || !Array.isArray(bill.eob.lines))
      return fail("invalid_bill", INPUT_MESSAGES.invalidEob);
    if (bill.eob.lines.length > MAX_ANALYSIS_LINES)
      return fail("too_many_lines", INPUT_MESSAGES.tooManyLines(MAX_ANALYSIS_LINES));
    eobLines = bill.eob.lines.map(readEobLine);
    eobTotalCents = cents(bill.eob.total_patient_responsibility, INPUT_MESSAGES.eobName, true);
    matchEob(lines, eobLines);
  }
  return {
    bill,
    lines,
    dx,
    eobLines,
    dueCents: cents(bill.patient_amount_due, INPUT_MESSAGES.billName, true),
    totalCents: cents(bill.total_billed_amount, INPUT_MESSAGES.billName, true),
    eobTotalCents,
  };
}

/** What the patient is exposed to on a line: allowed minus paid once insurance has processed it, else the charge. */
export function exposureCents(line: WorkingLine): number {
  const allowed = line.allowed ?? line.eob?.allowed ?? null;
  if (allowed === null) return line.billed;
  const paid = line.paid ?? line.eob?.paid ?? 0;
  return Math.max(0, allowed - paid);
}

/** Insurance has priced the line (an allowed amount on the bill or a matched EOB line). */
export const isAdjudicated = (line: WorkingLine) => line.allowed !== null || line.eob !== null;
