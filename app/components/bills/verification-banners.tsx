// The Explainer's e-mail verification pieces (001 §2, §8): the resend offer after a 403, and the
// 'verification sent' banner that hides after 5 seconds.
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Alert } from "../alert";
import { RESEND_VERIFICATION_FETCHER, type ResendReply } from "./replies";

export const VERIFICATION_SENT_BANNER_MS = 5000;

export function ResendVerificationButton({ action }: { action: string }) {
  const fetcher = useFetcher<ResendReply>({ key: RESEND_VERIFICATION_FETCHER });
  return (
    <button
      type="button"
      disabled={fetcher.state !== "idle"}
      onClick={() => fetcher.submit({ intent: "resend-verification" }, { method: "post", action })}
      className="mt-2 font-semibold text-brand-700 underline"
    >
      {fetcher.state !== "idle" ? "Sending..." : "Resend verification email"}
    </button>
  );
}

/** Fixed at the top; shows the resend's outcome, success for 5 seconds. */
export function VerificationSentBanner() {
  const fetcher = useFetcher<ResendReply>({ key: RESEND_VERIFICATION_FETCHER });
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const [hidden, setHidden] = useState<ResendReply | null>(null);
  useEffect(() => {
    if (!reply?.ok) return;
    const timer = setTimeout(() => setHidden(reply), VERIFICATION_SENT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [reply]);
  if (!reply || hidden === reply) return null;
  return (
    <div className="fixed inset-x-0 top-4 z-50 mx-auto max-w-xl px-4">
      <Alert tone={reply.ok ? "success" : "error"} onDismiss={() => setHidden(reply)}>
        {reply.ok ? reply.message : reply.error}
      </Alert>
    </div>
  );
}
