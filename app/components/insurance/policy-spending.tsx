// Deductible and out-of-pocket maximum met / remaining this year per covered member and for the
// family (issue 15), from the family's verified EOBs, each EOB a link to its document.
import type { AccumulatorView, MemberSpendingView, PolicySpendingView } from "#core/insurance/spending";
import { formatDate } from "#core/format/dates";
import { formatUsd } from "#core/format/money";
import { documentHref } from "~/components/disputes/use-letter-generation";

const usd = (cents: number | null) => formatUsd(cents, { unit: "cents", decimals: "when-needed" });

function Meter({ label, value }: { label: string; value: AccumulatorView }) {
  return (
    <div className="min-w-0">
      <dt className="text-fine font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-body text-ink">
        {value.limitCents === null ? (
          <span>
            {usd(value.metCents)} paid <span className="text-ink-muted">· no limit stated</span>
          </span>
        ) : (
          <>
            <span className="font-semibold tabular-nums">{usd(value.metCents)}</span> met of{" "}
            <span className="tabular-nums">{usd(value.limitCents)}</span>
            <span className="block text-ink-muted">
              <span className="tabular-nums">{usd(value.remainingCents)}</span> remaining
            </span>
            {/* A native progress bar: the page's CSP refuses inline styles. */}
            <progress
              className="mt-1 block h-1.5 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-brand-600"
              value={Math.min(value.metCents, value.limitCents)}
              max={value.limitCents || 1}
              aria-hidden="true"
            />
          </>
        )}
      </dd>
    </div>
  );
}

function Member({ member }: { member: MemberSpendingView }) {
  return (
    <li className="py-3" data-testid="member-spending">
      <p className="font-medium text-ink">{member.name}</p>
      <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Meter label="Deductible" value={member.deductible} />
        <Meter label="Out-of-pocket maximum" value={member.outOfPocket} />
      </dl>
      {member.eobs.length === 0 ? (
        <p className="mt-2 text-fine text-ink-muted">No verified EOBs this year.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-body" aria-label={`EOBs for ${member.name}`}>
          {member.eobs.map((eob) => (
            <li key={eob.documentId} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <a
                className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                href={documentHref(eob.billId, eob.documentId)}
                target="_blank"
                rel="noreferrer"
              >
                {eob.title}
              </a>
              <span className="text-ink-muted tabular-nums">
                {formatDate(eob.serviceDate)} · you owed {usd(eob.patientResponsibilityCents)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function PolicySpending({ view }: { view: PolicySpendingView | undefined }) {
  if (!view || view.members.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby={`spending-${view.policyId}`} data-testid="policy-spending">
      <h3 id={`spending-${view.policyId}`} className="text-body font-semibold text-ink">
        Spending in {view.year}
      </h3>
      <p className="text-fine text-ink-muted">From your verified EOBs, at in-network figures.</p>
      {view.family ? (
        <dl className="mt-2 grid grid-cols-1 gap-3 rounded-card bg-surface-muted p-3 sm:grid-cols-2">
          <Meter label="Family deductible" value={view.family.deductible} />
          <Meter label="Family out-of-pocket maximum" value={view.family.outOfPocket} />
        </dl>
      ) : null}
      <ul className="divide-y divide-line">
        {view.members.map((member) => (
          <Member key={member.memberId} member={member} />
        ))}
      </ul>
    </section>
  );
}
