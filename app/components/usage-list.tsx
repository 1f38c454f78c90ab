// Usage against plan limits: 'X of Y remaining', or 'Upload limit reached (used/total)' (spec 001 §6).
import type { UsageCheck, UsageKind } from "#core/plans";

const LABELS: Record<UsageKind, string> = {
  bill_upload: "Bill uploads",
  document: "Documents",
  ai_question: "AI questions this month",
  dispute_letter: "Dispute letters this month",
  bill_analysis: "Bill analyses this month",
};

export function usageText(usage: UsageCheck): string {
  if (usage.unlimited) return "Unlimited";
  if (!usage.allowed) {
    const what = usage.kind === "bill_upload" ? "Upload" : LABELS[usage.kind].replace(/ this month$/, "");
    return `${what} limit reached (${usage.current}/${usage.limit})`;
  }
  return `${usage.remaining} of ${usage.limit} remaining`;
}

export function UsageList({ usage }: { usage: UsageCheck[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {usage.map((u) => (
        <div key={u.kind} className="flex items-center justify-between py-2 text-sm" data-usage={u.kind}>
          <dt className="text-slate-600">{LABELS[u.kind]}</dt>
          <dd className={`font-medium ${u.allowed ? "text-slate-900" : "text-red-700"}`}>{usageText(u)}</dd>
        </div>
      ))}
    </dl>
  );
}
