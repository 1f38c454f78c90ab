// One analysis finding reduced to the figures a dispute letter states (core/disputes/facts.ts
// LetterFindingSchema): only what the finding's evidence holds, so a letter never says an amount
// or a code the user's data and the reference tables did not give. Pure.
import type { AnalysisFinding, ReferenceRow } from "../analysis/types";
import type { LetterFinding } from "./facts";

type Ref<K extends ReferenceRow["kind"]> = Extract<ReferenceRow, { kind: K }>;
const refsOf = <K extends ReferenceRow["kind"]>(finding: AnalysisFinding, kind: K): Ref<K>[] =>
  finding.evidence.references.filter((r): r is Ref<K> => r.kind === kind);

const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;
const sumKnown = (values: (number | null | undefined)[]) => {
  const known = values.filter((v): v is number => typeof v === "number");
  return known.length ? sum(known) : null;
};

/** The line a duplicate repeats: the first of its lines on the bill. */
function duplicateOf(finding: AnalysisFinding): number | null {
  if (finding.category !== "duplicate_charge" || finding.evidence.lines.length < 2) return null;
  return Math.min(...finding.evidence.lines.map((l) => l.position));
}

export function letterFinding(finding: AnalysisFinding): LetterFinding {
  const { evidence } = finding;
  const medicare = refsOf(finding, "medicare_rate")[0];
  const mue = refsOf(finding, "mue")[0];
  const eob = refsOf(finding, "eob_line");
  const denied = eob.find((l) => l.denied);
  return {
    finding_id: finding.id.slice(0, 300),
    category: finding.category,
    title: finding.title.slice(0, 300),
    codes: evidence.codes.slice(0, 50),
    positions: evidence.lines.map((l) => l.position).slice(0, 200),
    billed_amount: evidence.lines.length ? sum(evidence.lines.map((l) => l.billed_amount)) : null,
    potential_savings: finding.potential_savings ?? null,
    medicare: medicare
      ? {
          code: medicare.code,
          amount: medicare.amount,
          locality: medicare.locality.slice(0, 300),
          edition: medicare.edition.slice(0, 300),
          source: medicare.source.slice(0, 300),
        }
      : null,
    mue: mue ? { code: mue.code, max_units: mue.max_units, edition: mue.edition } : null,
    duplicate_of_position: duplicateOf(finding),
    eob: eob.length
      ? {
          allowed_amount: sumKnown(eob.map((l) => l.allowed_amount)),
          paid_amount: sumKnown(eob.map((l) => l.paid_amount)),
          patient_responsibility: sumKnown(eob.map((l) => l.patient_responsibility)),
          denied: !!denied,
          reason: (denied ?? eob[0]).reason?.slice(0, 500) ?? null,
        }
      : null,
    correction: finding.user_action.slice(0, 1000),
  };
}
