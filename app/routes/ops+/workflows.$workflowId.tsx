// /ops/workflows/{id}: one workflow run's history as a readable timeline. Payloads appear as their
// shape and size only (decoded by the gateway's codec): they carry health data.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ApiError } from "~/api/http";
import { Alert } from "~/components/alert";
import { Card } from "~/components/card";
import { OperatorsOnlyBoundary } from "~/components/operators-only-boundary";
import { SubscriptionStateCard } from "~/components/ops/subscription-state-card";
import {
  getSubscriptionState,
  getWorkflowHistory,
  recordOperatorAccess,
  requireOperator,
  temporalUiLink,
  type WorkflowHistory,
} from "./ops.server";
import { formatDateTime } from "#core/format/dates";

export const meta: MetaFunction = () => [{ title: "Workflow | Fairbill" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const operator = await requireOperator(request, env);
  const workflowId = params.workflowId ?? "";
  const runId = new URL(request.url).searchParams.get("runId");
  await recordOperatorAccess(env, operator, "ops.viewed", {
    view: "workflow",
    workflowId: workflowId.slice(0, 200),
    runId: runId?.slice(0, 36) ?? null,
  });
  try {
    const history: WorkflowHistory = await getWorkflowHistory(env, workflowId, runId);
    // The subscription workflow also answers a query with its state (the latest run's).
    const subscription = history.type === "subscription" ? await getSubscriptionState(env, workflowId) : null;
    const uiLink = temporalUiLink(env, workflowId, history.runId);
    return { workflowId, history, uiLink, subscription, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { workflowId, history: null, uiLink: null, subscription: null, error: String(error.detail) };
  }
}

const utc = (iso: string) => formatDateTime(iso);

export default function WorkflowTimeline() {
  const { workflowId, history, uiLink, subscription, error } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-6">
      <Link to="/ops" className="text-sm font-medium text-brand-700 hover:underline">
        ← All workflows
      </Link>
      <h1 className="font-mono text-xl font-semibold">{workflowId}</h1>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {history ? (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm md:grid-cols-4">
            <div>
              <dt className="text-slate-500">Type</dt>
              <dd>{history.type}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Status</dt>
              <dd>{history.status}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Run</dt>
              <dd className="font-mono text-xs">{history.runId}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Temporal UI</dt>
              <dd>
                <a
                  href={uiLink ?? "#"}
                  target="_blank"
                  rel="noreferrer"
                  className="text-brand-700 hover:underline"
                >
                  Open in Temporal UI
                </a>
              </dd>
            </div>
          </dl>
          {subscription ? <SubscriptionStateCard state={subscription.state} /> : null}
          <Card title="Timeline">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-500">
                <tr>
                  <th className="py-2">#</th>
                  <th>Event</th>
                  <th>Time</th>
                  <th>Activity</th>
                  <th>Attempt</th>
                  <th>Failure</th>
                  <th>Data</th>
                </tr>
              </thead>
              <tbody>
                {history.events.map((e) => (
                  <tr key={e.eventId} className="border-t border-slate-100 align-top">
                    <td className="py-1.5 text-slate-500">{e.eventId}</td>
                    <td>{e.eventType}</td>
                    <td className="whitespace-nowrap">{utc(e.time)}</td>
                    <td>{e.activityType ?? ""}</td>
                    <td>{e.attempt ?? ""}</td>
                    <td className="text-red-700">{e.failure ?? ""}</td>
                    <td className="font-mono text-xs text-slate-600">
                      {(e.data ?? []).map((d) => (
                        <div key={d.path} title={d.encrypted ? "stored encrypted" : "stored unencrypted"}>
                          {`${d.path}: ${d.shape} · ${d.bytes} B${d.encrypted ? "" : " (unencrypted)"}`}
                        </div>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <OperatorsOnlyBoundary notFound="Workflow not found" />;
}
