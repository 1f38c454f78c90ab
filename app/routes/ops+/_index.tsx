// /ops: operators list workflows by type, status and search attributes (UserId, DocumentId, BillId).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ApiError } from "~/api/http";
import { Alert } from "~/components/alert";
import { buttonClass } from "~/components/button";
import { Card } from "~/components/card";
import { OperatorsOnlyBoundary } from "~/components/operators-only-boundary";
import { SEARCH_ATTRIBUTE_NAMES, WORKFLOW_STATUSES, WORKFLOW_TYPES } from "#workflows/names";
import {
  listWorkflows,
  OpsFilterSchema,
  recordOperatorAccess,
  requireOperator,
  visibilityQuery,
  type WorkflowSummary,
} from "./ops.server";
import { formatDateTime } from "#core/format/dates";

export const meta: MetaFunction = () => [{ title: "Operations | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const operator = await requireOperator(request, env);
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = OpsFilterSchema.safeParse(raw);
  const filter = parsed.success ? parsed.data : {};
  const values = { type: "", status: "", UserId: "", DocumentId: "", BillId: "", ...raw };
  // Recorded before anything is read: the filter says whose workflows were looked for.
  await recordOperatorAccess(env, operator, "ops.viewed", {
    view: "workflows",
    query: parsed.success ? visibilityQuery(filter) : null,
  });
  if (!parsed.success) {
    return {
      values,
      workflows: [],
      nextPageToken: null,
      error: parsed.error.issues[0]?.message ?? "Invalid filter",
    };
  }
  try {
    const { workflows, nextPageToken } = await listWorkflows(env, filter);
    return { values, workflows, nextPageToken, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { values, workflows: [] as WorkflowSummary[], nextPageToken: null, error: String(error.detail) };
  }
}

const field = "mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";

export default function Operations() {
  const { values, workflows, nextPageToken, error } = useLoaderData<typeof loader>();
  const nextPage = nextPageToken
    ? `?${new URLSearchParams({ ...values, page: nextPageToken } as Record<string, string>)}`
    : null;
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-6">
      <h1 className="text-2xl font-semibold">Workflows</h1>
      <Card title="Filter">
        <Form method="get" className="grid grid-cols-2 gap-4 md:grid-cols-6">
          <label className="text-sm">
            Type
            <select name="type" defaultValue={values.type} className={field}>
              <option value="">Any</option>
              {WORKFLOW_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            Status
            <select name="status" defaultValue={values.status} className={field}>
              <option value="">Any</option>
              {WORKFLOW_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          {SEARCH_ATTRIBUTE_NAMES.map((name) => (
            <label key={name} className="text-sm">
              {name}
              <input name={name} defaultValue={values[name]} maxLength={100} className={field} />
            </label>
          ))}
          <div className="flex items-end">
            <button type="submit" className={buttonClass("primary", "w-full")}>
              Search
            </button>
          </div>
        </Form>
      </Card>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Card>
        {workflows.length === 0 ? (
          <p className="text-sm text-slate-500">No workflows found</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                <th className="py-2">Workflow</th>
                <th>Type</th>
                <th>Status</th>
                <th>Started</th>
                <th>Closed</th>
                <th>Search attributes</th>
              </tr>
            </thead>
            <tbody>
              {workflows.map((w) => (
                <tr key={`${w.workflowId}/${w.runId}`} className="border-t border-slate-100">
                  <td className="py-2 font-mono">
                    <Link
                      to={`/ops/workflows/${encodeURIComponent(w.workflowId)}?runId=${w.runId}`}
                      className="text-brand-700 hover:underline"
                    >
                      {w.workflowId}
                    </Link>
                  </td>
                  <td>{w.type}</td>
                  <td>{w.status}</td>
                  <td>{formatDateTime(w.startTime)}</td>
                  <td>{w.closeTime ? formatDateTime(w.closeTime) : "—"}</td>
                  <td className="font-mono text-xs">
                    {Object.entries(w.searchAttributes)
                      .filter(([k]) => (SEARCH_ATTRIBUTE_NAMES as readonly string[]).includes(k))
                      .map(([k, v]) => `${k}=${v.join(",")}`)
                      .join(" ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {nextPage ? (
          <Link to={nextPage} className="mt-4 inline-block text-sm text-brand-700 hover:underline">
            Next page →
          </Link>
        ) : null}
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <OperatorsOnlyBoundary />;
}
