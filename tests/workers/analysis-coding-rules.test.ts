// The global surgery, PC/TC and split-panel findings (ADR 080) through GET /api/bills/{id}/analysis,
// on reference rows imported as `npm run reference:import` does: a visit on the day of a minor
// procedure or the day before a major surgery, a test's reading billed beside the whole test, a
// modifier the code does not take and the obstetric panel with its HIV test apart, each with its
// evidence; the legitimate look-alikes find nothing; another user's bill is not found.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AnalysisFinding, AnalysisResult } from "#core/analysis";
import { labFees, pfsRvus, procedureCodes } from "#db/reference/schema";
import { addBill, billWith, callJson, db, signedInUser, type LineSpec } from "./factories";
import { seedReferenceData } from "./support/reference-seed";

/** PFS 2025 rows the shared seed does not carry: a 90-day surgery (knee replacement). */
async function seedSurgeryAndPanels() {
  await db().insert(pfsRvus).values({
    hcpcs: "27447",
    modifier: "",
    description: "Total knee arthroplasty",
    statusCode: "A",
    workRvu: 1913,
    peNonfacRvu: 1066,
    peFacRvu: 1066,
    mpRvu: 409,
    totalNonfac: 3388,
    totalFac: 3388,
    nonfacNa: true,
    facNa: false,
    pctcIndicator: "0",
    globalDays: "090",
    conversionFactor: 323465,
  });
  // CLFS 2025 Q2: the obstetric panel, the HIV screen and the panel that includes both.
  const labs: [string, number][] = [
    ["80055", 4781],
    ["87389", 2408],
    ["80081", 7486],
  ];
  await db()
    .insert(labFees)
    .values(labs.map(([hcpcs, rateCents]) => ({ hcpcs, rateCents, description: "-", indicator: "N" })));
  await db()
    .insert(procedureCodes)
    .values(
      ["27447", ...labs.map(([code]) => code)].map((code) => ({
        code,
        description: "-",
        kind: "cpt" as const,
        source: code === "27447" ? ("pfs" as const) : ("clfs" as const),
      })),
    );
}

beforeAll(async () => {
  await seedReferenceData(env.DB);
  await seedSurgeryAndPanels();
});

async function analysisOf(token: string, billId: string) {
  const res = await callJson<AnalysisResult>("GET", `/api/bills/${billId}/analysis`, token);
  expect(res.status).toBe(200);
  return res.body;
}
const ofRule = (result: AnalysisResult, rule: string): AnalysisFinding[] =>
  result.errors_detected.filter((f) => f.evidence.rule === rule);
const lines = (...items: [string, number][]) =>
  items.map(([cpt_code, billed_amount]) => ({ cpt_code, units: 1, billed_amount }));

describe("global surgery: a visit inside a procedure's package", () => {
  it("finds the office visit on the day of a joint injection, with both lines, the global period and the manual", async () => {
    const alice = await signedInUser("coding-rules-a", { premium: true });
    const billId = await addBill(alice.token, { line_items: lines(["99213", 120], ["20610", 110]) });
    const result = await analysisOf(alice.token, billId);
    const [finding, ...more] = ofRule(result, "unbundling.em_with_minor_procedure");
    expect(more).toEqual([]);
    expect(finding.category).toBe("unbundling");
    expect(finding.title).toBe("Unbundled charge: 99213 is included in 20610");
    expect(finding.evidence.lines.map((l) => [l.cpt_code, l.billed_amount])).toEqual([
      ["99213", 120],
      ["20610", 110],
    ]);
    expect(finding.evidence.references[0]).toMatchObject({
      kind: "global_surgery",
      procedure: "20610",
      global_days: "000",
      days_before: 0,
      source: expect.stringMatching(/Medicare Claims Processing Manual \(Pub\. 100-04\) Ch\. 12 §40\.1/),
    });
    expect(finding.potential_savings).toBe(120);

    // The same visit marked significant and separate (modifier 25) is paid on its own.
    const separate = await addBill(alice.token, { line_items: lines(["99213-25", 120], ["20610", 110]) });
    expect((await analysisOf(alice.token, separate)).errors_detected).toEqual([]);

    // Another user's bill is not found.
    const bob = await signedInUser("coding-rules-b", { premium: true });
    const other = await callJson("GET", `/api/bills/${billId}/analysis`, bob.token);
    expect(other).toEqual({ status: 404, body: { detail: "Bill not found" } });
  });

  it("finds the visit the day before a knee replacement, and not the one that decided on it (57)", async () => {
    const { user, token } = await signedInUser("coding-rules-c", { premium: true });
    const visitAndSurgery = (visit: string): LineSpec[] => [
      { cpt: visit, billedCents: 24000, serviceDate: "2026-01-04" },
      { cpt: "27447", billedCents: 240000, serviceDate: "2026-01-05" },
    ];
    const dayBefore = await billWith(user.id, { lines: visitAndSurgery("99213") });
    const [finding] = ofRule(await analysisOf(token, dayBefore), "unbundling.em_with_major_surgery");
    expect(finding.evidence.references[0]).toMatchObject({
      kind: "global_surgery",
      procedure: "27447",
      global_days: "090",
      days_before: 1,
      bypass_modifiers: ["57"],
    });
    expect(finding.evidence.lines.map((l) => l.service_date)).toEqual(["2026-01-04", "2026-01-05"]);
    expect(finding.description).toContain("the day before 27447, a major surgery");

    const decision = await billWith(user.id, { lines: visitAndSurgery("99213-57") });
    expect((await analysisOf(token, decision)).errors_detected).toEqual([]);
  });
});

describe("professional and technical components", () => {
  it("finds the X-ray's reading billed beside the whole X-ray as charged twice, citing the PC/TC indicator", async () => {
    const { token } = await signedInUser("coding-rules-d", { premium: true });
    const billId = await addBill(token, { line_items: lines(["71046", 60], ["71046-26", 18]) });
    const [finding] = ofRule(await analysisOf(token, billId), "duplicate_charge.global_with_component");
    expect(finding.category).toBe("duplicate_charge");
    expect(finding.evidence.lines.map((l) => [l.cpt_code, l.modifiers])).toEqual([
      ["71046", ["26"]],
      ["71046", []],
    ]);
    expect(finding.evidence.references[0]).toMatchObject({
      kind: "pctc_indicator",
      code: "71046",
      indicator: "1",
      modifier: "26",
      source: expect.stringMatching(/PC\/TC indicator/),
    });
    expect(finding.potential_savings).toBe(18);
  });

  it("finds a technical-component modifier on a code that has none as an invalid code", async () => {
    const { token } = await signedInUser("coding-rules-e", { premium: true });
    const billId = await addBill(token, { line_items: lines(["20610-TC", 110]) });
    const [finding] = ofRule(await analysisOf(token, billId), "invalid_code.component_modifier_not_valid");
    expect(finding.title).toBe("Modifier TC does not fit 20610");
    expect(finding.evidence.references[0]).toMatchObject({ kind: "pctc_indicator", indicator: "0" });
    expect(finding.amount_at_risk).toBe(110);
  });
});

describe("a panel billed apart", () => {
  it("finds the obstetric panel with a separate HIV test as the obstetric panel with HIV testing", async () => {
    const { token } = await signedInUser("coding-rules-f", { premium: true });
    const billId = await addBill(token, { line_items: lines(["80055", 90], ["87389", 46]) });
    const [finding] = ofRule(await analysisOf(token, billId), "unbundling.panel_split_apart");
    expect(finding.title).toBe("Lab panel split up: 80055 and 87389 billed instead of 80081");
    expect(finding.evidence.references[0]).toMatchObject({ kind: "bundle_pair", comprehensive: "80081" });
    expect(finding.evidence.figures).toEqual({
      medicare_panel_amount: 74.86,
      medicare_separate_tests_amount: 71.89,
    });
  });
});
