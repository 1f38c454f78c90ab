// The Medical Bill Explainer / bills workspace (001 §2): family tabs, the first 10 bills with their
// Medicare average notes, Add a Bill with the free plan's quota, the selected bill's Service
// Details and Get Help, Edit and Delete per bill. ?mode=tile is the compact tile, ?mode=content
// the content alone; ?verified=true shows the verified banner. /bill-explainer is the same screen.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useNavigate, type ShouldRevalidateFunction } from "@remix-run/react";
import { useCallback, useState } from "react";
import { SELF_PATIENT_ID, fullName } from "#core/bills/family";
import { BILL_MESSAGES } from "#core/bills/messages";
import { Alert } from "~/components/alert";
import { AddBillButton, type UploadQuota } from "~/components/bills/add-bill-button";
import { AddBillForm } from "~/components/bills/add-bill-form";
import { useAnalysisFollowUp } from "~/components/bills/analysis-banner";
import { useDeleteBill, useDeleteOutcome } from "~/components/bills/delete-bill";
import { logFailure } from "~/services/platform/failures.server";
import { FamilyTabs } from "~/components/bills/family-tabs";
import { useFeedbackPrompt } from "~/components/bills/feedback-modal";
import { SelectedBillPanel } from "~/components/bills/selected-bill-panel";
import { VerificationSentBanner } from "~/components/bills/verification-banners";
import { WorkspaceEditor } from "~/components/bills/workspace-editor";
import { useBillAverages, WorkspaceTable } from "~/components/bills/workspace-table";
import { BillViewsNav, onlySelectionChanged, selectionQuery } from "~/components/bills/bill-views-nav";
import { ExplainerTile } from "~/components/bills/explainer-tile";
import { getDb } from "~/db.server";
import { getDashboardData, listBillsWithLines } from "~/services/bills/index.server";
import { planUsage } from "~/services/plans/usage.server";
import { requireUser } from "~/services/auth/session.server";
import { createBillAction, resendVerificationAction } from "./upload-bill.server";
import { clientActionWithNetworkMessage, keepDataAfterNetworkFailure } from "~/components/network-failure";

export const meta: MetaFunction = () => [{ title: "Medical Bill Explainer | Fairbill" }];

/** The Explainer lists the first 10 bills of the selected person (001 §2). */
export const EXPLAINER_BILLS = 10;

type Mode = "full" | "tile" | "content";
const modeOf = (value: string | null): Mode => (value === "tile" || value === "content" ? value : "full");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const { user, premium } = signedIn;
  const url = new URL(request.url);
  const db = getDb(env);
  const dashboard = await getDashboardData(db, signedIn);
  const members = dashboard.family_members;
  const requested = url.searchParams.get("member");
  const dependent = members.find((m) => !m.is_primary && m.id === requested);
  const member = dependent ? dependent.id : SELF_PATIENT_ID;
  const [list, usage] = await Promise.all([
    listBillsWithLines(db, user.id, { dependentId: member, limit: EXPLAINER_BILLS }).catch(
      (error: unknown) => {
        logFailure("explainer list failed", error);
        return null;
      },
    ),
    planUsage(db, signedIn, ["bill_upload"]).then((usage) => usage.bill_upload),
  ]);
  const quota: UploadQuota = {
    bills_uploaded: usage.current,
    bills_remaining: usage.remaining,
    can_upload: usage.allowed,
    has_premium: premium,
    limit: usage.limit,
  };
  const people = members.map((m) => ({
    id: m.is_primary ? SELF_PATIENT_ID : m.id,
    label: m.is_primary ? "You" : m.display_name,
  }));
  return {
    mode: modeOf(url.searchParams.get("mode")),
    verified: url.searchParams.get("verified") === "true",
    adding: url.searchParams.get("add") === "1",
    premium,
    member,
    people,
    bills: list?.bills ?? [],
    total: list?.total ?? 0,
    listFailed: list === null,
    quota,
    stats: dashboard.stats,
    caller:
      fullName({ firstName: user.firstName ?? "", lastName: user.lastName ?? "" }) ||
      user.displayName ||
      user.email,
  };
}

export const clientAction = clientActionWithNetworkMessage;
/** Selecting a bill (?bill=) changes what the page shows, not what it loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  !args.formMethod && onlySelectionChanged(args.currentUrl, args.nextUrl)
    ? false
    : keepDataAfterNetworkFailure(args);

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "create-bill") return createBillAction(request, env, formData);
  if (intent === "resend-verification") return resendVerificationAction(request, env);
  throw new Response("Unknown action", { status: 400 });
}

export default function MedicalBillExplainer() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const [adding, setAdding] = useState(data.adding);
  const navigate = useNavigate();
  // The selected bill lives in the URL (?bill=), shared with the vault and kept on reload.
  const selectedId = new URLSearchParams(location.search).get("bill");
  const setSelectedId = useCallback(
    (id: string | null) => {
      const next = new URLSearchParams(location.search);
      if (id) next.set("bill", id);
      else next.delete("bill");
      navigate(`${location.pathname}?${next}`, { replace: true, preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );
  const [editingId, setEditingId] = useState<string | null>(null);
  const feedback = useFeedbackPrompt();
  const followUp = useAnalysisFollowUp(feedback.open);
  const deletion = useDeleteBill((id) => {
    if (id === selectedId) setSelectedId(null);
  });
  const deleted = useDeleteOutcome();
  const averageOf = useBillAverages(data.bills);
  const closeAdd = useCallback(() => setAdding(false), []);
  const closeEditor = useCallback(() => setEditingId(null), []);
  const created = useCallback(
    (id: string) => {
      setAdding(false);
      setSelectedId(id);
    },
    [setSelectedId],
  );
  const action = location.pathname;

  if (data.mode === "tile") {
    return <ExplainerTile stats={data.stats} quota={data.quota} />;
  }

  // The selection falls back to the first bill on reload and after a delete (001 §4).
  const selected = data.bills.find((b) => b.id === selectedId) ?? data.bills[0] ?? null;
  const tabHref = (id: string | null) => {
    const next = new URLSearchParams(location.search);
    if (id && id !== SELF_PATIENT_ID) next.set("member", id);
    else next.delete("member");
    next.delete("verified");
    next.delete("bill");
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const full = data.mode === "full";

  return (
    <div className="space-y-6">
      <VerificationSentBanner />
      {full ? (
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold">Medical Bill Explainer</h1>
            <BillViewsNav />
          </div>
          <p className="mt-1 text-slate-600">
            Your bills with what was billed, allowed and paid, next to the Medicare average.
          </p>
        </div>
      ) : null}
      <FamilyTabs tabs={data.people} selectedId={data.member} premium={data.premium} hrefFor={tabHref} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AddBillButton quota={data.quota} onOpen={() => setAdding(true)} />
        {data.total > data.bills.length ? (
          <a
            href={`/bills${selectionQuery(location.search)}`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Showing the first {data.bills.length} of {data.total} bills · see all in the vault
          </a>
        ) : null}
      </div>
      {adding && data.quota.can_upload ? (
        <AddBillForm
          action={action}
          patients={data.people}
          defaultPatient={data.member}
          contentOnly={data.mode === "content"}
          onCancel={closeAdd}
          onCreated={created}
        />
      ) : null}
      {deleted ? (
        <Alert tone={deleted.ok ? "success" : "error"}>{deleted.ok ? deleted.message : deleted.error}</Alert>
      ) : null}
      {data.listFailed ? <Alert tone="error">{BILL_MESSAGES.loadBillsFailed}</Alert> : null}
      <WorkspaceTable
        bills={data.bills}
        selectedId={selected?.id ?? null}
        averageOf={averageOf}
        onSelect={setSelectedId}
        onEdit={setEditingId}
        onDelete={deletion.ask}
      />
      {selected ? (
        <SelectedBillPanel
          key={selected.id}
          bill={selected}
          average={averageOf(selected)}
          caller={data.caller}
        />
      ) : null}
      {editingId ? (
        <WorkspaceEditor
          billId={editingId}
          followUp={followUp}
          onClose={closeEditor}
          onResolved={feedback.open}
        />
      ) : null}
      {deletion.dialog}
      {feedback.element}
      {followUp.element}
    </div>
  );
}
