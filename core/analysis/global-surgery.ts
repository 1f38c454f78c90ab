// The global surgery rules as data: which codes are evaluation and management (E/M) visits, which
// PFS global periods include a visit on or before the procedure's day, and the modifiers that mark
// a visit as paid on its own. Each row names the public rule it comes from (ADR 080). The global
// period itself is read from the PFS Relative Value File (MedicareRate.global_days), never listed here.

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** A family of E/M visit codes the global surgery package applies to, with where CPT defines them. */
export interface EmFamily {
  name: string;
  codes: readonly string[];
}

/**
 * E/M visits a procedure's global package can include (Medicare Claims Processing Manual, Pub.
 * 100-04, Ch. 12 §30.6 and §40.1; CPT E/M section). Preventive visits (99381-99397), critical
 * care (99291-99292) and care management codes are left out on purpose: ADR 080 says why.
 */
export const EM_FAMILIES: readonly EmFamily[] = [
  { name: "office or outpatient visit", codes: [...range(99202, 99205), ...range(99211, 99215)] },
  {
    name: "hospital inpatient or observation visit",
    codes: [...range(99221, 99223), ...range(99231, 99236), "99238", "99239"],
  },
  { name: "consultation", codes: [...range(99242, 99245), ...range(99252, 99255)] },
  { name: "emergency department visit", codes: range(99281, 99285) },
  { name: "nursing facility visit", codes: [...range(99304, 99310), "99315", "99316"] },
  { name: "home or residence visit", codes: ["99341", "99342", "99344", "99345", ...range(99347, 99350)] },
];

const EM_CODES = new Set(EM_FAMILIES.flatMap((f) => f.codes));
export const isEmVisit = (code: string) => EM_CODES.has(code);

/** How a global period treats a visit by the same doctor before or on the procedure's day. */
export interface GlobalPeriodRule {
  /** PFS global days (the GLOB DAYS column). */
  globalDays: string;
  kind: "minor" | "major";
  /** Days before the procedure whose visits the package includes (0: only the same day). */
  daysBefore: number;
  /** Modifiers on the visit that make it separately payable. */
  bypass: readonly string[];
  source: string;
}

const MINOR_SOURCE =
  "Medicare Claims Processing Manual (Pub. 100-04) Ch. 12 §40.1 and §30.6.6: a procedure with a 0- or 10-day global period includes the visit on its day, and the decision to do it; only a significant, separately identifiable visit (modifier 25) is paid; NCCI Policy Manual Ch. I and Ch. XI";
const MAJOR_SOURCE =
  "Medicare Claims Processing Manual (Pub. 100-04) Ch. 12 §40.1-§40.2: a 90-day global surgery includes the visits from the day before the surgery, except the visit where the decision to operate was made (modifier 57); NCCI Policy Manual Ch. I §D: other visits before the surgery on its day are included";

/** 000, 010, 090 only; XXX (no global concept), YYY (carrier-priced), ZZZ (add-on) and MMM (maternity) include no visit here. */
export const GLOBAL_PERIOD_RULES: readonly GlobalPeriodRule[] = [
  { globalDays: "000", kind: "minor", daysBefore: 0, bypass: ["25"], source: MINOR_SOURCE },
  { globalDays: "010", kind: "minor", daysBefore: 0, bypass: ["25"], source: MINOR_SOURCE },
  { globalDays: "090", kind: "major", daysBefore: 1, bypass: ["57"], source: MAJOR_SOURCE },
];

export const globalPeriodRule = (globalDays: string | null | undefined) =>
  GLOBAL_PERIOD_RULES.find((r) => r.globalDays === globalDays) ?? null;
