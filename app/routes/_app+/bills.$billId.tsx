// /bills/{id}: one bill. Its loader feeds the editor (a modal over the vault), the vault's detail
// panel and the Explainer; its action takes every change to the bill (status, paid amount,
// edits, lines, documents, deletion, feedback, analysis). ?open={documentId} opens a document's file.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useNavigate,
  useOutletContext,
  type ClientActionFunctionArgs,
} from "@remix-run/react";
import { useCallback } from "react";
import { SELF_PATIENT_ID } from "#core/bills/family";
import { BILL_MESSAGES } from "#core/bills/messages";
import { Alert } from "~/components/alert";
import { EditBillModal } from "~/components/bills/edit-bill-modal";
import type { BillEditorData, BillEditorOutlet } from "~/components/bills/editor-data";
import { logFailure } from "~/services/platform/failures.server";
import type { AnalyzeReply } from "~/components/bills/replies";
import { WideModal } from "~/components/bills/wide-modal";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getDb } from "~/db.server";
import { getBill } from "~/services/bills/index.server";
import { signedDownloadUrl } from "~/services/documents/download.server";
import { listFamilyMembers } from "~/services/family/family.server";
import { requireUser, type SignedIn } from "~/services/auth/session.server";
import { letterAllowance, listDisputes } from "~/services/disputes/index.server";
import {
  addLine,
  analyze,
  attachDocument,
  changeStatus,
  detachDocument,
  recordFeedback,
  removeBill,
  saveBill,
} from "./bill-actions.server";
import { generateLetter, recordLetterEvent } from "./letter-actions.server";
import { clientActionWithNetworkMessage, keepDataAfterNetworkFailure } from "~/components/network-failure";

export const meta: MetaFunction = () => [{ title: "Edit Bill | Fairbill" }];

const MAX_ID_LENGTH = 64;

/**
 * The bill's letters and what the plan allows now. The editor still opens when they cannot be read
 * (the section says so and Generate waits); another user's bill has none.
 */
async function letterData(db: ReturnType<typeof getDb>, signedIn: SignedIn, billId: string, found: boolean) {
  if (!found) return { letters: [], allowance: null };
  const [letters, allowance] = await Promise.all([
    listDisputes(db, signedIn.user.id, billId).catch((error: unknown) => {
      logFailure("dispute letters load failed", error);
      return null;
    }),
    letterAllowance(db, signedIn).catch((error: unknown) => {
      logFailure("letter allowance load failed", error);
      return null;
    }),
  ]);
  return { letters, allowance };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const { user, premium } = signedIn;
  const billId = params.billId ?? "";
  const url = new URL(request.url);
  const open = url.searchParams.get("open");
  if (open) {
    try {
      const file = await signedDownloadUrl(env, url.origin, user.id, open.slice(0, MAX_ID_LENGTH));
      return redirect(file.url);
    } catch (error) {
      logFailure("bill document open failed", error);
      throw new Response(BILL_MESSAGES.loadDocumentFailed, { status: 404 });
    }
  }
  const db = getDb(env);
  const [bill, members] = await Promise.all([
    billId.length <= MAX_ID_LENGTH ? getBill(db, user.id, billId) : null,
    listFamilyMembers(db, user.id),
  ]);
  const body: BillEditorData = {
    bill,
    ...(await letterData(db, signedIn, billId, bill !== null)),
    patients: members.map((m) => ({
      id: m.isSelf ? SELF_PATIENT_ID : m.id,
      label: m.isSelf ? "You" : m.displayName,
    })),
    zipcode: user.zipcode,
    premium,
  };
  return data(body, { status: bill ? 200 : 404 });
}

export const shouldRevalidate = keepDataAfterNetworkFailure;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const formData = await request.formData();
  const ctx = { env, signedIn, billId: (params.billId ?? "").slice(0, MAX_ID_LENGTH), formData };
  switch (formData.get("intent")) {
    case "set-status":
      return changeStatus(ctx);
    case "delete":
      return removeBill(ctx);
    case "feedback":
      return recordFeedback(ctx);
    case "update-bill":
      return saveBill(ctx);
    case "add-line":
      return addLine(ctx);
    case "upload-document":
      return attachDocument(ctx);
    case "delete-document":
      return detachDocument(ctx);
    case "analyze":
      return analyze(ctx);
    case "generate-letter":
      return generateLetter(ctx);
    case "dispute-event":
      return recordLetterEvent(ctx);
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}

/**
 * 001 §8: a save or an analysis that gets no answer says so in place, not on an error page; an
 * analysis shows its own messages with Retry.
 */
export async function clientAction(args: ClientActionFunctionArgs) {
  if ((await args.request.clone().formData()).get("intent") !== "analyze")
    return clientActionWithNetworkMessage(args);
  try {
    return await args.serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect (e.g. signed out) still happens
    const status = isRouteErrorResponse(error) ? error.status : null;
    const reply = { intent: "analyze", ok: false, status, detail: null } satisfies AnalyzeReply;
    return { ...reply, networkFailure: status === null };
  }
}

export default function BillEditorRoute() {
  const { bill, patients, zipcode, premium, letters, allowance } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  // The vault keeps the feedback prompt and the analysis banner, so they outlast the editor.
  const { onResolved, followUp } = useOutletContext<BillEditorOutlet>();
  const close = useCallback(
    () =>
      navigate(`/bills${location.search.replace(/([?&])open=[^&]*&?/, "$1")}`, { preventScrollReset: true }),
    [navigate, location.search],
  );
  const deleted = useCallback(() => navigate("/bills", { preventScrollReset: true }), [navigate]);
  if (!bill) {
    return (
      <WideModal title="Edit Bill" onClose={close}>
        <Alert tone="error">{BILL_MESSAGES.billNotFound}</Alert>
      </WideModal>
    );
  }
  return (
    <EditBillModal
      key={bill.id}
      bill={bill}
      patients={patients}
      zipcode={zipcode}
      premium={premium}
      letters={letters}
      allowance={allowance}
      followUp={followUp}
      onClose={close}
      onDeleted={deleted}
      onResolved={onResolved}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
