// One turn of the conversation: the user's question on the right, the answer on the left with its
// citations as small chips (a bill, line or finding links to the bill) and its hand-off actions.
import { Link } from "@remix-run/react";
import { buttonClass } from "../button";
import type { ChatAction, ChatCitation, ChatTurn } from "./use-chat";

/** Where the vault shows one bill (its detail panel). */
export const billHref = (billId: string) => `/bills?bill=${encodeURIComponent(billId)}`;

/** Only the app's own pages: an answer never sends anyone off-site. */
const inApp = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** The bill a citation belongs to: its own id, or the bill the answer is about. */
function citedBill(citation: ChatCitation, turn: Extract<ChatTurn, { role: "assistant" }>): string | null {
  if (citation.type === "bill") return citation.id;
  if (citation.type !== "line_item" && citation.type !== "finding") return null;
  return (
    turn.citations.find((c) => c.type === "bill")?.id ??
    turn.actions.find((a) => a.bill_id)?.bill_id ??
    turn.billId
  );
}

const CHIP = "inline-flex max-w-full items-center rounded-full border px-2 py-0.5 text-fine";

function CitationChip({ citation, billId }: { citation: ChatCitation; billId: string | null }) {
  if (billId)
    return (
      <Link
        to={billHref(billId)}
        className={`${CHIP} border-brand-600/40 bg-brand-50 text-brand-700 hover:bg-brand-100`}
      >
        <span className="truncate">{citation.label}</span>
      </Link>
    );
  if (citation.type === "policy")
    return (
      <Link
        to="/insurance"
        className={`${CHIP} border-brand-600/40 bg-brand-50 text-brand-700 hover:bg-brand-100`}
      >
        <span className="truncate">{citation.label}</span>
      </Link>
    );
  return (
    <span className={`${CHIP} border-line-strong bg-surface text-ink-muted`}>
      <span className="truncate">{citation.label}</span>
    </span>
  );
}

function ActionButton({ action, onUpgrade }: { action: ChatAction; onUpgrade: () => void }) {
  if (action.kind === "upgrade" || !inApp(action.href))
    return action.kind === "upgrade" ? (
      <button type="button" className={buttonClass("primary", "", "sm")} onClick={onUpgrade}>
        {action.label}
      </button>
    ) : null;
  return (
    <Link to={action.href} className={buttonClass("secondary", "", "sm")}>
      {action.label}
    </Link>
  );
}

export function ChatTurnView({
  turn,
  onUpgrade,
  onAskAboutBill,
  busy,
}: {
  turn: ChatTurn;
  onUpgrade: () => void;
  /** Asks a written answer's question about the bill's own numbers (a real question). */
  onAskAboutBill: (question: string, billId: string) => void;
  busy: boolean;
}) {
  if (turn.role === "user")
    return (
      <li className="flex justify-end">
        <p
          className="max-w-[85%] whitespace-pre-wrap break-words rounded-card rounded-br-none bg-brand-600 px-3 py-2 text-body text-white"
          data-testid="chat-question"
        >
          <span className="sr-only">You asked: </span>
          {turn.text}
        </p>
      </li>
    );
  const stored = turn.stored;
  return (
    <li className="flex justify-start">
      <div
        className="max-w-[90%] space-y-2 rounded-card rounded-bl-none bg-surface-muted px-3 py-2 text-body text-ink ring-1 ring-line"
        data-testid="chat-answer"
      >
        <span className="sr-only">Fairbill answered: </span>
        {turn.text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-wrap break-words">
            {paragraph}
          </p>
        ))}
        {turn.citations.length ? (
          <ul className="flex flex-wrap gap-1" aria-label="Sources" data-testid="chat-citations">
            {turn.citations.map((citation) => (
              <li key={`${citation.type}:${citation.id}`} className="max-w-full">
                <CitationChip citation={citation} billId={citedBill(citation, turn)} />
              </li>
            ))}
          </ul>
        ) : null}
        {turn.actions.length ? (
          <div className="flex flex-wrap gap-2 pt-1">
            {turn.actions.map((action) => (
              <ActionButton key={`${action.kind}:${action.href}`} action={action} onUpgrade={onUpgrade} />
            ))}
          </div>
        ) : null}
        {stored ? (
          <div className="border-t border-line pt-2">
            <p className="text-fine text-ink-subtle">A general answer; it used none of your questions.</p>
            {stored.billId ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => onAskAboutBill(stored.question, stored.billId ?? "")}
                className={buttonClass("ghost", "mt-1 -ml-2", "sm")}
              >
                Ask about this bill&apos;s numbers
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
