// The insurance plan importers end to end on the files they are built for: the shared samples of the
// Benefits and Cost Sharing PUF and the MA & Part D Landscape, and the Plan Attributes PUF test file
// written in the official layout (fixtures/plan-attributes-puf-sample.csv). A malformed row stops
// the dataset with its file and line.
import { describe, expect, it } from "vitest";
import { planDataset } from "../datasets";
import { MalformedInputError, type SourceText } from "../lib/malformed";
import { firstFile, planAttributesTestFile } from "../lib/test-data";
import { parseLandscape } from "./ma-landscape";
import { parseBenefitsCostSharing } from "./marketplace-benefits";
import { parsePlanAttributes } from "./marketplace-plans";

const PLAN_ATTRIBUTES = planAttributesTestFile();
const replaceLine = (source: SourceText, line: number, edit: (text: string) => string): SourceText => {
  const lines = source.text.split("\n");
  lines[line - 1] = edit(lines[line - 1]!);
  return { ...source, text: lines.join("\n") };
};

describe("the Plan Attributes PUF (test file in the official layout)", () => {
  const { rows, edition } = parsePlanAttributes(PLAN_ATTRIBUTES);

  it("keeps one row per plan a person can buy: 10 rows → 7 plans", () => {
    expect(edition).toBe("PY2015–2016 sample");
    expect(rows.map((r) => r.planId)).toEqual([
      "56764UT0010001-01",
      "33602TX0460105-01",
      "33602TX0460143-01",
      "29698MI0570009-00",
      "58326WI0070008-01",
      "68398FL0030005-00",
      "97176LA0350002-00",
    ]);
    // Humana's off-exchange (-00) and 73% AV (-04) variants, and Moda's dental-only plan, are left out.
    expect(rows.some((r) => r.planId.startsWith("21989AK"))).toBe(false);
  });

  it("writes the card's figures, the wizard's plan type and money in cents", () => {
    expect(rows[0]).toMatchObject({
      state: "UT",
      year: 2016,
      source: "marketplace-plans",
      carrierId: "humana",
      carrierName: "Humana",
      planName: "Humana Connect Silver 3000",
      planCategory: "Individual · Silver",
      planTypeId: "individual_hmo",
      networkType: "HMO",
      starRatingTenths: null,
      premiumMonthlyCents: null,
      dedInnIndividualCents: 300_000,
      dedInnFamilyCents: 600_000,
      dedOonIndividualCents: null,
      moopInnIndividualCents: 685_000,
      moopInnFamilyCents: 1_370_000,
    });
    const byId = Object.fromEntries(rows.map((r) => [r.planId, r]));
    expect(byId["68398FL0030005-00"]).toMatchObject({
      carrierId: "unitedhealthcare",
      planTypeId: "employer_pos",
      planCategory: "Employer (small group) · Gold",
      moopOonFamilyCents: 2_000_000,
    });
    expect(byId["97176LA0350002-00"]).toMatchObject({ dedInnIndividualCents: 0, dedInnFamilyCents: 0 });
    // Priority Health files separate medical and drug deductibles: the medical one is the plan's.
    expect(byId["29698MI0570009-00"]).toMatchObject({
      dedInnIndividualCents: 500_000,
      moopInnIndividualCents: 660_000,
    });
  });

  it("names the file and line of a bad money cell", () => {
    const bad = replaceLine(PLAN_ATTRIBUTES, 5, (l) => l.replace('"$1,500"', '"$1,5OO"'));
    expect(() => parsePlanAttributes(bad)).toThrow(
      new MalformedInputError(
        "plan-attributes-puf-sample.csv",
        5,
        'TEHBDedInnTier1Individual: unexpected value "$1,5OO"',
      ),
    );
  });

  it("refuses a file without an official column", () => {
    const bad = replaceLine(PLAN_ATTRIBUTES, 1, (l) => l.replace("CSRVariationType", "Variation"));
    expect(() => parsePlanAttributes(bad)).toThrow(
      'plan-attributes-puf-sample.csv line 1: column "CSRVariationType" not found (unknown layout)',
    );
  });
});

describe("the Benefits and Cost Sharing PUF sample (10,000 rows, 2014–2016)", () => {
  it("parses every cost-sharing cell and keeps the standard variants' covered tiers: 7,559 rows", async () => {
    const source = await firstFile("marketplace-benefits");
    const { rows, edition } = parseBenefitsCostSharing(source);
    expect(edition).toBe("PY2014–2016 sample");
    expect(rows).toHaveLength(7_559);
    expect(rows.filter((r) => r.tier === "in_network")).toHaveLength(3_780);
    expect(rows.filter((r) => r.tier === "out_of_network")).toHaveLength(3_779);
    expect(new Set(rows.map((r) => r.planId)).size).toBe(3_460);
    expect(rows.every((r) => /-0[01]$/.test(r.planId))).toBe(true);

    const of = (planId: string, benefit: string) =>
      rows.filter((r) => r.planId === planId && r.benefitName === benefit);
    expect(of("33602TX0460105-01", "Primary Care Visit to Treat an Injury or Illness")).toEqual([
      expect.objectContaining({
        tier: "in_network",
        copayCents: 3_000,
        coinsuranceBasisPoints: 0,
        afterDeductible: false,
        description: "$30 / No Charge",
      }),
      expect.objectContaining({
        tier: "out_of_network",
        copayCents: 0,
        coinsuranceBasisPoints: 10_000,
        description: "No Charge / 100%",
      }),
    ]);
    expect(of("33602TX0460105-01", "Outpatient Rehabilitation Services")[0]).toMatchObject({
      coinsuranceBasisPoints: 2_000,
      afterDeductible: true,
      visitLimit: "35 Visit(s) per Benefit Period",
      description: "No Charge / 20% Coinsurance after deductible",
    });
    // "Not Covered" has no rows; a cost-sharing reduction variant (-03) is not listed.
    expect(of("33602TX0460105-01", "Acupuncture")).toEqual([]);
    expect(of("33602TX0460105-03", "Home Health Care Services")).toEqual([]);
  });

  const HEADER =
    ",Unnamed: 0,BusinessYear,StateCode,IssuerId,SourceName,VersionNum,ImportDate,IssuerId2,StateCode2,StandardComponentId,PlanId,BenefitName,CopayInnTier1,CopayInnTier2,CopayOutofNet,CoinsInnTier1,CoinsInnTier2,CoinsOutofNet,IsEHB,IsStateMandate,IsCovered,QuantLimitOnSvc,LimitQty,LimitUnit,MinimumStay,Exclusions,Explanation,EHBVarReason,IsExclFromInnMOOP,IsExclFromOonMOOP,RowNumber,IsSubjToDedTier1,IsSubjToDedTier2";
  const line = (version: string, date: string, copay: string, covered = "Covered") =>
    `1,1,2016,UT,56764,SERFF,${version},${date},56764,UT,56764UT0010001,56764UT0010001-01,Specialist Visit,${copay},,Not Applicable,No Charge,,100%,Yes,,${covered},No,,,,,,,No,No,12,,`;
  const file = (...lines: string[]): SourceText => ({
    name: "benefits.csv",
    text: [HEADER, ...lines].join("\r\n") + "\r\n",
  });

  it("keeps the highest VersionNum of a benefit filed twice, then the latest ImportDate", () => {
    const newest = parseBenefitsCostSharing(
      file(line("6", "2015-08-27 15:13:29", "$50"), line("5", "2015-09-30 10:00:00", "$40")),
    );
    expect(newest.rows.map((r) => [r.tier, r.copayCents])).toEqual([
      ["in_network", 5_000],
      ["out_of_network", null],
    ]);
    const later = parseBenefitsCostSharing(
      file(line("5", "9/30/2015 10:00", "$45"), line("5", "2015-08-27 15:13:29", "$40")),
    );
    expect(later.rows.map((r) => r.copayCents)).toEqual([4_500, null]);
    const dropped = parseBenefitsCostSharing(
      file(line("5", "2015-08-27 15:13:29", "$40"), line("6", "2015-09-30 10:00:00", "", "Not Covered")),
    );
    expect(dropped.rows).toEqual([]);
  });

  it("stops on an unknown cost-sharing text with file and line", () => {
    expect(() =>
      parseBenefitsCostSharing(
        file(line("5", "2015-08-27", "$30"), line("5", "2015-08-27", "$30 Copay with deductible")),
      ),
    ).toThrow(
      new MalformedInputError(
        "benefits.csv",
        3,
        'CopayInnTier1: Unknown cost-sharing text "$30 Copay with deductible"',
      ),
    );
  });

  it("reads the official layout without the pandas index columns", () => {
    const bare = file(line("5", "2015-08-27", "$30"));
    const text = bare.text.replace(/^,Unnamed: 0,/, "").replace(/\r\n1,1,/, "\r\n");
    expect(parseBenefitsCostSharing({ ...bare, text }).rows).toHaveLength(2);
  });
});

describe("the MA & Part D Landscape sample (Kentucky, 65 rows)", () => {
  it("keeps the 56 Medicare Advantage plans of KY and leaves the 9 drug plans out", async () => {
    const { rows, edition } = parseLandscape(await firstFile("ma-landscape"));
    expect(edition).toBe("CY2026 KY sample");
    expect(rows).toHaveLength(56);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(["KY"]));
    expect(rows.every((r) => r.planTypeId === "medicare_advantage" && !/PDP/.test(r.networkType ?? ""))).toBe(
      true,
    );
    expect(rows.filter((r) => r.carrierId === "humana")).toHaveLength(22);
    expect(rows[0]).toMatchObject({
      planId: "H1036_320",
      year: 2026,
      carrierName: "Humana",
      parentOrganization: "Humana Inc.",
      planName: "Humana Gold Plus SNP-DE H1036-320 (HMO D-SNP)",
      planCategory: "Medicare Advantage · Dual-Eligible SNP",
      starRatingTenths: 45,
      premiumMonthlyCents: 3_840,
      moopInnIndividualCents: 925_000,
    });
  });

  it("lists a plan once per state however many counties offer it", async () => {
    const source = await firstFile("ma-landscape");
    const second = source.text.split("\n")[1]!.replace(",Adair,", ",Russell,");
    expect(parseLandscape({ ...source, text: source.text + second + "\n" }).rows).toHaveLength(56);
  });

  it("names the file and line of a bad star rating", async () => {
    const source = await firstFile("ma-landscape");
    const bad = replaceLine(source, 3, (l) =>
      l.replace(/,3\.5,Not Applicable,Not Applicable\r?$/, ",3.7,Not Applicable,Not Applicable"),
    );
    expect(() => parseLandscape(bad)).toThrow(
      new MalformedInputError(source.name, 3, 'Overall Star Rating: unexpected value "3.7"'),
    );
  });

  it("lets the samples through the row floors, and refuses a Landscape cut to a few rows", async () => {
    for (const id of ["ma-landscape", "marketplace-benefits"] as const)
      expect(
        planDataset(id, { data: [await firstFile(id)] }, { descriptors: "plain" }).plan.rows.length,
      ).toBeGreaterThan(50);
    expect(
      planDataset("marketplace-plans", { data: [PLAN_ATTRIBUTES] }, { descriptors: "plain" }).plan.rows,
    ).toHaveLength(7);
    const source = await firstFile("ma-landscape");
    const cut = { ...source, text: source.text.split("\n").slice(0, 11).join("\n") + "\n" };
    expect(() => planDataset("ma-landscape", { data: [cut] }, { descriptors: "plain" })).toThrow(
      `${source.name} line 11: only 10 data rows; an official edition has at least 20 (truncated file?)`,
    );
  });
});
