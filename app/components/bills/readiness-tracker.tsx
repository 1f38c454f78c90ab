// The bill editor's readiness tracker (001 §4): what a dispute letter still needs.
import type { ReadinessStep } from "#core/bills/facts";

export function ReadinessTracker({ steps }: { steps: ReadinessStep[] }) {
  const done = steps.filter((s) => s.complete).length;
  return (
    <section aria-label="Readiness" className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p className="mb-2 text-xs font-semibold uppercase text-slate-500">
        Dispute readiness · {done} of {steps.length}
      </p>
      <ol className="flex flex-wrap gap-2">
        {steps.map((step) => (
          <li
            key={step.key}
            data-step={step.key}
            data-complete={step.complete}
            className={`flex items-center gap-1 rounded-full px-3 py-1 text-xs font-medium ${
              step.complete ? "bg-green-100 text-green-800" : "bg-white text-slate-600 ring-1 ring-slate-200"
            }`}
          >
            <span aria-hidden="true">{step.complete ? "✓" : "○"}</span>
            {step.label}
            {step.required ? null : <span className="text-ink-subtle">(optional)</span>}
            <span className="sr-only">{step.complete ? "complete" : "incomplete"}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
