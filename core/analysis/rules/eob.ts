// What the insurer's explanation of benefits (EOB) says against what the bill asks: a line the plan
// denied (denial → appeal) and an amount due above the plan's allowed-minus-paid (balance_billing).
import type { RuleContext } from "../findings";
import type { WorkingEobLine, WorkingLine } from "../input";
import { TEXT } from "../messages";
import type { LineSource, ReferenceRow } from "../types";

const eobRow = (eob: WorkingEobLine): ReferenceRow => ({
  kind: "eob_line",
  ...eob.line,
  // Its row on its own EOB when several were read as one (ADR 079), else its place in the list.
  position:
    Number.isInteger(eob.line.eob_line) && eob.line.eob_line! > 0 ? eob.line.eob_line! : eob.index + 1,
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A printed amount's box as a reference row; nothing for a source that is not a well-formed box. */
function boxRow(source: LineSource | null | undefined, label: string, cents: number | null): ReferenceRow[] {
  if (!isObject(source) || typeof source.document_id !== "string" || !isObject(source.box)) return [];
  const { left, top, width, height, page } = source.box;
  if (![left, top, width, height, page].every((n) => typeof n === "number" && Number.isFinite(n))) return [];
  return [
    {
      kind: "document_box",
      document_id: source.document_id,
      page,
      box: { left, top, width, height, page },
      label,
      amount: cents === null ? null : cents / 100,
    },
  ];
}

const isDenied = (eob: WorkingEobLine) => eob.denied || (eob.allowed === 0 && eob.billed > 0);

export function findDenials(ctx: RuleContext): void {
  const { work } = ctx;
  if (work.eobLines.length === 0) {
    // Without an EOB, a line the bill shows as allowed at $0 is the same signal.
    for (const line of work.lines) {
      if (line.allowed !== 0 || line.billed === 0 || ctx.removed.has(line.index)) continue;
      ctx.drafts.push({
        category: "denial",
        rule: "denial.zero_allowed_on_bill",
        ruleText: TEXT.denial.rule,
        confidence: 0.8,
        lines: [line],
        references: [],
        atRisk: line.billed - (line.paid ?? 0),
        text: () => TEXT.denial.text(line.code, line, null),
      });
    }
    return;
  }
  for (const eob of work.eobLines) {
    if (!isDenied(eob)) continue;
    const line = work.lines.find((l) => l.eob === eob) ?? null;
    // A repeat or bundled charge the plan refused was refused rightly: that finding covers it.
    if (line && ctx.removed.has(line.index)) continue;
    ctx.drafts.push({
      category: "denial",
      rule: "denial.eob_denied_line",
      ruleText: TEXT.denial.rule,
      confidence: 0.9,
      lines: line ? [line] : [],
      codes: line ? [] : [eob.code],
      references: [eobRow(eob)],
      atRisk: eob.responsibility || (line ? line.billed : eob.billed),
      text: () => TEXT.denial.text(eob.code, line, eob.line.reason ?? null),
    });
  }
}

/** What the patient should owe per the EOB (or the bill's own allowed/paid amounts), and how sure we are. */
function expectedResponsibility(
  ctx: RuleContext,
): { cents: number; setAside: number; confidence: number } | null {
  const { work } = ctx;
  if (work.eobLines.length > 0) {
    let cents = 0;
    let setAside = 0;
    for (const eob of work.eobLines) {
      if (eob.responsibility !== null) cents += eob.responsibility;
      else if (isDenied(eob)) setAside += work.lines.find((l) => l.eob === eob)?.billed ?? eob.billed;
      else cents += Math.max(0, eob.allowed - eob.paid);
    }
    return { cents: work.eobTotalCents ?? cents, setAside, confidence: 0.9 };
  }
  if (work.lines.length === 0 || work.lines.some((l) => l.allowed === null)) return null;
  const cents = work.lines.reduce((sum, l) => sum + Math.max(0, (l.allowed ?? 0) - (l.paid ?? 0)), 0);
  return { cents, setAside: 0, confidence: 0.8 };
}

export function findBalanceBilling(ctx: RuleContext): void {
  const { work } = ctx;
  if (work.dueCents === null) return;
  const expected = expectedResponsibility(ctx);
  if (!expected) return;
  const billedTotal = work.totalCents ?? work.lines.reduce((sum, l) => sum + l.billed, 0);
  // An amount due above the whole bill is a math error; only the rest is compared here.
  const due = Math.min(work.dueCents, billedTotal);
  const excess = due - expected.cents - expected.setAside;
  const tolerance = Math.max(100, Math.round(expected.cents * 0.01));
  if (excess <= tolerance) return;
  const discounted: WorkingLine[] = work.lines.filter((l) => {
    const allowed = l.allowed ?? l.eob?.allowed ?? null;
    return allowed !== null && allowed < l.billed;
  });
  ctx.drafts.push({
    category: "balance_billing",
    rule: work.eobLines.length
      ? "balance_billing.above_eob_responsibility"
      : "balance_billing.above_allowed_minus_paid",
    ruleText: TEXT.balance.rule,
    confidence: expected.confidence,
    lines: discounted,
    subjects: [],
    // Both documents' boxes: the statement's Amount Due, the EOB's rows and its patient total.
    references: [
      ...boxRow(work.bill.patient_amount_due_source, TEXT.balance.amountDueBox, work.dueCents),
      ...work.eobLines.map(eobRow),
      ...(work.eobLines.length
        ? boxRow(work.bill.eob?.total_patient_responsibility_source, TEXT.balance.eobShareBox, expected.cents)
        : []),
    ],
    figures: {
      amount_due: work.dueCents / 100,
      expected_responsibility: expected.cents / 100,
      set_aside_for_denials: expected.setAside / 100,
    },
    billSavings: excess,
    text: (saved) => TEXT.balance.text(work.dueCents!, expected.cents, saved, work.eobLines.length > 0),
  });
}
