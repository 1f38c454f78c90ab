import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Card } from "~/components/card";
import { DocumentList } from "~/components/document-list";
import { LockedSection } from "~/components/locked-section";
import { getDb } from "~/db.server";
import { getConfig } from "~/env.server";
import { listDocuments } from "~/services/dashboard.server";
import { requireUser } from "~/services/session.server";
import { inboxEmail } from "~/services/users.server";

export const meta: MetaFunction = () => [{ title: "Email Documents | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user, premium } = await requireUser(request, env);
  const forwardingAddress = inboxEmail(user, getConfig(env).INBOX_DOMAIN);
  if (!premium) return { premium, forwardingAddress, emailed: [], uploaded: [] };
  const db = getDb(env);
  const [emailed, uploaded] = await Promise.all([
    listDocuments(db, user.id, "email"),
    listDocuments(db, user.id, "upload"),
  ]);
  return { premium, forwardingAddress, emailed, uploaded };
}

export default function PendingDocuments() {
  const { premium, forwardingAddress, emailed, uploaded } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Email Documents</h1>
      {premium ? (
        <>
          <p className="text-sm text-slate-600">
            Documents you send to <span className="font-mono">{forwardingAddress}</span> arrive here.
          </p>
          <Card title={`Received by email (${emailed.length})`}>
            <DocumentList documents={emailed} emptyText="No emailed documents yet." />
          </Card>
          <Card title={`Your documents (${uploaded.length})`}>
            <DocumentList documents={uploaded} emptyText="You have not uploaded any documents yet." />
          </Card>
        </>
      ) : (
        <LockedSection
          title="Pending email documents"
          description="Upgrade to Premium to see and classify the documents you email to your Fairbill address."
        />
      )}
    </div>
  );
}
