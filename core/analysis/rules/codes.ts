// invalid_code: a procedure code that is not in the imported CPT/HCPCS sets, or a diagnosis code that
// is not a billable ICD-10-CM code. A claim with one is rejected or can be, so the money is at risk.
import type { RuleContext } from "../findings";
import { exposureCents } from "../input";
import { TEXT } from "../messages";

/** CPT (5 digits; category II …F, III …T, PLA …U) or HCPCS Level II (a letter and 4 digits). */
const PROCEDURE_SHAPE = /^(\d{4}[0-9FTU]|[A-Z]\d{4})$/;

export function findInvalidCodes(ctx: RuleContext): void {
  const { refs, work } = ctx;
  if (!refs.editions.procedure_codes) ctx.notes.push(TEXT.notes.noProcedureCodes);
  else {
    for (const line of work.lines) {
      if (refs.procedureCode(line.code)) continue;
      const wellFormed = PROCEDURE_SHAPE.test(line.code);
      ctx.drafts.push({
        category: "invalid_code",
        rule: "invalid_code.procedure_not_found",
        ruleText: TEXT.invalidCode.rule,
        confidence: wellFormed ? 0.9 : 0.95,
        lines: [line],
        references: [
          {
            kind: "code_set",
            code: line.code,
            code_type: "procedure",
            found: false,
            billable: null,
            description: null,
            edition: refs.editions.procedure_codes,
          },
        ],
        atRisk: exposureCents(line),
        text: () => TEXT.invalidCode.procedure(line, wellFormed),
      });
    }
  }
  if (!refs.editions.icd10cm) {
    ctx.notes.push(TEXT.notes.noDiagnosisCodes);
    return;
  }
  const codes = new Set([...work.dx, ...work.lines.flatMap((l) => l.dx)]);
  for (const code of codes) {
    const info = refs.diagnosisCode(code);
    if (info?.billable) continue;
    const users = work.lines.filter((l) => l.dx.includes(code));
    ctx.drafts.push({
      category: "invalid_code",
      rule: info ? "invalid_code.diagnosis_not_billable" : "invalid_code.diagnosis_not_found",
      ruleText: TEXT.invalidCode.rule,
      confidence: info ? 0.8 : 0.9,
      lines: users,
      subjects: [],
      codes: [code],
      references: [
        {
          kind: "code_set",
          code,
          code_type: "diagnosis",
          found: !!info,
          billable: info ? info.billable : null,
          description: info?.description ?? null,
          edition: refs.editions.icd10cm,
        },
      ],
      atRisk: users.reduce((sum, l) => sum + exposureCents(l), 0),
      text: () => TEXT.invalidCode.diagnosis(code, info?.description ?? null, users.length),
    });
  }
}
