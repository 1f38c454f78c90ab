// The Account page's "AI assistant" card (issue 16): whether an external model may word the
// assistant's answers (off until the user turns it on), and deleting the whole chat history.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { Alert } from "../alert";
import { ConfirmDialog } from "../bills/confirm-dialog";
import { Button } from "../button";
import { Card } from "../card";
import {
  ASSISTANT_SETTINGS_TEXTS as T,
  type AssistantSettingIntent,
  type AssistantSettingReply,
} from "../assistant/settings-texts";

/** The reply, or what a request that never arrived says (the route's clientAction answers without `message`). */
function replyOf(data: unknown, intent: AssistantSettingIntent): AssistantSettingReply | null {
  if (!data || typeof data !== "object") return null;
  const reply = data as Partial<AssistantSettingReply>;
  if (reply.intent !== intent) return null;
  const failed = intent === "delete-chat-history" ? T.deleteFailed : T.saveFailed;
  return { intent, saved: reply.saved === true, message: reply.message ?? failed };
}

function ExternalModelSwitch({ optIn }: { optIn: boolean }) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("external_model");
  const reply = fetcher.state === "idle" ? replyOf(fetcher.data, "assistant-opt-in") : null;
  // While saving the switch shows the new choice; a failed save shows the stored one again.
  const checked = pending ? pending === "on" : optIn;
  return (
    <div className="space-y-2">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id="assistant-opt-in-label" className="text-body font-medium text-ink">
            {T.optInLabel}
          </p>
          <p id="assistant-opt-in-help" className="mt-1 text-body text-ink-muted">
            {T.explanation}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby="assistant-opt-in-label"
          aria-describedby="assistant-opt-in-help"
          disabled={fetcher.state !== "idle"}
          onClick={() =>
            fetcher.submit(
              { intent: "assistant-opt-in", external_model: checked ? "off" : "on" },
              { method: "post" },
            )
          }
          className={`relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${
            checked ? "bg-brand-600" : "bg-slate-400"
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${checked ? "translate-x-5" : "translate-x-0.5"}`}
          />
        </button>
      </div>
      {reply ? <Alert tone={reply.saved ? "success" : "error"}>{reply.message}</Alert> : null}
    </div>
  );
}

function DeleteHistory() {
  const fetcher = useFetcher();
  const [confirming, setConfirming] = useState(false);
  const deleting = fetcher.state !== "idle";
  const reply = fetcher.state === "idle" ? replyOf(fetcher.data, "delete-chat-history") : null;
  return (
    <div className="space-y-2 border-t border-line pt-4">
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={deleting}>
        {deleting ? "Deleting..." : T.deleteHistory}
      </Button>
      {reply ? <Alert tone={reply.saved ? "success" : "error"}>{reply.message}</Alert> : null}
      {confirming ? (
        <ConfirmDialog
          title={T.deleteHistory}
          message={T.confirmDelete}
          confirmLabel={T.deleteHistory}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            fetcher.submit({ intent: "delete-chat-history" }, { method: "post" });
          }}
        />
      ) : null}
    </div>
  );
}

export function AssistantSettingsCard({ optIn }: { optIn: boolean }) {
  return (
    <Card title={T.title}>
      <div className="space-y-4">
        <ExternalModelSwitch optIn={optIn} />
        <DeleteHistory />
      </div>
    </Card>
  );
}
