// The Insights page's sections (issue 16): the spending-by-month chart every member sees, the
// premium charts, and the same sections locked for free members (LockedSection opens the upgrade
// modal). The data comes from app/services/insights/insights.server.ts.
import { Link } from "@remix-run/react";
import { INSIGHTS_MESSAGES as M } from "#core/insights/messages";
import type { MedicareChart, MonthlySpending, PremiumInsights } from "#core/insights/series";
import { Card } from "../card";
import { LockedSection } from "../locked-section";
import { Chart } from "./chart";

function NoBills() {
  return (
    <p className="text-sm text-ink-muted" data-testid="insights-empty">
      {M.noBills}{" "}
      <Link to="/bills" className="font-medium text-brand-700 underline">
        {M.addFirstBill}
      </Link>{" "}
      {M.noBillsAfter}
    </p>
  );
}

export function MonthlySection({ monthly }: { monthly: MonthlySpending }) {
  return (
    <Card>
      {monthly.groups.length === 0 ? (
        <>
          <h2 className="mb-2 text-section-title text-ink">{M.monthlyTitle}</h2>
          <NoBills />
        </>
      ) : (
        <Chart
          id="spending-by-month"
          kind="columns"
          title={M.monthlyTitle}
          description={M.monthlyDescription(monthly.groups.length)}
          series={["Billed", "Paid by insurance", "Your responsibility"]}
          groupHeading="Month"
          groups={monthly.groups}
          note={monthly.billsLeftOut > 0 ? M.leftOut(monthly.billsLeftOut) : undefined}
        />
      )}
    </Card>
  );
}

function medicareNote(medicare: MedicareChart) {
  const where = !medicare.zip
    ? M.medicareNoZip
    : medicare.locality
      ? M.medicareAt(medicare.zip, medicare.locality)
      : M.medicareNoLocality(medicare.zip);
  return medicare.unpricedLines > 0 ? `${where} ${M.medicareUnpriced(medicare.unpricedLines)}` : where;
}

export function PremiumSections({ premium }: { premium: PremiumInsights }) {
  const { byPerson, byProvider, medicare, savings } = premium;
  if (byPerson.length === 0) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <Chart
          id="spending-by-person"
          kind="rows"
          title={M.byPersonTitle}
          description={M.byPersonDescription}
          series={["Billed"]}
          groupHeading="Family member"
          groups={byPerson}
        />
      </Card>
      <Card>
        <Chart
          id="spending-by-provider"
          kind="rows"
          title={M.byProviderTitle}
          description={M.byProviderDescription}
          series={["Billed"]}
          groupHeading="Provider"
          groups={byProvider}
        />
      </Card>
      <Card>
        {medicare.groups.length === 0 ? (
          <>
            <h2 className="mb-2 text-section-title text-ink">{M.medicareTitle}</h2>
            <p className="text-sm text-ink-muted">{M.medicareNone}</p>
          </>
        ) : (
          <Chart
            id="billed-medicare-paid"
            kind="rows"
            title={M.medicareTitle}
            description={M.medicareDescription}
            series={["Billed", "Medicare reference", "Paid by insurance"]}
            groupHeading="Provider"
            groups={medicare.groups}
            note={medicareNote(medicare)}
          />
        )}
      </Card>
      <Card>
        <Chart
          id="savings-found-recovered"
          kind="rows"
          title={M.savingsTitle}
          description={M.savingsDescription}
          series={["Savings found", "Recovered"]}
          groupHeading="Status"
          groups={savings}
        />
      </Card>
    </div>
  );
}

export function LockedSections() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <LockedSection title={M.byPersonTitle} description={M.lockedPerson} />
      <LockedSection title={M.byProviderTitle} description={M.lockedProvider} />
      <LockedSection title={M.medicareTitle} description={M.lockedMedicare} />
      <LockedSection title={M.savingsTitle} description={M.lockedSavings} />
    </div>
  );
}
