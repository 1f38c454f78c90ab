// /dev/mailbox: the dev outbox, newest first, so sign-in links can be followed locally. 404 unless
// APP_ENV is development or test and the browser is on this machine (services/platform/dev-tools.server.ts).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { ApiError } from "~/api/http";
import { requireDevToolsPage } from "~/services/platform/dev-tools.server";
import { listMailbox } from "~/services/email/send.server";
import { formatDateTime } from "#core/format/dates";

export const meta: MetaFunction = () => [
  { title: "Dev mailbox · Fairbill" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireDevToolsPage(context.cloudflare.env, request);
  const to = new URL(request.url).searchParams.get("to")?.trim().slice(0, 254) || undefined;
  try {
    return { to: to ?? "", messages: await listMailbox(context.cloudflare.env, { to, limit: 100 }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** The plain-text body with its links clickable. */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            className="break-all font-medium text-brand-600 underline hover:text-brand-700"
          >
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export default function DevMailbox() {
  const { to, messages } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-widest text-premium">Development only</p>
          <h1 className="text-3xl font-bold tracking-tight">Mailbox</h1>
          <p className="mt-1 text-sm text-slate-500">E-mails the app would have sent, newest first.</p>
        </div>
        <Form method="get" className="flex gap-2">
          <input
            type="email"
            name="to"
            defaultValue={to}
            placeholder="Filter by recipient"
            aria-label="Recipient"
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <button type="submit" className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-medium text-white">
            Filter
          </button>
        </Form>
      </header>

      {messages.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
          No messages yet.
        </p>
      ) : (
        <ol className="mt-8 space-y-6">
          {messages.map((m, i) => (
            <li
              key={`${m.created_at}-${i}`}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <div className="border-b border-slate-100 px-5 py-3">
                <p className="font-semibold text-slate-900">{m.subject}</p>
                <p className="text-sm text-slate-500">
                  To <span className="font-medium text-slate-700">{m.to}</span> ·{" "}
                  <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
                </p>
              </div>
              <pre className="whitespace-pre-wrap px-5 py-4 font-sans text-sm text-slate-700">
                <LinkedText text={m.text} />
              </pre>
              <details className="border-t border-slate-100 px-5 py-3">
                <summary className="cursor-pointer text-sm font-medium text-slate-600">HTML version</summary>
                {/* Sandboxed: a message's HTML can never run script in the app's origin. */}
                <iframe
                  title={`HTML of ${m.subject}`}
                  sandbox=""
                  srcDoc={m.html}
                  className="mt-3 h-96 w-full rounded-lg border border-slate-200"
                />
              </details>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
