// A policy's benefits table (001 §2, §5, §9): rows grouped by provision category in priority order,
// in-network and out-of-network side by side (a dash where the plan lists only one tier), the plan-wide
// provisions highlighted. The rules are core/insurance/benefit-display.ts.
import { benefitsTable, type BenefitTableGroup, type BenefitTableRow } from "#core/insurance/benefit-display";
import { INSURANCE_MESSAGES, type Benefit } from "#core/insurance/types";
import { Table, tdClass, thClass } from "~/components/table";

const HEADINGS = [{ label: "Benefit" }, { label: "In-network" }, { label: "Out-of-network" }];

function Value({ value }: { value: string | null }) {
  if (value === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not listed</span>
      </>
    );
  return <>{value}</>;
}

function Row({ row, group, nested }: { row: BenefitTableRow; group: BenefitTableGroup; nested: boolean }) {
  // The plan-wide provision itself is bold; the services listed under it are only tinted.
  const strong = group.key && !nested;
  return (
    <tr className={group.key ? "bg-brand-50" : undefined} data-testid="benefit-row">
      <th
        scope="row"
        className={`${thClass} text-ink ${strong ? "font-semibold" : "font-normal"} ${nested ? "pl-6" : ""}`}
        title={row.descriptions.join(" · ") || undefined}
      >
        {row.name}
      </th>
      <td className={`${tdClass} tabular-nums ${strong ? "font-semibold" : ""}`}>
        <Value value={row.inNetwork} />
      </td>
      <td className={`${tdClass} tabular-nums ${strong ? "font-semibold" : ""}`}>
        <Value value={row.outOfNetwork} />
      </td>
    </tr>
  );
}

/** A group shows its heading only when its rows are named otherwise (a coinsurance group's services). */
function Group({ group }: { group: BenefitTableGroup }) {
  const single = group.rows.length === 1 && group.rows[0]!.name === group.category;
  return (
    <>
      {single ? null : (
        <tr className={group.key ? "bg-brand-50" : "bg-surface-muted"}>
          <th scope="rowgroup" colSpan={3} className={`${thClass} text-ink font-semibold`}>
            {group.category}
          </th>
        </tr>
      )}
      {group.rows.map((row) => (
        <Row key={row.name} row={row} group={group} nested={!single} />
      ))}
    </>
  );
}

export function BenefitsTable({ benefits }: { benefits: Benefit[] }) {
  const groups = benefitsTable(benefits);
  if (groups.length === 0)
    return (
      <div
        className="rounded-card border border-dashed border-line p-4 text-body"
        data-testid="benefits-empty"
      >
        <p className="font-medium text-ink">{INSURANCE_MESSAGES.noBenefits}</p>
        <p className="mt-1 text-ink-muted">{INSURANCE_MESSAGES.benefitsPending}</p>
      </div>
    );
  return (
    <Table label="Plan benefits" headings={HEADINGS}>
      {groups.map((group) => (
        <Group key={group.category} group={group} />
      ))}
    </Table>
  );
}
