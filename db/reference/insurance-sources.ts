// Where the insurance plan catalogue comes from (issue 15): the CMS Marketplace Public Use Files and
// the MA & Part D Landscape. The shared folder holds samples of the Benefits PUF and the Landscape
// (../shared/data/PROVENANCE.md "Insurance plans"); a deployment puts the full official files at
// the same paths, or lets the importer download the PUFs (docs/decisions/060).
// (sources.ts checks these against DatasetSource; no import back, so the two files form no cycle.)

const PUF = (name: string) => `https://download.cms.gov/marketplace-puf/2026/${name}.zip`;
const puf = (path: string, name: string) => ({
  role: "data",
  path,
  encoding: "utf-8" as const,
  download: { url: PUF(name), member: `${name}.csv` },
});
const CMS_DATA = "CMS public data (US government work)";

export const INSURANCE_SOURCES = [
  {
    id: "marketplace-plans",
    title: "Marketplace health plans (Plan Attributes PUF)",
    publisher: "CMS (CCIIO)",
    edition: "PY2026",
    licence: CMS_DATA,
    notices: ["cms"],
    files: [puf("insurance/marketplace-puf/plan-attributes-puf.csv", "plan-attributes-puf")],
  },
  {
    id: "marketplace-benefits",
    title: "Marketplace plan benefits and cost sharing (Benefits and Cost Sharing PUF)",
    publisher: "CMS (CCIIO)",
    edition: "PY2026",
    licence: CMS_DATA,
    notices: ["cms"],
    files: [
      puf("insurance/marketplace-puf-2014-2016-sample/cost_sample.csv", "benefits-and-cost-sharing-puf"),
    ],
  },
  {
    id: "ma-landscape",
    title: "Medicare Advantage plans (MA & Part D Landscape)",
    publisher: "CMS",
    edition: "CY2026",
    licence: CMS_DATA,
    notices: ["cms"],
    files: [
      {
        role: "data",
        path: "insurance/ma-partd-landscape-cy2026-ky-sample/landscape_CY2026_KY.first-page.csv",
        encoding: "utf-8",
      },
    ],
    manual:
      "CMS publishes the Landscape as a zip of CSVs renamed with every refresh " +
      "(https://www.cms.gov/medicare/coverage/prescription-drug-coverage, 'Landscape Source Files'): put the " +
      "MA & Part D Landscape CSV, named with its contract year (CY2026…), at " +
      "insurance/ma-partd-landscape-cy2026-ky-sample/landscape_CY2026_KY.first-page.csv or change this path.",
  },
] as const;
