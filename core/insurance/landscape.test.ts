// Every row of the official CY2026 MA & Part D Landscape sample (Kentucky) reads into a plan with
// the wizard's figures; a value CMS never writes fails with its column.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../db/reference/lib/csv";
import { LandscapeValueError, parseLandscapeRow } from "./landscape";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = path.resolve(process.env.REFERENCE_DATA_DIR ?? path.resolve(repoRoot, "../shared/data"));
const SAMPLE = path.join(
  dataDir,
  "insurance/ma-partd-landscape-cy2026-ky-sample/landscape_CY2026_KY.first-page.csv",
);

function rows(): Record<string, string>[] {
  const [header, ...records] = readCsv({ name: "landscape.csv", text: readFileSync(SAMPLE, "utf8") });
  return records
    .filter((r) => r.fields.some((f) => f.trim()))
    .map((r) => Object.fromEntries(header!.fields.map((name, i) => [name, r.fields[i] ?? ""])));
}

describe("the MA & Part D Landscape", () => {
  it("reads all 65 rows of the official sample", () => {
    const plans = rows().map(parseLandscapeRow);
    expect(plans).toHaveLength(65);
    const drug = plans.filter((p) => p.plan_category === "part_d");
    expect(drug.length).toBe(9);
    expect(drug.every((p) => p.star_rating === null || p.star_rating >= 1)).toBe(true);
    expect(
      plans.filter((p) => p.plan_category === "medicare_advantage").every((p) => p.county === "Adair"),
    ).toBe(true);
  });

  it("keeps the figures the wizard shows: carrier, plan, type, stars, premium, MOOP", () => {
    const humana = rows()
      .map(parseLandscapeRow)
      .find((p) => p.contract_plan_id === "H1036_320")!;
    expect(humana).toEqual({
      contract_plan_id: "H1036_320",
      state: "KY",
      county: "Adair",
      plan_category: "medicare_advantage",
      parent_organization: "Humana Inc.",
      marketing_name: "Humana",
      plan_name: "Humana Gold Plus SNP-DE H1036-320 (HMO D-SNP)",
      plan_type: "HMO D-SNP",
      snp_type: "Dual-Eligible",
      includes_part_d: true,
      premium_monthly_cents: 3840,
      moop_cents: 925_000,
      star_rating: 4.5,
    });
    const pdp = rows()
      .map(parseLandscapeRow)
      .find((p) => p.contract_plan_id === "S5921_360")!;
    expect(pdp).toMatchObject({
      plan_category: "part_d",
      premium_monthly_cents: 9030,
      star_rating: null,
      moop_cents: null,
    });
  });

  it("refuses a value CMS does not write, naming the column", () => {
    const [row] = rows();
    expect(() => parseLandscapeRow({ ...row, "Overall Star Rating": "4.3" })).toThrow(LandscapeValueError);
    expect(() =>
      parseLandscapeRow({
        ...row,
        "Part C Premium": "x",
        "Monthly Consolidated Premium (Part C + D)": "free",
      }),
    ).toThrow("Monthly Consolidated Premium (Part C + D)");
    expect(() => parseLandscapeRow({ ...row, "Contract Category Type": "Cost" })).toThrow(
      "Contract Category Type",
    );
  });
});
