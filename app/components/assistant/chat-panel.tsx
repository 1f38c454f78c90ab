// The open chat: a panel over the page's bottom right (a full-screen sheet on phones) with the
// conversation, what is happening (answering, failed with Retry, the month's questions used up) and
// the question box. Not modal: the bill stays readable beside it; Escape closes it.
import { useEffect, useRef } from "react";
import { CHAT_QUESTION_MAX, CHAT_TEXTS } from "#core/assistant/types";
import { Alert } from "../alert";
import { Button, ButtonLink } from "../button";
import { CloseButton } from "../dialog";
import { ChatTurnView } from "./chat-turns";
import type { ChatStatus, ChatTurn, QuestionsLeft } from "./use-chat";

export const CHAT_PANEL_ID = "fairbill-chat";
export const QUESTION_BOX_ID = "fairbill-chat-question";
const TITLE_ID = "fairbill-chat-title";
/** Below Tailwind's `sm` the panel is a full-screen sheet. */
const PHONE_SHEET = "(max-width: 639.98px)";

export const CHAT_INTRO =
  "Ask about your bills: what was charged, what your insurance paid, what you owe, how a price compares with Medicare, or what to say when you call.";

export const questionsLeftText = ({ remaining, limit }: QuestionsLeft) =>
  `${remaining} of ${limit} ${limit === 1 ? "question" : "questions"} left this month`;

function StatusLine({ status, onUpgrade }: { status: ChatStatus; onUpgrade: () => void }) {
  if (status.kind === "loading")
    return (
      <p role="status" className="text-body text-ink-subtle">
        Loading your conversation…
      </p>
    );
  if (status.kind === "sending")
    return (
      <p role="status" className="text-body text-ink-subtle">
        Fairbill is answering…
      </p>
    );
  if (status.kind === "failed")
    return (
      <Alert tone="error">
        <p>{status.message}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => {
            status.retry();
            // The button goes away with the failure: the keyboard's place is the question box.
            document.getElementById(QUESTION_BOX_ID)?.focus();
          }}
        >
          Retry
        </Button>
      </Alert>
    );
  if (status.kind === "quota")
    return (
      <Alert tone="warning">
        <p>{status.message}</p>
        <Button size="sm" className="mt-2" onClick={onUpgrade}>
          Upgrade to Premium
        </Button>
      </Alert>
    );
  return null;
}

export function SignInInvite({ path }: { path: string }) {
  return (
    <div className="space-y-3 p-4">
      <p className="text-body text-ink">{CHAT_TEXTS.signedOut}</p>
      <ButtonLink to={`/signin?redirectTo=${encodeURIComponent(path)}`} data-autofocus>
        Sign in
      </ButtonLink>
    </div>
  );
}

export function ChatPanel({
  children,
  onClose,
  onDelete,
  aboutBill,
  compact = false,
}: {
  children: React.ReactNode;
  /** As tall as its content on wide screens (the sign-in invitation), not a full chat. */
  compact?: boolean;
  onClose: () => void;
  /** Offered when there is a conversation to delete. */
  onDelete: (() => void) | null;
  aboutBill: boolean;
}) {
  const panel = useRef<HTMLElement>(null);
  // Opening puts focus in the question box (or on Sign in for a visitor).
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, []);
  return (
    <section
      ref={panel}
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={TITLE_ID}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // On a phone the sheet covers the page: following a link (a cited bill) shows the page.
        const link = (event.target as Element).closest("a[href]");
        if (link && window.matchMedia(PHONE_SHEET).matches) onClose();
      }}
      className={`fixed inset-0 z-40 flex flex-col bg-surface text-ink sm:inset-auto sm:bottom-20 sm:right-4 ${compact ? "sm:h-auto" : "sm:h-[min(36rem,calc(100vh-7rem))]"} sm:w-[26rem] sm:rounded-card sm:border sm:border-line sm:shadow-xl`}
    >
      <header className="border-b border-line px-4 py-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id={TITLE_ID} className="text-section-title">
            Ask Fairbill
          </h2>
          <CloseButton onClick={onClose} label="Close chat" />
        </div>
        <div className="flex min-h-7 flex-wrap items-center justify-between gap-x-3">
          <p className="text-fine text-ink-subtle">
            {aboutBill ? "About the bill you are looking at" : "About your bills and insurance"}
          </p>
          {onDelete ? (
            <Button variant="ghost" size="sm" className="-mr-3" onClick={onDelete}>
              Delete conversation
            </Button>
          ) : null}
        </div>
      </header>
      {children}
    </section>
  );
}

export function Conversation({
  turns,
  status,
  onUpgrade,
  onAsk,
}: {
  turns: ChatTurn[];
  status: ChatStatus;
  onUpgrade: () => void;
  onAsk: (question: string, billId: string | null) => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [turns.length, status.kind]);
  const busy = status.kind === "sending" || status.kind === "loading";
  return (
    <div className="flex-1 space-y-3 overflow-y-auto px-4 py-3">
      {turns.length === 0 && status.kind !== "loading" ? (
        <p className="text-body text-ink-muted">{CHAT_INTRO}</p>
      ) : null}
      <div role="log" aria-live="polite" aria-label="Conversation">
        <ol className="space-y-3">
          {turns.map((turn) => (
            <ChatTurnView
              key={turn.key}
              turn={turn}
              busy={busy}
              onUpgrade={onUpgrade}
              onAskAboutBill={onAsk}
            />
          ))}
        </ol>
      </div>
      <StatusLine status={status} onUpgrade={onUpgrade} />
      <div ref={end} />
    </div>
  );
}

export function QuestionBox({
  draft,
  setDraft,
  onSend,
  busy,
  left,
}: {
  draft: string;
  setDraft: (text: string) => void;
  onSend: () => void;
  busy: boolean;
  /** A free user's questions left this month (none shown for Premium). */
  left: QuestionsLeft | null;
}) {
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={QUESTION_BOX_ID} className="sr-only">
        Your question
      </label>
      <textarea
        id={QUESTION_BOX_ID}
        data-autofocus
        rows={2}
        maxLength={CHAT_QUESTION_MAX}
        value={draft}
        placeholder="Ask about your bills…"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter starts a new line (and Enter while composing text stays the IME's).
          if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onSend();
        }}
        className="min-h-[2.75rem] flex-1 resize-none rounded-control border border-line-strong px-3 py-2 text-body focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <Button type="submit" disabled={busy || !draft.trim()}>
        Send
      </Button>
      {left ? (
        <p className="basis-full text-fine text-ink-subtle" data-testid="questions-left">
          {questionsLeftText(left)}
        </p>
      ) : null}
    </form>
  );
}
