// The insurance plan catalogue's importers (issue 15), beside the other reference datasets (datasets.ts
// merges them): Plan Attributes PUF and MA Landscape → insurance_plans (each dataset owns its own
// rows, by `source`), Benefits PUF → insurance_plan_benefits. After any plan import the carriers
// are rebuilt from the plans in the same swap batch.
import { MalformedInputError, type SourceText } from "./lib/malformed";
import { INSURANCE_PLAN_COLUMNS } from "./parsers/insurance-common";
import { parseLandscape } from "./parsers/ma-landscape";
import { parseBenefitsCostSharing } from "./parsers/marketplace-benefits";
import { parsePlanAttributes } from "./parsers/marketplace-plans";
import type { SqlValue } from "./sql";

type Row = Record<string, SqlValue>;
type Files = Record<string, SourceText[]>;

/** The one most plans use, for carriers named slightly differently by two files. */
const mostUsed = (column: string) =>
  `(SELECT n.${column} FROM insurance_plans n WHERE n.carrier_id = p.carrier_id AND n.${column} IS NOT NULL ` +
  `GROUP BY n.${column} ORDER BY count(*) DESC, n.${column} LIMIT 1)`;

/** Every carrier of insurance_plans; plan_count counts a plan once however many states offer it. */
export const REBUILD_INSURANCE_CARRIERS = [
  "DELETE FROM insurance_carriers",
  "INSERT INTO insurance_carriers (carrier_id, display_name, marketing_name, parent_organization, plan_count) " +
    `SELECT p.carrier_id, ${mostUsed("carrier_name")}, ${mostUsed("carrier_marketing_name")}, ` +
    `${mostUsed("parent_organization")}, count(DISTINCT p.plan_id) FROM insurance_plans p GROUP BY p.carrier_id`,
];

const one = (files: Files): SourceText => {
  const list = files.data;
  if (!list?.length) throw new MalformedInputError("data", 0, "no data file given");
  return list[0];
};
const asRows = (parsed: { rows: object[]; edition: string }) => ({
  rows: parsed.rows as unknown as Row[],
  edition: parsed.edition,
});

/**
 * Row floors: below the smallest file a deployment is tested on (the shared samples: 56 Landscape
 * plans, ~7,600 benefit rows; a one-state Plan Attributes extract), far below any official edition
 * (docs/decisions/060).
 */
export const INSURANCE_IMPORTERS = {
  "marketplace-plans": {
    table: "insurance_plans",
    columns: INSURANCE_PLAN_COLUMNS,
    minRows: 5,
    scope: { column: "source", value: "marketplace-plans" },
    afterSwap: REBUILD_INSURANCE_CARRIERS,
    parse: (files: Files) => asRows(parsePlanAttributes(one(files))),
  },
  "marketplace-benefits": {
    table: "insurance_plan_benefits",
    columns: [
      "plan_id",
      "year",
      "benefit_name",
      "tier",
      "copay_cents",
      "coinsurance_basis_points",
      "after_deductible",
      "visit_limit",
      "description",
    ],
    minRows: 1_000,
    afterSwap: [],
    parse: (files: Files) => asRows(parseBenefitsCostSharing(one(files))),
  },
  "ma-landscape": {
    table: "insurance_plans",
    columns: INSURANCE_PLAN_COLUMNS,
    minRows: 20,
    scope: { column: "source", value: "ma-landscape" },
    afterSwap: REBUILD_INSURANCE_CARRIERS,
    parse: (files: Files) => asRows(parseLandscape(one(files))),
  },
} as const;
