// The devices and API tokens signed in to this account, each with its own Sign out, and
// "Sign out of all devices" (this one included).
import { Form, useNavigation } from "@remix-run/react";
import { Alert } from "../alert";
import { Button } from "../button";
import type { SecurityActionData, SessionView } from "./security-schemas";

export function SessionList({
  sessions,
  actionData,
}: {
  sessions: SessionView[];
  actionData?: SecurityActionData;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent")?.toString().startsWith("sign-out");
  return (
    <section aria-label="Signed-in devices" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-medium text-slate-900">Signed-in devices</h3>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <Button type="submit" variant="secondary" disabled={busy}>
            Sign out of all devices
          </Button>
        </Form>
      </div>
      <p className="text-sm text-slate-500">
        Sessions end by themselves after 30 minutes without use, and 12 hours after signing in.
      </p>
      {actionData?.message ? (
        <Alert tone={actionData.ok ? "success" : "error"}>{actionData.message}</Alert>
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {sessions.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5"
            data-session
          >
            <div>
              <p className="font-medium text-slate-900">
                {s.device}
                {s.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-500">
                Last used {s.lastUsed} · signed in {s.signedIn}
              </p>
            </div>
            {s.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="sign-out-device" />
                <input type="hidden" name="session_id" value={s.id} />
                <Button type="submit" variant="ghost" disabled={busy} aria-label={`Sign out ${s.device}`}>
                  Sign out
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
