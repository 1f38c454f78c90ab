// A visit (E/M) inside a procedure's global surgery package, on the real PFS global periods, case by
// case from the Medicare Claims Processing Manual Ch. 12 §30.6.6 and §40.1-§40.2: minor procedures
// (000/010) include the visit of their day unless modifier 25; major surgery (090) includes the day
// before and the day itself unless modifier 57; other global periods none.
import { beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "../../tests/fixtures/analysis/reference-files";
import { item, testBill } from "../../tests/fixtures/analysis/small-lookups";
import { analyzeBill } from "./engine";
import { EM_FAMILIES } from "./global-surgery";
import type { AnalysisLineItem, AnalysisResult, ReferenceLookups } from "./types";

let refs: ReferenceLookups;
beforeAll(async () => {
  refs = (await loadReferenceData()).lookupsFor(null);
}, 60_000);

const DAY = "2025-05-01";
const analyze = (lines: AnalysisLineItem[], more = {}) => analyzeBill(testBill(lines, more), refs);
const unbundling = (r: AnalysisResult) => r.errors_detected.filter((f) => f.category === "unbundling");
const visit = (code: string, modifiers: string[] = [], date = DAY) =>
  item("visit", code, 1, 150, { modifiers, service_date: date });
const procedure = (code: string, date = DAY) => item("proc", code, 1, 400, { service_date: date });

describe("the global periods come from the PFS file", () => {
  it.each([
    ["20610", "000"],
    ["11102", "000"],
    ["12001", "000"],
    ["17110", "010"],
    ["10060", "010"],
    ["27447", "090"],
    ["47562", "090"],
    ["93000", "XXX"],
    ["11103", "ZZZ"],
    ["15999", "YYY"],
    ["59400", "MMM"],
  ])("%s has global period %s", (code, days) => {
    expect(refs.medicareRate(code)?.global_days).toBe(days);
  });
});

describe("a minor procedure (global period 000 or 010)", () => {
  it.each(["20610", "11102", "12001", "17110", "10060"])(
    "includes the office visit on its day without modifier 25 (%s)",
    (code) => {
      const [finding, ...more] = unbundling(analyze([visit("99213"), procedure(code)]));
      expect(more).toEqual([]);
      expect(finding.evidence.line_ids).toEqual(["visit", "proc"]);
      expect(finding.evidence.references).toEqual([
        expect.objectContaining({
          kind: "global_surgery",
          procedure: code,
          visit: "99213",
          global_days: refs.medicareRate(code)?.global_days,
          days_before: 0,
          bypass_modifiers: ["25"],
          source: expect.stringMatching(/Ch\. 12 §40\.1 and §30\.6\.6/),
        }),
      ]);
      expect(finding.potential_savings).toBe(150);
      expect(finding.title).toBe(`Unbundled charge: 99213 is included in ${code}`);
    },
  );

  it("leaves a significant, separate visit with modifier 25 alone", () => {
    expect(unbundling(analyze([visit("99213", ["25"]), procedure("11102")]))).toEqual([]);
    expect(unbundling(analyze([item("v", "99214-25", 1, 200), procedure("17110")]))).toEqual([]);
  });

  it("does not accept 57 for a minor procedure: the decision to do it is part of it (§40.1)", () => {
    expect(unbundling(analyze([visit("99203", ["57"]), procedure("20610")]))).toHaveLength(1);
  });

  it("includes only the visit of its own day: another date is not a same-day finding", () => {
    expect(unbundling(analyze([visit("99213", [], "2025-04-30"), procedure("11102")]))).toEqual([]);
    expect(unbundling(analyze([visit("99213", [], "2025-05-15"), procedure("20610")]))).toEqual([]);
  });

  it.each([
    ["99283", "12001"],
    ["99222", "20610"],
    ["99232", "11102"],
    ["99243", "20610"],
    ["99308", "17110"],
    ["99348", "10060"],
  ])("applies to every E/M family: %s with %s", (em, code) => {
    expect(unbundling(analyze([visit(em), procedure(code)]))).toHaveLength(1);
  });
});

describe("a major surgery (global period 090)", () => {
  it("includes the visit of its day and of the day before, without modifier 57", () => {
    const [same] = unbundling(analyze([visit("99214"), procedure("27447")]));
    expect(same.evidence.references[0]).toMatchObject({ global_days: "090", days_before: 0 });
    expect(same.evidence.figures).toEqual({ global_days: "090", days_before_procedure: 0 });
    const [before] = unbundling(analyze([visit("99204", [], "2025-04-30"), procedure("47562")]));
    expect(before.evidence.references[0]).toMatchObject({
      kind: "global_surgery",
      procedure: "47562",
      days_before: 1,
      bypass_modifiers: ["57"],
      source: expect.stringMatching(/§40\.1-§40\.2/),
    });
    expect(before.description).toMatch(/the day before 47562, a major surgery/);
  });

  it("leaves the visit that decided on surgery (modifier 57) alone, the day before or the day itself", () => {
    expect(unbundling(analyze([visit("99204", ["57"], "2025-04-30"), procedure("27447")]))).toEqual([]);
    expect(unbundling(analyze([visit("99223", ["57"]), procedure("27447")]))).toEqual([]);
  });

  it("accepts only 57: a visit with 25 on the day of or before major surgery is still included (NCCI Ch. I §D)", () => {
    expect(unbundling(analyze([visit("99214", ["25"]), procedure("29881")]))).toHaveLength(1);
    expect(unbundling(analyze([visit("99214", ["25"], "2025-04-30"), procedure("29881")]))).toHaveLength(1);
  });

  it("does not reach two days before", () => {
    expect(unbundling(analyze([visit("99214", [], "2025-04-29"), procedure("27447")]))).toEqual([]);
  });
});

describe("what is deliberately not flagged", () => {
  it.each(["93000", "96372", "11103", "15999", "59400"])(
    "a procedure without a 000/010/090 global period (%s)",
    (code) => {
      expect(unbundling(analyze([visit("99213"), procedure(code)]))).toEqual([]);
    },
  );

  it.each(["99396", "99291", "G0439"])("a visit outside the E/M families (%s)", (code) => {
    expect(unbundling(analyze([visit(code), procedure("11102")]))).toEqual([]);
  });

  it("keeps the E/M code set as data: office, hospital, consultation, emergency, nursing, home", () => {
    const codes = EM_FAMILIES.flatMap((f) => f.codes);
    expect(codes).toEqual(expect.arrayContaining(["99202", "99215", "99281", "99285", "99221", "99239"]));
    expect(codes.filter((c) => !refs.procedureCode(c))).toEqual([]);
  });
});

describe("precision guards", () => {
  it("does not compare a visit that charges nothing", () => {
    expect(unbundling(analyze([item("v", "99213", 1, 0), procedure("11102")]))).toEqual([]);
  });

  it("reports a visit once, against one procedure, when the day has two", () => {
    const findings = unbundling(analyze([visit("99213"), procedure("11102"), item("p2", "17110", 1, 200)]));
    expect(findings.map((f) => f.evidence.line_ids[0])).toEqual(["visit"]);
  });

  it("reports a visit the insurer denied once, as included in the procedure, not also as a denial", () => {
    const result = analyze([visit("99213"), procedure("20610")], {
      eob: {
        lines: [
          { cpt_code: "99213", billed_amount: 150, allowed_amount: 0, paid_amount: 0, denied: true },
          { cpt_code: "20610", billed_amount: 400, allowed_amount: 60, paid_amount: 48 },
        ],
      },
    });
    expect(result.errors_detected.map((f) => f.category)).toEqual(["unbundling"]);
  });

  it("does not report again a pair the NCCI edits already reported", () => {
    const ptp = {
      ...refs,
      editions: { ...refs.editions, ptp: "2025 Q4" },
      ptpEdits: () => [
        {
          column1: "20610",
          column2: "99213",
          modifier_indicator: 1 as const,
          rationale: "Standards of medical / surgical practice",
          effective_date: "2020-01-01",
          deletion_date: null,
        },
      ],
    };
    const result = analyzeBill(testBill([visit("99213"), procedure("20610")]), ptp);
    expect(unbundling(result).map((f) => f.evidence.rule)).toEqual(["unbundling.ncci_ptp_edit"]);
  });
});
