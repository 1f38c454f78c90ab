// A Plan Attributes PUF row reads into the plan the wizard lists: the plan a person can buy (not a
// dental-only plan, not a cost-sharing reduction variant), the wizard's plan type, the card's
// category and the deductibles and out-of-pocket maximums in cents; a value CMS never writes fails
// with its column. The carrier id rule is shared by every plan file.
import { describe, expect, it } from "vitest";
import {
  PlanAttributesValueError,
  carrierIdOf,
  parsePlanAttributesRow,
  planMoneyCents,
  standardVariantRank,
} from "./plan-attributes";

const ROW: Record<string, string> = {
  BusinessYear: "2016",
  StateCode: "UT",
  IssuerId: "56764",
  IssuerMarketPlaceMarketingName: "Humana",
  MarketCoverage: "Individual",
  DentalOnlyPlan: "No",
  StandardComponentId: "56764UT0010001",
  PlanMarketingName: "Humana Connect Silver 3000",
  PlanType: "HMO",
  MetalLevel: "Silver",
  PlanId: "56764UT0010001-01",
  CSRVariationType: "Standard Silver On Exchange Plan",
  TEHBDedInnTier1Individual: "$3,000",
  TEHBDedInnTier1FamilyPerGroup: "$6,000 per group",
  TEHBDedOutOfNetIndividual: "Not Applicable",
  TEHBDedOutOfNetFamilyPerGroup: "Not Applicable",
  TEHBInnTier1IndividualMOOP: "$6,850",
  TEHBInnTier1FamilyPerGroupMOOP: "$13,700 per group",
  TEHBOutOfNetIndividualMOOP: "Not Applicable",
  TEHBOutOfNetFamilyPerGroupMOOP: "",
};

describe("carrierIdOf", () => {
  it.each([
    ["Humana", "humana"],
    ["UnitedHealthcare", "unitedhealthcare"],
    ["Blue Cross & Blue Shield of Texas", "blue-cross-and-blue-shield-of-texas"],
    ["Blue Cross and Blue Shield of Texas", "blue-cross-and-blue-shield-of-texas"],
    ["  Abilis Health (HMO SNP) ", "abilis-health-hmo-snp"],
    ["Molina Healthcare, Inc.", "molina-healthcare-inc"],
    ["Salud Médica", "salud-medica"],
  ])("%s → %s", (name, id) => expect(carrierIdOf(name)).toBe(id));

  it("never gives a catalogue carrier Original Medicare's fixed id, and refuses a name with no letters", () => {
    expect(carrierIdOf("Original Medicare")).toBe("original-medicare-carrier");
    expect(() => carrierIdOf(" — ")).toThrow(PlanAttributesValueError);
  });
});

describe("planMoneyCents", () => {
  it.each([
    ["$1,500", 150_000],
    ["$0", 0],
    ["$6,000 per group", 600_000],
    ["$3,000 per person", 300_000],
    ["$1,234.50", 123_450],
    ["6850", 685_000],
    ["Not Applicable", null],
    ["", null],
  ])("%s → %s", (text, cents) => expect(planMoneyCents("TEHBDedInnTier1Individual", text)).toBe(cents));

  it.each(["$1,5OO", "20%", "$-5", "Varies"])("refuses %s naming the column", (text) => {
    expect(() => planMoneyCents("TEHBDedInnTier1Individual", text)).toThrow(
      `TEHBDedInnTier1Individual: unexpected value "${text}"`,
    );
  });
});

describe("parsePlanAttributesRow", () => {
  it("reads a standard on-exchange Individual plan into the wizard's plan", () => {
    expect(parsePlanAttributesRow(ROW)).toEqual({
      plan_id: "56764UT0010001-01",
      standard_component_id: "56764UT0010001",
      state: "UT",
      year: 2016,
      issuer_id: "56764",
      carrier_id: "humana",
      carrier_name: "Humana",
      plan_name: "Humana Connect Silver 3000",
      plan_category: "Individual · Silver",
      plan_type_id: "individual_hmo",
      network_type: "HMO",
      variant_rank: 1,
      money: {
        dedInnIndividual: 300_000,
        dedInnFamily: 600_000,
        dedOonIndividual: null,
        dedOonFamily: null,
        moopInnIndividual: 685_000,
        moopInnFamily: 1_370_000,
        moopOonIndividual: null,
        moopOonFamily: null,
      },
    });
  });

  it("makes a SHOP plan an employer plan type", () => {
    const plan = parsePlanAttributesRow({
      ...ROW,
      MarketCoverage: "SHOP (Small Group)",
      PlanType: "Indemnity",
    });
    expect(plan).toMatchObject({
      plan_type_id: "employer_indemnity",
      plan_category: "Employer (small group) · Silver",
    });
  });

  it("skips dental-only plans and cost-sharing reduction variants", () => {
    expect(parsePlanAttributesRow({ ...ROW, DentalOnlyPlan: "Yes", MetalLevel: "High" })).toBeNull();
    for (const csr of [
      "Silver On Exchange 73% AV Level Silver Plan",
      "Zero Cost Sharing Plan Variation",
      "Limited Cost Sharing Plan Variation",
    ])
      expect(parsePlanAttributesRow({ ...ROW, CSRVariationType: csr })).toBeNull();
    expect(standardVariantRank("Standard Silver Off Exchange Plan")).toBe(2);
  });

  it("reads the 2014–2015 family columns and the medical-only figures when drugs have their own deductible", () => {
    const { TEHBDedInnTier1FamilyPerGroup: _dropped, ...older } = ROW;
    const plan = parsePlanAttributesRow({
      ...older,
      TEHBDedInnTier1Individual: "Not Applicable",
      TEHBDedInnTier1Family: "$7,000",
      MEHBDedInnTier1Individual: "$3,500",
    });
    expect(plan?.money).toMatchObject({ dedInnIndividual: 350_000, dedInnFamily: 700_000 });
  });

  it.each([
    ["DentalOnlyPlan", "Maybe"],
    ["MarketCoverage", "Large Group"],
    ["PlanType", "PFFS"],
    ["PlanId", "56764UT001"],
    ["TEHBInnTier1IndividualMOOP", "$6,85O"],
    ["IssuerMarketPlaceMarketingName", ""],
  ])("fails on %s %j naming the column", (column, value) => {
    expect(() => parsePlanAttributesRow({ ...ROW, [column]: value })).toThrow(
      new PlanAttributesValueError(column, value),
    );
  });

  it("fails on a missing column", () => {
    const { PlanType: _gone, ...row } = ROW;
    expect(() => parsePlanAttributesRow(row)).toThrow('PlanType: unexpected value "(missing column)"');
  });
});
