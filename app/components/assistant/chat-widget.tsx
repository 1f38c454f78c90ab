// The chat widget (issue 16, 001 §2): a button at the bottom right on every page but sign-in,
// verify-email, debug and the root, behind the AI-chat flag. Signed-in users ask about their own
// bills (about the bill on screen, if any); signed-out visitors are invited to sign in instead.
import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "../bills/confirm-dialog";
import { useUpgradeModal } from "../upgrade-modal";
import { useAssistant } from "./assistant-context";
import {
  CHAT_PANEL_ID,
  ChatPanel,
  Conversation,
  QUESTION_BOX_ID,
  QuestionBox,
  SignInInvite,
} from "./chat-panel";
import { billOfPage, showsAssistant } from "./placement";
import { useChat } from "./use-chat";

export const ASSISTANT_UPGRADE_REASON =
  "Premium adds unlimited AI chat and the line-by-line error check of your bills.";

/** `aiChat`: the host's AI-chat flag; `signedIn`: someone is signed in (both from the root loader). */
export function ChatWidget({ aiChat, signedIn }: { aiChat: boolean; signedIn: boolean }) {
  const { pathname } = useLocation();
  if (!aiChat || !showsAssistant(pathname)) return null;
  return <ChatLauncher key={signedIn ? "signed-in" : "signed-out"} signedIn={signedIn} />;
}

function ChatLauncher({ signedIn }: { signedIn: boolean }) {
  const assistant = useAssistant();
  const open = assistant?.open ?? false;
  const setOpen = assistant?.setOpen;
  const location = useLocation();
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // Focus goes back to what opened the chat (a smart-help button), else to the launcher, once the
  // panel is gone (the launcher is hidden under a phone's sheet until then).
  const openedFrom = assistant?.openedFrom;
  useEffect(() => {
    if (wasOpen.current && !open) {
      const trigger = openedFrom?.();
      const back = trigger?.isConnected && trigger.getClientRects().length ? trigger : launcher.current;
      back?.focus();
    }
    wasOpen.current = open;
  }, [open, openedFrom]);
  const close = useCallback(() => setOpen?.(false), [setOpen]);
  return (
    <>
      {open ? (
        signedIn ? (
          <SignedInChat onClose={close} />
        ) : (
          <ChatPanel onClose={close} onDelete={null} aboutBill={false} compact>
            <SignInInvite path={`${location.pathname}${location.search}`} />
          </ChatPanel>
        )
      ) : null}
      <button
        ref={launcher}
        type="button"
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        onClick={() => setOpen?.(!open)}
        className={`${open ? "hidden sm:inline-flex" : "inline-flex"} fixed bottom-4 right-4 z-40 items-center gap-2 rounded-full bg-brand-600 px-4 py-3 text-body font-semibold text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-current">
          <path d="M3 4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H8l-4 4v-4H5a2 2 0 0 1-2-2V4z" />
        </svg>
        Ask Fairbill
      </button>
      {/* Room below the page's last line, so the button never covers it. */}
      <div aria-hidden="true" className="h-20" />
    </>
  );
}

function SignedInChat({ onClose }: { onClose: () => void }) {
  const assistant = useAssistant();
  const location = useLocation();
  const billId = assistant?.pageBillId ?? billOfPage(location.pathname, location.search);
  const chat = useChat();
  const { openUpgrade, upgradeModal } = useUpgradeModal();
  const [draft, setDraft] = useState("");
  const [confirming, setConfirming] = useState(false);
  // Typing and sending work while the conversation loads: the question waits for it.
  const busy = chat.status.kind === "sending";
  const { load, showStored, status } = chat;

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load();
  }, [load]);

  // A smart-help button asked for a written answer (each click once).
  const storedRequest = assistant?.storedRequest ?? null;
  const shownNonce = useRef(0);
  useEffect(() => {
    if (!storedRequest || storedRequest.nonce === shownNonce.current) return;
    shownNonce.current = storedRequest.nonce;
    void showStored(storedRequest);
  }, [storedRequest, showStored]);

  // The month's questions are used up: the upgrade modal says so at once.
  const quotaMessage = status.kind === "quota" ? status.message : null;
  useEffect(() => {
    if (quotaMessage) openUpgrade(quotaMessage);
  }, [quotaMessage, openUpgrade]);

  const send = () => {
    if (busy) return;
    if (chat.ask(draft, billId)) setDraft("");
  };
  if (status.kind === "signed-out")
    return (
      <ChatPanel onClose={onClose} onDelete={null} aboutBill={false} compact>
        <SignInInvite path={`${location.pathname}${location.search}`} />
      </ChatPanel>
    );
  return (
    <ChatPanel
      onClose={onClose}
      onDelete={chat.turns.length ? () => setConfirming(true) : null}
      aboutBill={billId !== null}
    >
      <Conversation
        turns={chat.turns}
        status={status}
        onUpgrade={() => openUpgrade(quotaMessage ?? ASSISTANT_UPGRADE_REASON)}
        onAsk={(question, bill) => {
          if (busy) return;
          chat.ask(question, bill);
          // The button is busy until the answer comes: the question box keeps the keyboard's place.
          document.getElementById(QUESTION_BOX_ID)?.focus();
        }}
      />
      <QuestionBox draft={draft} setDraft={setDraft} onSend={send} busy={busy} left={chat.left} />
      {confirming ? (
        <ConfirmDialog
          title="Delete conversation"
          message="Delete this conversation with Fairbill? This cannot be undone."
          confirmLabel="Delete conversation"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void chat.remove();
          }}
        />
      ) : null}
      {upgradeModal}
    </ChatPanel>
  );
}
