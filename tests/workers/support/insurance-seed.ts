// The insurance catalogue slice the workers tests run on, loaded through the importer's own parsers
// and SQL like every reference seed: the CY2026 Landscape's Kentucky (Adair County) Medicare
// Advantage plans — Humana, UnitedHealthcare, Wellcare, Anthem Blue Cross and Blue Shield, … — with
// two stand-alone drug plans the importer leaves out; the Plan Attributes test file's 7 Marketplace
// plans (UT, TX, MI, WI, FL, LA); and those plans' rows of the Benefits PUF sample. ZIP 42728
// (Columbia, Adair County) and 40202 (Louisville) are Kentucky in the seeded zip_localities.
import benefits from "../../../db/reference/parsers/fixtures/benefits-cost-sharing-puf-slice.csv?raw";
import landscape from "../../../db/reference/parsers/fixtures/landscape_CY2026_KY-slice.csv?raw";
import planAttributes from "../../../db/reference/parsers/fixtures/plan-attributes-puf-sample.csv?raw";
import type { SourceFiles } from "#db/reference/datasets";
import type { DatasetId } from "#db/reference/sources";

const file = (name: string, text: string) => ({ data: [{ name, text }] });

export const INSURANCE_SEEDS: [DatasetId, SourceFiles][] = [
  ["ma-landscape", file("landscape_CY2026_KY-slice.csv", landscape)],
  ["marketplace-plans", file("plan-attributes-puf-sample.csv", planAttributes)],
  ["marketplace-benefits", file("benefits-cost-sharing-puf-slice.csv", benefits)],
];

/** Kentucky ZIPs in the seeded ZIP5 file's layout (real rows of ZIP5_OCT2025.txt). */
export const KENTUCKY_ZIP_LINES = [
  "KY402021510200 Z9   0 A                                                    20254",
  "KY427281510200RZ9R  0 A                                                    20254",
];
