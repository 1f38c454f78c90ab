import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ApiError } from "~/api/http";
import { AddDocumentMenu } from "~/components/account/add-document-menu";
import { AllowedSendersCard } from "~/components/account/allowed-senders-card";
import { AssistantSettingsCard } from "~/components/account/assistant-card";
import { isAssistantSettingIntent } from "~/components/assistant/settings-texts";
import { assistantSettingsAction } from "./assistant-settings.server";
import { accountFormsClientAction } from "~/components/account/network-messages";
import { AccountDocumentsCard } from "~/components/account/documents-card";
import { FamilyMembersCard } from "~/components/account/family-card";
import { AccountInformationCard } from "~/components/account/info-card";
import { AccountManagementCard } from "~/components/account/management-card";
import { SecurityCard } from "~/components/account/security-card";
import { isSecurityIntent, type SecurityActionData } from "~/components/account/security-schemas";
import { loadSecurity, securityAction } from "~/services/account/security.server";
import {
  DeleteAccountSchema,
  deleteAccountErrorMessage,
  UPGRADE_PENDING_MESSAGE,
  UPGRADE_SUCCESS_MESSAGE,
  ZipcodeSchema,
} from "~/components/account/schemas";
import { Alert } from "~/components/alert";
import { SECTION_DOCUMENTS } from "~/components/document-types";
import { NeedsClassificationTable } from "~/components/documents/needs-classification-table";
import { loadCaptureOptions, wantsCapture } from "~/services/documents/capture-options.server";
import { SmartCaptureLauncher } from "~/components/smart-capture/smart-capture-launcher";
import { getDb } from "~/db.server";
import { getConfig } from "~/env.server";
import { requestAccountDeletion, updateZipcode } from "~/services/account/account.server";
import { listAccountEmailedDocuments, listRecentlyEmailed } from "~/services/documents/lists.server";
import { listFamilyMembers } from "~/services/family/family.server";
import { CHECKOUT_NOT_CONFIRMED } from "~/services/subscriptions/checkout-messages";
import { verifyCheckoutReturn, type CheckoutReturn } from "~/services/subscriptions/checkout.server";
import { downgradeAction } from "~/services/subscriptions/downgrade-form.server";
import { useCheckoutNotice } from "~/components/account/checkout-notice";
import { AUTH } from "~/services/auth/messages";
import { clearedSessionCookie, isFreshSignIn, requireUser } from "~/services/auth/session.server";
import { inboxEmail } from "~/services/auth/users.server";

export const meta: MetaFunction = () => [{ title: "Account | Fairbill" }];

// The checkout-return result survives the redirect that strips ?upgraded and ?session_id, for one page view.
// Path=/ (not /account): a return from the local checkout page is a client-side navigation, whose
// data request goes to /account.data, which a cookie of Path=/account does not reach.
const FLASH_COOKIE = "fb_account_notice";
const flashCookie = (value: string, maxAge: number) =>
  `${FLASH_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;

type Flash = "upgraded" | "pending" | "unconfirmed";
const FLASH_FOR: Record<CheckoutReturn, Flash> = {
  active: "upgraded",
  processing: "pending",
  unconfirmed: "unconfirmed",
};

function readFlash(request: Request): Flash | null {
  const match = /(?:^|;\s*)fb_account_notice=(upgraded|pending|unconfirmed)(?:;|$)/.exec(
    request.headers.get("cookie") ?? "",
  );
  return (match?.[1] as Flash | undefined) ?? null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const { user, premium } = signedIn;
  const url = new URL(request.url);
  if (url.searchParams.has("upgraded") || url.searchParams.has("session_id")) {
    const returned = url.searchParams.get("upgraded") === "true";
    const sessionId = url.searchParams.get("session_id");
    url.searchParams.delete("upgraded");
    url.searchParams.delete("session_id");
    // The session is verified with the provider before the page says anything about a payment.
    const headers = returned
      ? { "set-cookie": flashCookie(FLASH_FOR[await verifyCheckoutReturn(env, signedIn, sessionId)], 60) }
      : undefined;
    throw redirect(url.pathname + url.search, { headers });
  }
  const db = getDb(env);
  const [members, documents, unclassified, capture, security] = await Promise.all([
    listFamilyMembers(db, user.id),
    listAccountEmailedDocuments(db, user.id),
    listRecentlyEmailed(db, user.id, SECTION_DOCUMENTS.account.unclassified),
    wantsCapture(request) ? loadCaptureOptions(db, signedIn) : null,
    loadSecurity(db, signedIn),
  ]);
  const flash = readFlash(request);
  return data(
    {
      email: user.email,
      zipcode: user.zipcode,
      forwardingAddress: inboxEmail(user, getConfig(env).INBOX_DOMAIN),
      premium,
      endsOn: signedIn.subscription.cancelAtPeriodEnd ? signedIn.subscription.currentPeriodEnd : null,
      members,
      documents,
      unclassified,
      capture,
      security,
      aiExternalOptIn: user.aiExternalOptIn,
      notice: flash === "upgraded" && !premium ? "pending" : flash,
    },
    flash ? { headers: { "set-cookie": flashCookie("", 0) } } : undefined,
  );
}

function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return typeof error.detail === "string" ? error.detail : undefined;
  return error instanceof Error ? error.message : undefined;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const { user } = signedIn;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (isSecurityIntent(intent)) return securityAction(request, env, getDb(env), signedIn, intent, formData);
  if (isAssistantSettingIntent(intent))
    return assistantSettingsAction(getDb(env), signedIn, intent, formData);

  if (intent === "zipcode") {
    const submission = parseWithZod(formData, { schema: ZipcodeSchema });
    if (submission.status !== "success") return { intent, result: submission.reply(), saved: false };
    try {
      await updateZipcode(getDb(env), user.id, submission.value.zipcode);
      return { intent, result: submission.reply(), saved: true };
    } catch (error) {
      console.error("zipcode update failed", failureDetail(error));
      return { intent, result: submission.reply({ formErrors: [failureDetail(error) ?? ""] }), saved: false };
    }
  }

  if (intent === "delete-account") {
    const submission = parseWithZod(formData, { schema: DeleteAccountSchema });
    if (submission.status !== "success") return { intent, result: submission.reply(), saved: false };
    const reauth = deleteAccountErrorMessage(AUTH.reauthRequired);
    if (!isFreshSignIn(signedIn))
      return { intent, result: submission.reply({ formErrors: [reauth] }), saved: false };
    try {
      await requestAccountDeletion(env, user.id);
    } catch (error) {
      console.error("account deletion failed", failureDetail(error));
      return {
        intent,
        result: submission.reply({ formErrors: [deleteAccountErrorMessage(failureDetail(error))] }),
        saved: false,
      };
    }
    return redirect("/", { headers: { "set-cookie": clearedSessionCookie(env) } });
  }

  if (intent === "downgrade") return downgradeAction(env, signedIn, formData);

  throw new Response("Unknown action", { status: 400 });
}

export const clientAction = accountFormsClientAction;

export default function AccountPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const securityData = isSecurityIntent(actionData?.intent) ? (actionData as SecurityActionData) : undefined;
  const notice = useCheckoutNotice(data.notice, data.premium);
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Account</h1>
        <AddDocumentMenu />
      </div>
      {notice === "upgraded" ? <Alert tone="success">{UPGRADE_SUCCESS_MESSAGE}</Alert> : null}
      {notice === "pending" ? <Alert tone="warning">{UPGRADE_PENDING_MESSAGE}</Alert> : null}
      {notice === "unconfirmed" ? <Alert tone="warning">{CHECKOUT_NOT_CONFIRMED.notice}</Alert> : null}
      <NeedsClassificationTable
        unclassified={SECTION_DOCUMENTS.account.unclassified}
        initial={data.unclassified}
      />
      <AccountDocumentsCard documents={data.documents} />
      <div className="grid gap-6 md:grid-cols-2">
        <AccountInformationCard
          email={data.email}
          forwardingAddress={data.forwardingAddress}
          zipcode={data.zipcode}
          lastResult={actionData?.intent === "zipcode" ? actionData.result : undefined}
          saved={actionData?.intent === "zipcode" && actionData.saved}
        />
        <FamilyMembersCard members={data.members} premium={data.premium} />
      </div>
      <AllowedSendersCard />
      <AssistantSettingsCard optIn={data.aiExternalOptIn} />
      <AccountManagementCard
        premium={data.premium}
        endsOn={data.endsOn}
        deleteResult={actionData?.intent === "delete-account" ? actionData.result : undefined}
      />
      <SecurityCard security={data.security} actionData={securityData} />
      <SmartCaptureLauncher options={data.capture} offered={SECTION_DOCUMENTS.account.offered} />
    </div>
  );
}
