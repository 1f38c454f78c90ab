import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/badge";
import { Card } from "~/components/card";
import { AddDocumentMenu } from "~/components/account/add-document-menu";
import { SECTION_DOCUMENTS } from "~/components/document-types";
import { UserDocumentsTable } from "~/components/documents/user-documents-table";
import { useFeatureFlags } from "~/components/page-settings";
import { SmartCaptureLauncher } from "~/components/smart-capture/smart-capture-launcher";
import { getDb } from "~/db.server";
import { requireUser } from "~/services/auth/session.server";
import { loadCaptureOptions, wantsCapture } from "~/services/documents/capture-options.server";
import { listUserDocuments } from "~/services/documents/lists.server";
import { listInsurancePolicies } from "./insurance.server";

/** The insurance section's documents (cards front and back, policy documents), on every plan. */
const INSURANCE_DOCUMENTS = SECTION_DOCUMENTS.insurance.offered;

export const meta: MetaFunction = () => [{ title: "Insurance | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const db = getDb(env);
  const [policies, cards, capture] = await Promise.all([
    listInsurancePolicies(db, signedIn.user.id),
    listUserDocuments(db, signedIn.user.id, INSURANCE_DOCUMENTS),
    wantsCapture(request) ? loadCaptureOptions(db, signedIn) : null,
  ]);
  return { policies, cards, capture };
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{value || "—"}</dd>
    </div>
  );
}

export default function InsurancePolicies() {
  const { policies, cards, capture } = useLoaderData<typeof loader>();
  // Plan search (the add-policy wizard) is the insurance API's; until it ships the card is the first step.
  const flags = useFeatureFlags();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Insurance</h1>
        <AddDocumentMenu types={INSURANCE_DOCUMENTS} here label="+ Add Insurance Card" />
      </div>
      {policies.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold">No Policies Yet</h2>
          <p className="mt-2 text-slate-600">
            Add your first insurance policy to get started with tracking your family&apos;s coverage.
          </p>
          {flags.insuranceApi ? null : (
            <p className="mt-2 text-sm text-slate-700">
              Start with your insurance card: choose <span className="font-medium">+ Add Insurance Card</span>{" "}
              and keep its front and back here.
            </p>
          )}
        </div>
      ) : (
        policies.map((policy) => (
          <Card key={policy.id} title={policy.policyName}>
            <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
              <Detail label="Insurance company" value={policy.carrierName} />
              <Detail label="Plan" value={policy.planName ?? policy.planTypeName} />
              <Detail label="Subscriber ID" value={`•••• ${policy.subscriberIdLast4}`} />
              <Detail label="Category" value={policy.planCategory} />
              <Detail label="In-network deductible" value={policy.inNetworkDeductible} />
              <Detail label="In-network out-of-pocket maximum" value={policy.inNetworkOopMax} />
            </dl>
            {policy.members.length ? (
              <div className="mt-4 flex flex-wrap gap-2">
                {policy.members.map((name) => (
                  <Badge key={name} tone="brand">
                    {name}
                  </Badge>
                ))}
              </div>
            ) : null}
          </Card>
        ))
      )}
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
    </div>
  );
}
