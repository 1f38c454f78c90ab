// A bill's documents as type badges (001 §3, §9): at most 3, then '+N' for the rest, with the
// count for screen readers and the full labels on hover.
import { typeBadges } from "#core/bills/documents";
import { Badge } from "../badge";

const SHORT: Record<string, string> = {
  eob: "EOB",
  medical_bill: "Bill",
  prior_authorization: "Prior Auth",
  medical_record: "Record",
  prescription: "Prescription",
  lab_results: "Lab Results",
  insurance_policy: "Policy",
  others: "Other",
  other: "Other",
};

export const badgeLabelOf = (type: string) =>
  SHORT[type] ?? type.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());

export function DocumentBadges({ count, types }: { count: number; types: readonly string[] }) {
  if (count === 0) return <span className="text-slate-500">—</span>;
  const { shown, more } = typeBadges(types);
  const all = [...new Set(types)].map(badgeLabelOf).join(", ");
  return (
    <span
      className="inline-flex flex-wrap items-center gap-1"
      aria-label={`${count} ${count === 1 ? "document" : "documents"}: ${all}`}
      title={all}
    >
      {shown.map((type) => (
        <Badge key={type} tone="brand">
          {badgeLabelOf(type)}
        </Badge>
      ))}
      {more > 0 ? <Badge>+{more}</Badge> : null}
    </span>
  );
}
