// The words a stored value shows as (ADR 033): one mapping per kind of status, each label
// capitalised as the spec writes it. Bill statuses have their own table in core/bills/status.ts
// (billStatusLabel); document types in app/components/document-types.ts. A value nobody mapped is
// shown as capitalised words ("medical_record" → "Medical Record"), never as a raw enum.

/** "medical_record" → "Medical Record"; "in-network" → "In Network". */
export function wordsOf(value: string | null | undefined): string {
  const text = (value ?? "").trim();
  if (!text) return "—";
  return text
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

const VERIFICATION: Record<string, string> = { pending: "Pending", verified: "Verified" };
const TIER: Record<string, string> = { free: "Free", premium: "Premium" };
const SUBSCRIPTION: Record<string, string> = {
  active: "Active",
  inactive: "Inactive",
  canceled: "Cancelled",
  cancelled: "Cancelled",
  past_due: "Past Due",
  trialing: "Trial",
};

const from = (table: Record<string, string>) => (value: string | null | undefined) =>
  table[(value ?? "").trim().toLowerCase()] ?? wordsOf(value);

/** A document's verification status (001 §3: pending, verified). */
export const verificationStatusLabel = from(VERIFICATION);
/** A plan tier (free, premium). */
export const planTierLabel = from(TIER);
/** A subscription's status (000 §3: active, inactive). */
export const subscriptionStatusLabel = from(SUBSCRIPTION);
