// The conversation the widget shows, and its calls through the chat resource route: load the latest
// conversation and this month's questions, ask (a retry re-sends the same request key, so it is
// answered and counted once), show a written answer, delete the conversation.
import { useCallback, useRef, useState } from "react";
import { CHAT_TEXTS, type ChatAnswer } from "#core/assistant/types";
import {
  askChat,
  deleteChat,
  getChat,
  getStoredAnswer,
  RequestFailed,
  type ChatConversation,
} from "../resources";
import type { StoredQuestion } from "./assistant-context";

export type ChatCitation = ChatAnswer["citations"][number];
export type ChatAction = ChatAnswer["actions"][number];

export type ChatTurn =
  | { key: string; role: "user"; text: string }
  | {
      key: string;
      role: "assistant";
      text: string;
      citations: ChatCitation[];
      actions: ChatAction[];
      /** The bill the question was asked about (citations of its lines link to it). */
      billId: string | null;
      /** A written answer to a common question: it offers to ask the same about the bill's numbers. */
      stored: StoredQuestion | null;
    };

/** What the panel shows under the conversation. */
export type ChatStatus =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "sending" }
  | { kind: "quota"; message: string }
  | { kind: "signed-out" }
  | { kind: "failed"; message: string; retry: () => void };

/** Questions left this month; null for Premium (unlimited) or before the first load. */
export interface QuestionsLeft {
  remaining: number;
  limit: number;
}

interface Pending {
  question: string;
  billId: string | null;
  requestKey: string;
}

/** A request key the server keeps per question (uuid-like; crypto.randomUUID needs a secure context). */
function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

let turnCounter = 0;
const turnKey = () => `turn-${++turnCounter}`;

function turnsOf(conversation: ChatConversation): ChatTurn[] {
  return conversation.messages.map((m) =>
    m.role === "user"
      ? { key: m.id, role: "user", text: m.text }
      : {
          key: m.id,
          role: "assistant",
          text: m.text,
          citations: m.citations,
          actions: m.actions,
          billId: conversation.bill_id,
          stored: null,
        },
  );
}

const failureStatus = (error: unknown, retry: () => void): ChatStatus => {
  if (error instanceof RequestFailed && error.status === 401) return { kind: "signed-out" };
  // 422 (an empty or too long question) and 429 (too fast) say what to do; the rest is ours.
  const own = error instanceof RequestFailed && [422, 429].includes(error.status) && error.detail;
  return { kind: "failed", message: own || CHAT_TEXTS.failed, retry };
};

export function useChat() {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [status, setStatus] = useState<ChatStatus>({ kind: "idle" });
  const [loaded, setLoaded] = useState(false);
  const [left, setLeft] = useState<QuestionsLeft | null>(null);
  const conversationId = useRef<string | null>(null);

  // A question asked while the conversation loads waits for it (to continue the same conversation).
  const loading = useRef<Promise<void> | null>(null);
  const load = useCallback(() => {
    const run = async () => {
      setStatus({ kind: "loading" });
      const settle = (next: ChatStatus) => setStatus((now) => (now.kind === "loading" ? next : now));
      try {
        const state = await getChat();
        conversationId.current = state.conversation?.id ?? null;
        // Anything shown while it loaded (a smart-help answer) stays after the stored conversation.
        if (state.conversation) {
          const earlier = turnsOf(state.conversation);
          setTurns((shown) => [...earlier, ...shown]);
        }
        const { questions_used: used, questions_remaining: remaining } = state.usage;
        setLeft(state.premium || remaining === null ? null : { remaining, limit: used + remaining });
        setLoaded(true);
        settle({ kind: "idle" });
      } catch (error) {
        settle(failureStatus(error, () => void load()));
      }
    };
    loading.current = run();
    return loading.current;
  }, []);

  const send = useCallback(async (pending: Pending) => {
    setStatus({ kind: "sending" });
    try {
      await loading.current;
      const answer = await askChat({
        question: pending.question,
        bill_id: pending.billId,
        conversation_id: conversationId.current,
        request_key: pending.requestKey,
      });
      conversationId.current = answer.conversation_id;
      setTurns((shown) => [
        ...shown,
        {
          key: answer.message_id,
          role: "assistant",
          text: answer.answer,
          citations: answer.citations,
          actions: answer.actions,
          billId: pending.billId,
          stored: null,
        },
      ]);
      setLeft((was) =>
        answer.questions_remaining === null || !was
          ? null
          : { ...was, remaining: answer.questions_remaining },
      );
      setStatus({ kind: "idle" });
    } catch (error) {
      if (error instanceof RequestFailed && error.status === 402) {
        setLeft((was) => (was ? { ...was, remaining: 0 } : was));
        setStatus({ kind: "quota", message: error.detail ?? CHAT_TEXTS.quotaReached });
        return;
      }
      setStatus(failureStatus(error, () => void send(pending)));
    }
  }, []);

  /** Asks a question (shown at once as the user's turn); false when there is nothing to ask. */
  const ask = useCallback(
    (question: string, billId: string | null) => {
      const text = question.trim();
      if (!text) return false;
      setTurns((shown) => [...shown, { key: turnKey(), role: "user", text }]);
      void send({ question: text, billId, requestKey: newRequestKey() });
      return true;
    },
    [send],
  );

  const showStored = useCallback(async (stored: StoredQuestion) => {
    setTurns((shown) => [...shown, { key: turnKey(), role: "user", text: stored.question }]);
    const fetchAnswer = async () => {
      setStatus({ kind: "sending" });
      try {
        const written = await getStoredAnswer(stored.key);
        const turn: ChatTurn = {
          key: turnKey(),
          role: "assistant",
          text: written.answer,
          citations: [],
          actions: [],
          billId: stored.billId,
          stored,
        };
        setTurns((shown) => [...shown, turn]);
        setStatus({ kind: "idle" });
      } catch (error) {
        setStatus(failureStatus(error, () => void fetchAnswer()));
      }
    };
    await fetchAnswer();
  }, []);

  /** Deletes the stored conversation (if any) and clears the panel. */
  const remove = useCallback(async () => {
    const id = conversationId.current;
    try {
      if (id) await deleteChat(id);
      conversationId.current = null;
      setTurns([]);
      setStatus({ kind: "idle" });
      return true;
    } catch (error) {
      setStatus(failureStatus(error, () => void remove()));
      return false;
    }
  }, []);

  return { turns, status, loaded, left, load, ask, showStored, remove };
}
