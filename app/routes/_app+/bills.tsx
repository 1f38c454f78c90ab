// The vault (001 §2): stats, family tabs, filters in the URL, one page of bills newest first with
// in-place status and delete, a detail panel, the feedback prompt, and the document panels and
// Smart Capture of the documents issue. /bills/{id} (the editor) renders in the Outlet, which gets
// the page's feedback prompt and analysis banner. An analysis is an action, so the Potential
// Savings card and the Opportunity column reload after it like after any change (000 §4).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useMemo } from "react";
import { BILL_MESSAGES } from "#core/bills/messages";
import { usableListQuery } from "#core/bills/list-query";
import { PLANS } from "#core/plans";
import { Alert } from "~/components/alert";
import { buttonClass } from "~/components/button";
import { useAnalysisFollowUp } from "~/components/bills/analysis-banner";
import { BillDetailPanel } from "~/components/bills/bill-detail-panel";
import { BillViewsNav, onlySelectionChanged } from "~/components/bills/bill-views-nav";
import { useCachedDashboard } from "~/components/bills/dashboard-cache";
import { useDeleteBill, useDeleteOutcome } from "~/components/bills/delete-bill";
import { billPath, type BillEditorOutlet } from "~/components/bills/editor-data";
import { describeFailure, logFailure } from "~/services/platform/failures.server";
import { FamilyTabs } from "~/components/bills/family-tabs";
import { useFeedbackPrompt } from "~/components/bills/feedback-modal";
import { VaultFilters } from "~/components/bills/vault-filters";
import { VaultStatsCards } from "~/components/bills/vault-stats";
import { VaultTable } from "~/components/bills/vault-table";
import { SECTION_DOCUMENTS } from "~/components/document-types";
import { NeedsClassificationTable } from "~/components/documents/needs-classification-table";
import { RecentlyEmailedPanel } from "~/components/documents/recently-emailed-panel";
import { UnknownSenderDocumentsPanel } from "~/components/documents/unknown-sender-panel";
import { loadCaptureOptions, wantsCapture } from "~/services/documents/capture-options.server";
import { SmartCaptureLauncher } from "~/components/smart-capture/smart-capture-launcher";
import { ForwardingAddress } from "~/components/vault";
import { getDb } from "~/db.server";
import { getConfig } from "~/env.server";
import { listOptionsOf, loadVault } from "~/services/bills/index.server";
import { requireUser } from "~/services/auth/session.server";
import { inboxEmail } from "~/services/auth/users.server";

export const meta: MetaFunction = () => [{ title: "Bills | Fairbill" }];

/** Bills per vault page; the list pages through with a cursor and never loads every bill. */
export const VAULT_PAGE_SIZE = 25;

const FILTER_KEYS = ["from", "to", "patient", "status"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const { user, premium } = signedIn;
  const db = getDb(env);
  const params = new URL(request.url).searchParams;
  const text = (key: string) => params.get(key) ?? undefined;
  // The same schema as GET /api/bills; a filter it refuses is left out and its message shown.
  const { query, refused } = usableListQuery({
    dependent_id: text("member"),
    from: text("from"),
    to: text("to"),
    patient: text("patient"),
    status: text("status"),
    cursor: text("cursor"),
    limit: VAULT_PAGE_SIZE,
  });
  const member = query.dependent_id ?? null;
  // The filter fields show what is applied: a refused value is blank, a legacy status its mapping.
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, query[k] ?? ""])) as Record<
    (typeof FILTER_KEYS)[number],
    string
  >;

  // One D1 round trip for the page (stats, tabs, bills, e-mailed documents) besides the session
  // and the top bar's badges; a failed refresh keeps the cached dashboard on screen (000 §4).
  const [vault, capture] = await Promise.all([
    loadVault(db, user.id, {
      list: listOptionsOf(query),
      emailedTypes: SECTION_DOCUMENTS.bills.offered,
    }).catch((error: unknown) => {
      logFailure("vault data failed", error);
      return null;
    }),
    wantsCapture(request) ? loadCaptureOptions(db, signedIn) : null,
  ]);
  const listError = vault ? listFailure(vault.listError) : BILL_MESSAGES.loadBillsFailed;
  // One line per refused filter (each is the spec's own sentence; the alert keeps the breaks).
  const refusedFilters = refused.length ? refused.join("\n") : null;
  const entries = PLANS[premium ? "premium" : "free"].patientFilterEntries;
  return {
    userId: user.id,
    premium,
    emailed: vault?.emailed ?? [],
    capture,
    forwardingAddress: inboxEmail(user, getConfig(env).INBOX_DOMAIN),
    filters,
    member,
    paged: Boolean(query.cursor),
    list: vault?.list ?? null,
    listError: listError ?? refusedFilters,
    filtersRefused: refused.length > 0,
    dashboard: vault && {
      stats: {
        total_bills: vault.stats.total_bills,
        total_billed_amount: vault.stats.total_billed_amount,
        total_potential_savings: vault.stats.total_potential_savings,
        total_recovered_amount: vault.stats.total_recovered_amount,
      },
      members: vault.members.map((m) => ({
        id: m.is_primary ? "self" : m.id,
        label: m.display_name,
      })),
      patientEntries: entries,
    },
  };
}

/** Selecting a bill (?bill=) changes what the page shows, not what it loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && onlySelectionChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate);

/** The message a refused or failed bill list shows, or null when the list loaded. */
function listFailure(error: unknown): string | null {
  if (error === null) return null;
  const failure = describeFailure(error);
  if (failure.status >= 500) logFailure("bill list failed", error);
  return failure.status === 422 && failure.detail ? failure.detail : BILL_MESSAGES.loadBillsFailed;
}

export default function BillsVault() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const { value: dashboard, stale } = useCachedDashboard(data.userId, "vault", data.dashboard);
  const navigate = useNavigate();
  // The selected bill lives in the URL (?bill=), so the Explainer and a reload keep it.
  const selected = new URLSearchParams(location.search).get("bill");
  const select = (id: string | null) => {
    const next = new URLSearchParams(location.search);
    if (id) next.set("bill", id);
    else next.delete("bill");
    navigate(`/bills?${next}`, { replace: true, preventScrollReset: true });
  };
  const feedback = useFeedbackPrompt();
  const followUp = useAnalysisFollowUp(feedback.open);
  const { analyzed, resultsClosed } = followUp;
  const outlet = useMemo<BillEditorOutlet>(
    () => ({ onResolved: feedback.open, followUp: { analyzed, resultsClosed } }),
    [feedback.open, analyzed, resultsClosed],
  );
  const deletion = useDeleteBill((id) => {
    if (id === selected) select(null);
  });
  const deleted = useDeleteOutcome();
  const bills = data.list?.bills ?? [];
  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(location.search);
    if (value === null) next.delete(key);
    else next.set(key, value);
    next.delete("cursor");
    const query = next.toString();
    return `/bills${query ? `?${query}` : ""}`;
  };
  const nextPage = () => {
    const next = new URLSearchParams(location.search);
    next.set("cursor", data.list?.nextCursor ?? "");
    return `/bills?${next}`;
  };

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold">Bills</h1>
            <BillViewsNav />
          </div>
          <div className="flex gap-2">
            <Link to="/upload-bill?add=1" className={buttonClass("secondary")}>
              Add a Bill
            </Link>
            <Link to="?capture=medical_bill" preventScrollReset className={buttonClass("primary")}>
              Smart Capture
            </Link>
          </div>
        </div>
        <ForwardingAddress address={data.forwardingAddress} />
      </div>
      {dashboard ? (
        <>
          {stale ? <Alert tone="warning">{BILL_MESSAGES.loadDataFailed}</Alert> : null}
          <VaultStatsCards stats={dashboard.stats} premium={data.premium} />
          <FamilyTabs
            tabs={[{ id: null, label: "All" }, ...dashboard.members]}
            selectedId={data.member}
            premium={data.premium}
            hrefFor={(id) => withParam("member", id)}
          />
        </>
      ) : (
        <Alert tone="error">
          {BILL_MESSAGES.loadDataFailed}{" "}
          <Link to={location.pathname + location.search} className="font-semibold underline">
            {BILL_MESSAGES.tryAgain}
          </Link>
        </Alert>
      )}
      <VaultFilters
        key={location.search}
        values={data.filters}
        member={data.member}
        patients={(dashboard?.members ?? [])
          .slice(0, dashboard?.patientEntries ?? 1)
          .map((m) => ({ value: m.label, label: m.label }))}
        canHaveMorePatients={!data.premium}
        error={data.listError}
        refused={data.filtersRefused}
      />
      {deleted ? (
        <Alert tone={deleted.ok ? "success" : "error"}>{deleted.ok ? deleted.message : deleted.error}</Alert>
      ) : null}
      {data.list ? (
        <>
          <VaultTable
            bills={bills}
            premium={data.premium}
            selectedId={selected}
            onSelect={select}
            onDelete={deletion.ask}
            onResolved={feedback.open}
          />
          <div className="flex items-center justify-between text-sm text-slate-600">
            <span>
              Showing {bills.length} of {data.list.total} {data.list.total === 1 ? "bill" : "bills"}
            </span>
            <span className="flex gap-4">
              {data.paged ? (
                <Link
                  to={withParam("cursor", null)}
                  preventScrollReset
                  className="font-medium text-brand-700 hover:underline"
                >
                  ← First page
                </Link>
              ) : null}
              {data.list.nextCursor ? (
                <Link
                  to={nextPage()}
                  preventScrollReset
                  className="font-medium text-brand-700 hover:underline"
                >
                  Next page →
                </Link>
              ) : null}
            </span>
          </div>
        </>
      ) : null}
      {selected ? (
        <BillDetailPanel
          billId={selected}
          editHref={`${billPath(selected)}${location.search}`}
          onClose={() => select(null)}
        />
      ) : null}
      <NeedsClassificationTable unclassified={SECTION_DOCUMENTS.bills.unclassified} initial={data.emailed} />
      <UnknownSenderDocumentsPanel />
      <RecentlyEmailedPanel types={SECTION_DOCUMENTS.bills.offered} initial={data.emailed} />
      <SmartCaptureLauncher options={data.capture} offered={SECTION_DOCUMENTS.bills.offered} />
      {deletion.dialog}
      {feedback.element}
      {followUp.element}
      <Outlet context={outlet} />
    </div>
  );
}
