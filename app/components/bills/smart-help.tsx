// Smart-help buttons (001 §2): each opens the chat widget with its question and the written answer
// (a stored answer, which costs no AI question); from there one click asks the same question about
// this bill's own numbers. The assistant answers both: nothing is worked out here.
import { SMART_HELP_QUESTIONS } from "#core/bills/smart-help";
import { useAssistant } from "../assistant/assistant-context";
import { useFeatureFlags } from "../page-settings";

export function SmartHelp({ billId }: { billId: string | null }) {
  const assistant = useAssistant();
  const { aiChat } = useFeatureFlags();
  if (!assistant || !aiChat) return null;
  return (
    <div className="space-y-2" role="group" aria-label="Smart help">
      <p className="text-sm font-medium text-slate-700">Ask about this bill</p>
      <div className="flex flex-wrap gap-2">
        {SMART_HELP_QUESTIONS.map((q) => (
          <button
            key={q.id}
            type="button"
            aria-haspopup="dialog"
            onClick={() => assistant.showStoredAnswer({ key: q.id, question: q.question, billId })}
            className="rounded-full border border-brand-600/40 bg-brand-50 px-3 py-1 text-left text-sm text-brand-700 hover:bg-brand-100"
          >
            {q.question}
          </button>
        ))}
      </div>
    </div>
  );
}
