// The subscription page's usage meters (001 §2 "usage"): each limited action against the plan, a
// bar that fills as it is used, and the words of 001 §6 ('X of Y remaining', 'Upload limit reached
// (used/total)'). Storage reads in Bytes/KB/MB/GB like every file size (000 §9).
import type { SubscriptionUsage, UsageLine, UsageLineName } from "#core/subscriptions/schemas";
import { formatFileSize } from "../format";

const LABELS: Record<UsageLineName, string> = {
  bill_upload: "Bill uploads",
  documents: "Documents",
  storage: "Storage",
  ai: "AI questions this month",
  letters: "Dispute letters this month",
};

const LIMIT_WORD: Record<UsageLineName, string> = {
  bill_upload: "Upload",
  documents: "Document",
  storage: "Storage",
  ai: "AI question",
  letters: "Dispute letter",
};

export function meterText(name: UsageLineName, line: UsageLine): string {
  const show = name === "storage" ? formatFileSize : (n: number) => String(n);
  if (line.unlimited || line.limit === null) return `Unlimited (${show(line.current)} used)`;
  if (line.current >= line.limit)
    return `${LIMIT_WORD[name]} limit reached (${show(line.current)}/${show(line.limit)})`;
  return name === "storage"
    ? `${show(line.current)} of ${show(line.limit)} used`
    : `${line.remaining} of ${line.limit} remaining`;
}

export function UsageMeters({ usage }: { usage: SubscriptionUsage["usage"] }) {
  return (
    <ul className="space-y-4">
      {(Object.keys(LABELS) as UsageLineName[]).map((name) => {
        const line = usage[name];
        const full = !line.unlimited && line.limit !== null && line.current >= line.limit;
        const share = line.unlimited || !line.limit ? 0 : Math.min(1, line.current / line.limit);
        return (
          <li key={name} data-usage={name}>
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="text-slate-600">{LABELS[name]}</span>
              <span className={`font-medium ${full ? "text-red-700" : "text-slate-900"}`}>
                {meterText(name, line)}
              </span>
            </div>
            {line.unlimited ? null : (
              // An SVG bar: the page's CSP allows no inline style attributes, presentation attributes are fine.
              <svg
                className="mt-1 h-2 w-full"
                role="meter"
                aria-label={LABELS[name]}
                aria-valuemin={0}
                aria-valuemax={line.limit ?? 0}
                aria-valuenow={Math.min(line.current, line.limit ?? 0)}
              >
                <rect width="100%" height="100%" rx="4" className="fill-slate-100" />
                {share > 0 ? (
                  <rect
                    width={`${Math.max(1, Math.round(share * 100))}%`}
                    height="100%"
                    rx="4"
                    className={full ? "fill-red-600" : "fill-brand-600"}
                  />
                ) : null}
              </svg>
            )}
          </li>
        );
      })}
    </ul>
  );
}
