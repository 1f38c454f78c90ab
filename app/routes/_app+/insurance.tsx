import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { INSURANCE_MESSAGES } from "#core/insurance/types";
import { AddDocumentMenu } from "~/components/account/add-document-menu";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Card } from "~/components/card";
import { SECTION_DOCUMENTS } from "~/components/document-types";
import { NeedsClassificationTable } from "~/components/documents/needs-classification-table";
import { UserDocumentsTable } from "~/components/documents/user-documents-table";
import { AddPolicyWizard } from "~/components/insurance/add-policy-wizard";
import { insuranceClientAction } from "~/components/insurance/network";
import { keepDataAfterNetworkFailure } from "~/components/network-failure";
import { PolicyCard } from "~/components/insurance/policy-card";
import { wizardCalls } from "~/components/insurance/wizard/resource-calls";
import { ZipCodeModal } from "~/components/insurance/zip-modal";
import { useFeatureFlags } from "~/components/page-settings";
import { SmartCaptureLauncher } from "~/components/smart-capture/smart-capture-launcher";
import { getDb } from "~/db.server";
import { requireUser } from "~/services/auth/session.server";
import { loadCaptureOptions, wantsCapture } from "~/services/documents/capture-options.server";
import { listRecentlyEmailed, listUserDocuments } from "~/services/documents/lists.server";
import { insuranceAction, loadPolicies, wizardMembers } from "./insurance.server";

/** The insurance section's documents (cards front and back, policy documents), on every plan. */
const INSURANCE_DOCUMENTS = SECTION_DOCUMENTS.insurance.offered;
const UNCLASSIFIED = SECTION_DOCUMENTS.insurance.unclassified;

export const meta: MetaFunction = () => [{ title: "Insurance | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const db = getDb(env);
  const userId = signedIn.user.id;
  const [policies, members, cards, unclassified, capture] = await Promise.all([
    loadPolicies(db, userId, new Date().getUTCFullYear()),
    wizardMembers(db, userId),
    listUserDocuments(db, userId, INSURANCE_DOCUMENTS),
    listRecentlyEmailed(db, userId, UNCLASSIFIED),
    wantsCapture(request) ? loadCaptureOptions(db, signedIn) : null,
  ]);
  return { policies, members, zipcode: signedIn.user.zipcode || null, cards, unclassified, capture };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  return insuranceAction(getDb(env), signedIn.user.id, await request.formData());
}

export const clientAction = insuranceClientAction;
export const shouldRevalidate = keepDataAfterNetworkFailure;

type Opened = "none" | "zip" | "wizard";

export default function InsurancePolicies() {
  const { policies, members, zipcode, cards, unclassified, capture } = useLoaderData<typeof loader>();
  const flags = useFeatureFlags();
  const [opened, setOpened] = useState<Opened>("none");
  // 001 §2: a ZIP code must exist before the wizard starts (plans are found in the user's state).
  const addPolicy = () => setOpened(zipcode ? "wizard" : "zip");
  const zipSaved = useCallback(() => setOpened("wizard"), []);
  // A saved policy is on the page already: the action's submission reloads the page's data.
  const wizardClosed = useCallback(() => setOpened("none"), []);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Insurance</h1>
        <div className="flex flex-wrap gap-2">
          <AddDocumentMenu types={INSURANCE_DOCUMENTS} here label="+ Add Insurance Card" />
          {flags.insuranceApi ? <Button onClick={addPolicy}>+ Add Policy</Button> : null}
        </div>
      </div>
      {flags.insuranceApi && !zipcode ? (
        <Alert tone="info">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{INSURANCE_MESSAGES.zipPrompt}</span>
            <Button variant="secondary" size="sm" onClick={() => setOpened("zip")}>
              Add ZIP Code
            </Button>
          </div>
        </Alert>
      ) : null}
      {policies.failed ? (
        <Alert tone="error">{INSURANCE_MESSAGES.loadFailed}</Alert>
      ) : policies.views.length === 0 ? (
        <div className="rounded-card border border-dashed border-line-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">{INSURANCE_MESSAGES.noPoliciesTitle}</h2>
          <p className="mt-2 text-ink-muted">{INSURANCE_MESSAGES.noPoliciesText}</p>
          {flags.insuranceApi ? (
            <Button className="mt-4" onClick={addPolicy}>
              + Add Policy
            </Button>
          ) : (
            <p className="mt-2 text-sm text-slate-700">
              Start with your insurance card: choose <span className="font-medium">+ Add Insurance Card</span>{" "}
              and keep its front and back here.
            </p>
          )}
        </div>
      ) : (
        policies.views.map((view) => <PolicyCard key={view.policy.policy_id} view={view} />)
      )}
      <NeedsClassificationTable unclassified={UNCLASSIFIED} initial={unclassified} />
      <Card title={`Insurance cards and documents (${cards.length})`}>
        {cards.length === 0 ? (
          <div className="py-3 text-sm text-slate-700" data-testid="insurance-cards-empty">
            <p className="font-medium text-slate-900">No insurance cards yet.</p>
            <p className="mt-1">
              Choose <span className="font-medium">+ Add Insurance Card</span> to upload the front and back of
              your card, so your member ID and plan are at hand when you call a provider or dispute a bill.
            </p>
          </div>
        ) : (
          <UserDocumentsTable documents={cards} />
        )}
      </Card>
      <SmartCaptureLauncher options={capture} offered={INSURANCE_DOCUMENTS} />
      <ZipCodeModal open={opened === "zip"} onCancel={() => setOpened("none")} onSaved={zipSaved} />
      {opened === "wizard" ? (
        <AddPolicyWizard calls={wizardCalls} members={members} onClose={wizardClosed} />
      ) : null}
    </div>
  );
}
