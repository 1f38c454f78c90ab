// The readiness tracker as the person types (issue 14): the editor form's current values —
// patient, date, provider, the lines' codes and billed amounts, the personal note — read through
// `readiness()` of core/bills/facts.ts, the same rules the server checks before a letter.
import { readiness, type ReadinessStep } from "#core/bills/facts";
import { dollarsToCents } from "#core/bills/money";

/** What Conform holds for the editor form: the fields' current text (its `form.value`). */
export interface EditorFormValue {
  provider?: unknown;
  date?: unknown;
  dependent_id?: unknown;
  personal_statement?: unknown;
  lines?: unknown;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** A typed billed amount in cents; anything that is not a number counts as no amount. */
function billedCents(value: unknown): number | null {
  const raw = text(value)?.trim();
  if (!raw) return null;
  const dollars = Number(raw);
  return Number.isFinite(dollars) ? dollarsToCents(dollars) : null;
}

function linesOf(value: unknown) {
  const rows = Array.isArray(value) ? value : [];
  return rows.map((row) => {
    const line = (row && typeof row === "object" ? row : {}) as Record<string, unknown>;
    return { cptCode: text(line.cpt_code), billedCents: billedCents(line.billed_amount) };
  });
}

export interface LiveReadiness {
  steps: ReadinessStep[];
  /** Every required step is done (the plan is a separate question: the letter allowance). */
  ready: boolean;
  /** The labels of the required steps still to do, in the tracker's order. */
  missing: string[];
  /** The personal note as typed, for the personal-statement dialog. */
  note: string;
}

export function liveReadiness(value: EditorFormValue | undefined, hasEob: boolean): LiveReadiness {
  const note = text(value?.personal_statement) ?? "";
  const { steps } = readiness(
    {
      patientId: text(value?.dependent_id),
      date: text(value?.date),
      provider: text(value?.provider),
      lines: linesOf(value?.lines),
      hasEob,
      personalNote: note,
    },
    // Only the steps are read here; whether the plan allows a letter is the allowance's answer.
    true,
  );
  const missing = steps.filter((s) => s.required && !s.complete).map((s) => s.label);
  return { steps, ready: missing.length === 0, missing, note };
}
