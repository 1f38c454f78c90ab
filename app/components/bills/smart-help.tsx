// Smart-help buttons (001 §2): each opens the help chat with its question prefilled and answered
// from the selected bill's numbers (core/bills/smart-help.ts); the other questions stay one click away.
import { useState } from "react";
import {
  answerSmartHelp,
  SMART_HELP_QUESTIONS,
  type SmartHelpBill,
  type SmartHelpQuestionId,
} from "#core/bills/smart-help";
import { Modal } from "../modal";

interface Turn {
  id: SmartHelpQuestionId;
  question: string;
  answer: string[];
}

export function SmartHelp({ bill }: { bill: SmartHelpBill }) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const ask = (id: SmartHelpQuestionId) => {
    const question = SMART_HELP_QUESTIONS.find((q) => q.id === id)?.question ?? "";
    setTurns((previous) => [...previous, { id, question, answer: answerSmartHelp(id, bill) }]);
  };
  const asked = new Set(turns.map((t) => t.id));
  const questionButtons = (only: "all" | "unasked") =>
    SMART_HELP_QUESTIONS.filter((q) => only === "all" || !asked.has(q.id)).map((q) => (
      <button
        key={q.id}
        type="button"
        onClick={() => ask(q.id)}
        className="rounded-full border border-brand-600/40 bg-brand-50 px-3 py-1 text-left text-sm text-brand-700 hover:bg-brand-100"
      >
        {q.question}
      </button>
    ));
  return (
    <div className="space-y-2" aria-label="Smart help">
      <p className="text-sm font-medium text-slate-700">Ask about this bill</p>
      <div className="flex flex-wrap gap-2">{questionButtons("all")}</div>
      <Modal title="Bill help" open={turns.length > 0} onClose={() => setTurns([])}>
        <ol className="max-h-[60vh] space-y-3 overflow-y-auto text-sm" aria-label="Conversation">
          {turns.map((turn, index) => (
            <li key={`${turn.id}-${index}`} className="space-y-2">
              <p className="ml-8 rounded-lg bg-brand-600 px-3 py-2 text-white" data-testid="help-question">
                {turn.question}
              </p>
              <div className="mr-8 space-y-2 rounded-lg bg-slate-100 px-3 py-2" data-testid="help-answer">
                {turn.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-4 flex flex-wrap gap-2">{questionButtons("unasked")}</div>
      </Modal>
    </div>
  );
}
