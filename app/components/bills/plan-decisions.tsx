// The bill page's "What your plan decided" (issue 17, ADR 079): each line's billed / allowed / plan
// paid / you owe from the newest EOB decision, the earlier decisions behind a disclosure, the totals,
// and the EOB services that match no line. On a phone each line stacks into labelled cells; the roles
// keep it a table for screen readers either way.
import { PLAN_DECISION_MESSAGES as M } from "#core/bills/plan-decision-messages";
import type {
  Adjudication,
  Reconciliation,
  ReconciledLine,
  ReconciliationEob,
} from "#core/bills/reconciliation";
import { formatUsd } from "#core/format/money";

const COLUMNS = [M.columns.service, M.columns.billed, M.columns.allowed, M.columns.paid, M.columns.owed];
const cell = "px-2 py-1.5 align-top max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:py-0.5";
const money = `${cell} text-right tabular-nums max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]`;
const row = "max-sm:block max-sm:rounded-md max-sm:border max-sm:border-slate-200 max-sm:p-2";

function owed(amount: number | null) {
  return amount === null ? M.notStated : formatUsd(amount);
}

type EobOf = (documentId: string) => ReconciliationEob | undefined;

function EarlierDecision({ decision, eobOf }: { decision: Adjudication; eobOf: EobOf }) {
  const eob = eobOf(decision.document_id);
  const amounts = [
    `${M.columns.allowed.toLowerCase()} ${formatUsd(decision.allowed_amount)}`,
    `${M.columns.paid.toLowerCase()} ${formatUsd(decision.plan_paid)}`,
    decision.patient_responsibility === null
      ? null
      : `${M.columns.owed.toLowerCase()} ${formatUsd(decision.patient_responsibility)}`,
  ].filter(Boolean);
  const denial = decision.denied
    ? ` — ${M.denied.toLowerCase()}${decision.reason ? ` (${decision.reason})` : ""}`
    : "";
  return (
    <li data-testid="earlier-decision">
      <span className="font-medium">{eob ? M.eob(eob) : decision.document_title}</span>
      {`: ${amounts.join(", ")}${denial}`}
    </li>
  );
}

function LineRows({ line, eobOf }: { line: ReconciledLine; eobOf: EobOf }) {
  const current = line.current;
  const second = current && current.decided_by.length > 1 ? current.decided_by[1] : null;
  return (
    <>
      <tr role="row" className={row} data-testid="plan-decision-line" data-line-id={line.line_id}>
        <th role="rowheader" scope="row" className={`${cell} text-left font-normal`}>
          <span className="font-mono">{M.line(line.cpt_code, line.service_date)}</span>
          {current?.denied ? (
            <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">
              {M.denied}
              {current.reason ? `: ${current.reason}` : ""}
            </span>
          ) : null}
          {second ? (
            <span className="block text-xs text-slate-500">{M.alsoPaid(second.document_title)}</span>
          ) : null}
        </th>
        <td role="cell" className={money} data-label={M.columns.billed}>
          {formatUsd(line.billed_amount)}
        </td>
        {current ? (
          <>
            <td role="cell" className={money} data-label={M.columns.allowed}>
              {formatUsd(current.allowed_amount)}
            </td>
            <td role="cell" className={money} data-label={M.columns.paid}>
              {formatUsd(current.plan_paid)}
            </td>
            <td role="cell" className={`${money} font-semibold`} data-label={M.columns.owed}>
              {owed(current.patient_responsibility)}
            </td>
          </>
        ) : (
          <td role="cell" colSpan={3} className={`${cell} text-slate-500 sm:text-center`}>
            {M.notOnEob}
          </td>
        )}
      </tr>
      {line.history.length ? (
        <tr role="row" className="max-sm:block">
          <td role="cell" colSpan={5} className="px-2 pb-2 text-xs text-slate-600 max-sm:block">
            <details>
              <summary className="cursor-pointer font-medium text-brand-700">
                {M.history(line.history.length)}
              </summary>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {line.history.map((decision) => (
                  <EarlierDecision
                    key={`${decision.document_id}#${decision.eob_line}`}
                    decision={decision}
                    eobOf={eobOf}
                  />
                ))}
              </ul>
            </details>
          </td>
        </tr>
      ) : null}
    </>
  );
}

export function PlanDecisions({
  reconciliation,
  hasEob,
}: {
  reconciliation: Reconciliation;
  hasEob: boolean;
}) {
  const { eobs, unverified_eobs: unverified, lines, unmatched, totals } = reconciliation;
  const eobOf: EobOf = (id) => eobs.find((e) => e.document_id === id);
  return (
    <section aria-labelledby="plan-decisions-title" className="space-y-3" data-testid="plan-decisions">
      <h3 id="plan-decisions-title" className="text-sm font-semibold text-slate-800">
        {M.title}
      </h3>
      {!eobs.length ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-600">{hasEob ? M.unreadEob : M.noEob}</p>
      ) : (
        <>
          <p className="text-xs text-slate-600">{M.intro}</p>
          <ul aria-label="EOBs counted" className="space-y-0.5 text-xs text-slate-700">
            {eobs.map((eob) => (
              <li key={eob.document_id}>{M.eob(eob)}</li>
            ))}
          </ul>
          <table role="table" className="w-full text-sm max-sm:block" aria-labelledby="plan-decisions-title">
            <thead role="rowgroup" className="text-xs uppercase text-slate-500 max-sm:sr-only">
              <tr role="row">
                {COLUMNS.map((h, i) => (
                  <th
                    key={h}
                    role="columnheader"
                    scope="col"
                    className={`px-2 py-1 font-medium ${i ? "text-right" : "text-left"}`}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody
              role="rowgroup"
              className="divide-y divide-slate-100 max-sm:block max-sm:space-y-2 max-sm:divide-y-0"
            >
              {lines.map((line) => (
                <LineRows key={line.line_id} line={line} eobOf={eobOf} />
              ))}
            </tbody>
            <tfoot
              role="rowgroup"
              className="border-t border-slate-300 font-semibold max-sm:mt-2 max-sm:block"
            >
              <tr role="row" className={row} data-testid="plan-decision-totals">
                <th role="rowheader" scope="row" className={`${cell} text-left`}>
                  {M.totals}
                </th>
                <td role="cell" className={money} data-label={M.columns.billed}>
                  {formatUsd(totals.billed_amount)}
                </td>
                <td role="cell" className={money} data-label={M.columns.allowed}>
                  {formatUsd(totals.allowed_amount)}
                </td>
                <td role="cell" className={money} data-label={M.columns.paid}>
                  {formatUsd(totals.plan_paid)}
                </td>
                <td role="cell" className={money} data-label={M.columns.owed}>
                  {formatUsd(totals.patient_responsibility)}
                </td>
              </tr>
            </tfoot>
          </table>
          {unmatched.length ? (
            <div className="text-xs text-slate-700" data-testid="plan-decisions-unmatched">
              <p className="font-semibold">{M.unmatchedTitle}</p>
              <p className="text-slate-500">{M.unmatchedHelp}</p>
              <ul className="mt-1 list-disc pl-5">
                {unmatched.map((a) => (
                  <li key={`${a.document_id}#${a.eob_line}`}>
                    {M.line(a.cpt_code, a.service_date)}: {M.columns.billed.toLowerCase()}{" "}
                    {formatUsd(a.billed_amount)}, {M.columns.paid.toLowerCase()} {formatUsd(a.plan_paid)},{" "}
                    {M.columns.owed.toLowerCase()} {owed(a.patient_responsibility)} ({a.document_title})
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      {unverified.map((eob) => (
        <p key={eob.document_id} className="text-xs text-amber-800">
          {M.notCounted(eob.title)}
        </p>
      ))}
    </section>
  );
}
