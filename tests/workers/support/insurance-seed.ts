// The insurance catalogue slice the workers tests run on, loaded through the importer's own parsers
// and SQL like every reference seed: a few real rows of the CY2026 Landscape for Adair County, KY —
// Humana, UnitedHealthcare, Anthem Blue Cross and Blue Shield, Wellcare, Devoted Health — with a
// stand-alone drug plan the importer leaves out; the Plan Attributes test file's 7 Marketplace
// plans (UT, TX, MI, WI, FL, LA); and those plans' rows of the Benefits PUF sample. ZIP 42728
// (Columbia, Adair County) and 40202 (Louisville) are Kentucky in the seeded zip_localities.
import benefits from "../../../db/reference/parsers/fixtures/benefits-cost-sharing-puf-slice.csv?raw";
import planAttributes from "../../../db/reference/parsers/fixtures/plan-attributes-puf-sample.csv?raw";
import type { SourceFiles } from "#db/reference/datasets";
import type { DatasetId } from "#db/reference/sources";

const file = (name: string, text: string) => ({ data: [{ name, text }] });

/**
 * A few real rows (12 of 65) of the official CY2026 MA & Part D Landscape sample, only the columns the
 * importer reads, values unchanged. The full sample is not copied into the repo: it lives in the shared
 * reference data, insurance/ma-partd-landscape-cy2026-ky-sample/landscape_CY2026_KY.first-page.csv
 * (see PROVENANCE.md there); the unit tests read it from REFERENCE_DATA_DIR. Chosen for the tests:
 * Humana MA-PD (PPO 4.5★ $0, PPO 3.5★ $32, HMO "Gold Plus" 3.0★ $0), MA-only and a D-SNP (4.5★ $38.40);
 * UnitedHealthcare (HMO-POS, PPO); Anthem (PPO, HMO-POS) for the BCBS search; Wellcare; a plan too new
 * to be rated; and Wellcare's stand-alone PDP, which the importer drops.
 */
const LANDSCAPE_LINES = [
  "Contract Category Type,State Territory Abbreviation,County Name,ContractPlanID,Parent Organization Name,Organization Marketing Name,Plan Name,Plan Type,Special Needs Plan (SNP) Indicator,SNP Type,Part D Coverage Indicator,Part D Total Premium,Monthly Consolidated Premium (Part C + D),In-Network Maximum Out-of-Pocket (MOOP) Amount,Overall Star Rating",
  "MA-PD,KY,Adair,H7617_005,Humana Inc.,Humana,Humana USAA Honor Giveback with Rx (PPO),PPO,No,Not Applicable,Yes,0.0,0.0,9150.0,4.5",
  "MA-PD,KY,Adair,H5216_188,Humana Inc.,Humana,HumanaChoice H5216-188 (PPO),PPO,No,Not Applicable,Yes,0.0,32.0,6600.0,3.5",
  "MA-PD,KY,Adair,H5619_071,Humana Inc.,Humana,Humana Gold Plus H5619-071 (HMO),HMO,No,Not Applicable,Yes,0.0,0.0,5450.0,3.0",
  "MA,KY,Adair,H5216_105,Humana Inc.,Humana,Humana USAA Honor Giveback (PPO),PPO,No,Not Applicable,No,Not Applicable,Not Applicable,4000.0,3.5",
  "SNP,KY,Adair,H1036_320,Humana Inc.,Humana,Humana Gold Plus SNP-DE H1036-320 (HMO D-SNP),HMO D-SNP,Yes,Dual-Eligible,Yes,38.4,38.4,9250.0,4.5",
  'MA-PD,KY,Adair,H5253_100,"UnitedHealth Group, Inc.",UnitedHealthcare,AARP Medicare Advantage from UHC KY-0002 (HMO-POS),HMO-POS,No,Not Applicable,Yes,45.0,45.0,5400.0,4.0',
  'MA-PD,KY,Adair,H8768_013,"UnitedHealth Group, Inc.",UnitedHealthcare,AARP Medicare Advantage from UHC KY-0003 (PPO),PPO,No,Not Applicable,Yes,46.0,46.0,6700.0,3.5',
  'MA-PD,KY,Adair,H4036_036,"Elevance Health, Inc.",Anthem Blue Cross and Blue Shield,Anthem Medicare Advantage (PPO),PPO,No,Not Applicable,Yes,15.0,15.0,8000.0,4.0',
  'MA-PD,KY,Adair,H9525_013,"Elevance Health, Inc.",Anthem Blue Cross and Blue Shield,Anthem Medicare Advantage (HMO-POS),HMO-POS,No,Not Applicable,Yes,0.0,0.0,6300.0,3.5',
  "MA-PD,KY,Adair,H9730_010,Centene Corporation,Wellcare,Wellcare Assist (HMO-POS),HMO-POS,No,Not Applicable,Yes,31.6,31.6,5000.0,3.5",
  'MA-PD,KY,Adair,H5718_001,"Devoted Health, Inc.",Devoted Health,DEVOTED CHOICE 001 KY (PPO),PPO,No,Not Applicable,Yes,0.0,0.0,5500.0,Plan Too New To Be Measured',
  "PDP,KY,All Counties,S4802_086,Centene Corporation,Wellcare,Wellcare Classic (PDP),PDP,No,Not Applicable,Yes,8.7,Not Applicable,Not Applicable,Not Applicable",
];

export const INSURANCE_SEEDS: [DatasetId, SourceFiles][] = [
  ["ma-landscape", file("landscape_CY2026_KY-slice.csv", LANDSCAPE_LINES.join("\n") + "\n")],
  ["marketplace-plans", file("plan-attributes-puf-sample.csv", planAttributes)],
  ["marketplace-benefits", file("benefits-cost-sharing-puf-slice.csv", benefits)],
];

/** Kentucky ZIPs in the seeded ZIP5 file's layout (real rows of ZIP5_OCT2025.txt). */
export const KENTUCKY_ZIP_LINES = [
  "KY402021510200 Z9   0 A                                                    20254",
  "KY427281510200RZ9R  0 A                                                    20254",
];
