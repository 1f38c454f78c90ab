// upcoding: an office visit billed at a level its diagnoses or stated time do not support. A level is
// chosen by medical decision making (MDM) or by time (AMA CPT E/M guidelines, 2021 on), and a bill
// shows neither in full, so these findings carry lower confidence.
import { medicareAmount, type RuleContext } from "../findings";
import { exposureCents, type WorkingLine } from "../input";
import { TEXT } from "../messages";
import type { ReferenceRow } from "../types";

interface EmLevel {
  family: "new" | "established";
  level: number;
  /** Total time on the date of the encounter that supports the level (AMA CPT 2021+). */
  minutes: number;
}

export const OFFICE_EM_LEVELS: Record<string, EmLevel> = {
  "99202": { family: "new", level: 2, minutes: 15 },
  "99203": { family: "new", level: 3, minutes: 30 },
  "99204": { family: "new", level: 4, minutes: 45 },
  "99205": { family: "new", level: 5, minutes: 60 },
  "99212": { family: "established", level: 2, minutes: 10 },
  "99213": { family: "established", level: 3, minutes: 20 },
  "99214": { family: "established", level: 4, minutes: 30 },
  "99215": { family: "established", level: 5, minutes: 40 },
};

const codeFor = (family: EmLevel["family"], level: number) => `${family === "new" ? "9920" : "9921"}${level}`;

export const EM_SOURCE =
  "AMA CPT E/M guidelines (2021 on): level by medical decision making or total time; CMS MLN006764 Evaluation and Management Services Guide";

/** Self-limited or minor problems: straightforward MDM (level 2). ICD-10-CM prefixes. */
const MINOR_PROBLEMS = [
  "J00",
  "J06.9",
  "J02.9",
  "B34.9",
  "R05",
  "H10.3",
  "H10.9",
  "Z00.0",
  "Z23",
  "Z71",
  "Z76.0",
  "Z02",
];
/** Acute uncomplicated illnesses or injuries: low MDM (level 3). */
const ACUTE_UNCOMPLICATED = [
  "J01.9",
  "J20.9",
  "H66.9",
  "N39.0",
  "K52.9",
  "A09",
  "M54.5",
  "R51.9",
  "S93.4",
  "B35",
  "L70.0",
  "J30",
];

const matches = (code: string, prefixes: string[]) => prefixes.some((p) => code.startsWith(p));

/** The highest level the diagnoses alone support, or null when any diagnosis could support more. */
function levelFromDiagnoses(dx: string[]): number | null {
  if (dx.length === 0) return null;
  let level = 2;
  for (const code of dx) {
    if (matches(code, MINOR_PROBLEMS)) continue;
    if (matches(code, ACUTE_UNCOMPLICATED)) level = 3;
    else return null;
  }
  // Two or more minor problems are low complexity.
  return dx.length >= 2 ? Math.max(level, 3) : level;
}

function levelFromTime(family: EmLevel["family"], minutes: number): number {
  const levels = Object.values(OFFICE_EM_LEVELS).filter((l) => l.family === family && minutes >= l.minutes);
  return Math.max(2, ...levels.map((l) => l.level));
}

function flag(
  ctx: RuleContext,
  line: WorkingLine,
  billed: EmLevel,
  supported: number,
  rule: string,
  confidence: number,
) {
  const target = codeFor(billed.family, supported);
  const billedRate = ctx.refs.medicareRate(line.code);
  const targetRate = ctx.refs.medicareRate(target);
  const billedAmount = billedRate && medicareAmount(billedRate)?.amount;
  const targetAmount = targetRate && medicareAmount(targetRate)?.amount;
  const share =
    billedAmount && targetAmount && targetAmount < billedAmount ? 1 - targetAmount / billedAmount : null;
  const references: ReferenceRow[] = [
    {
      kind: "em_guideline",
      code: line.code,
      level: billed.level,
      minutes: billed.minutes,
      source: EM_SOURCE,
    },
    {
      kind: "em_guideline",
      code: target,
      level: supported,
      minutes: OFFICE_EM_LEVELS[target].minutes,
      source: EM_SOURCE,
    },
  ];
  ctx.drafts.push({
    category: "upcoding",
    rule,
    ruleText: TEXT.upcoding.rule,
    confidence,
    lines: [line],
    codes: line.dx,
    references,
    figures: {
      billed_level: billed.level,
      supported_level: supported,
      supported_code: target,
      minutes_stated: line.minutes,
      medicare_billed_code: billedAmount ?? null,
      medicare_supported_code: targetAmount ?? null,
    },
    claims: share ? [{ line, cents: exposureCents(line) * share }] : [],
    atRisk: share ? undefined : exposureCents(line),
    text: (saved) => TEXT.upcoding.text(line, target, saved),
  });
}

export function findUpcoding(ctx: RuleContext): void {
  for (const line of ctx.work.lines) {
    const billed = OFFICE_EM_LEVELS[line.code];
    if (!billed || billed.level < 4 || ctx.removed.has(line.index)) continue;
    const byTime = line.minutes === null ? null : levelFromTime(billed.family, line.minutes);
    // Time met or exceeded supports the level whatever the diagnoses.
    if (byTime !== null && byTime >= billed.level) continue;
    const byDiagnoses = levelFromDiagnoses(line.dx);
    const supported = byDiagnoses === null ? null : Math.max(byDiagnoses, byTime ?? 0);
    // One level above what the diagnoses suggest is within what the unseen notes may justify, unless time says otherwise.
    if (supported !== null && billed.level - supported >= (byTime === null ? 2 : 1)) {
      const gap = billed.level - supported >= 3 ? 0.05 : 0;
      const confidence = 0.55 + (byTime !== null ? 0.1 : 0) + gap;
      flag(ctx, line, billed, supported, "upcoding.em_level_vs_diagnoses", confidence);
    } else if (byTime !== null && billed.level - byTime >= 2) {
      flag(ctx, line, billed, byTime, "upcoding.em_level_vs_time", 0.5);
    }
  }
}
