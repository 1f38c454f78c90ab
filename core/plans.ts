// The one plan table. The pricing modal, the account page and every server-side limit read it,
// so what the UI shows is what the server enforces (docs/decisions/002-plan-limits.md).

/** The words the subscription copy, the API and the workflow share (000 §3 Subscription). */
export const TIERS = ["free", "premium"] as const;
export const SUBSCRIPTION_STATUSES = ["active", "inactive"] as const;
/** free by default; a paid plan is monthly or annual. */
export const SUBSCRIPTION_PLANS = ["free", "monthly", "annual"] as const;
export type Tier = (typeof TIERS)[number];
export type UsageKind = "bill_upload" | "document" | "ai_question" | "dispute_letter" | "bill_analysis";

/** The file types people know (001 §9): free stores PDF, JPG and PNG; premium adds the rest. */
export const FILE_TYPES = ["PDF", "JPG", "PNG", "DOC", "DOCX", "TXT", "GIF", "BMP", "TIFF"] as const;
export type FileType = (typeof FILE_TYPES)[number];

export interface UsageLimit {
  /** null means unlimited. */
  limit: number | null;
  /** 'total' counts for the life of the account; 'month' resets on the first of each calendar month (UTC). */
  period: "total" | "month";
}

export interface Plan {
  tier: Tier;
  name: string;
  priceMonthlyUsd: number;
  priceAnnualUsd: number;
  maxFileBytes: number;
  /** All the user's stored files together (001 §9: 100MB free, 5GB premium). */
  storageBytes: number;
  /** The file types this plan stores; anything else is refused before it is stored. */
  fileTypes: readonly FileType[];
  /** Documents attached to one bill (001 §9: 3 free, 20 premium). */
  documentsPerBill: number;
  patientFilterEntries: number;
  usage: Record<UsageKind, UsageLimit>;
  features: {
    billSummary: boolean;
    familyMembers: boolean;
    advancedAnalytics: boolean;
    pendingEmailDocuments: boolean;
    watermarkFreeLetters: boolean;
  };
  /** The lines the pricing modal prints, derived from the numbers above. */
  highlights: string[];
}

const MB = 1024 * 1024;
const GB = 1024 * MB;
const FREE_FILE_TYPES: readonly FileType[] = ["PDF", "JPG", "PNG"];

const free: Plan = {
  tier: "free",
  name: "Free",
  priceMonthlyUsd: 0,
  priceAnnualUsd: 0,
  maxFileBytes: 5 * MB,
  storageBytes: 100 * MB,
  fileTypes: FREE_FILE_TYPES,
  documentsPerBill: 3,
  patientFilterEntries: 1,
  usage: {
    bill_upload: { limit: 3, period: "total" },
    document: { limit: 3, period: "total" },
    ai_question: { limit: 2, period: "month" },
    dispute_letter: { limit: 1, period: "month" },
    bill_analysis: { limit: 1, period: "month" },
  },
  features: {
    billSummary: false,
    familyMembers: false,
    advancedAnalytics: false,
    pendingEmailDocuments: false,
    watermarkFreeLetters: false,
  },
  highlights: [],
};

const premium: Plan = {
  tier: "premium",
  name: "Premium",
  priceMonthlyUsd: 15,
  priceAnnualUsd: 150,
  maxFileBytes: 50 * MB,
  storageBytes: 5 * GB,
  fileTypes: FILE_TYPES,
  documentsPerBill: 20,
  patientFilterEntries: 10,
  usage: {
    bill_upload: { limit: null, period: "total" },
    document: { limit: null, period: "total" },
    ai_question: { limit: null, period: "month" },
    dispute_letter: { limit: null, period: "month" },
    bill_analysis: { limit: null, period: "month" },
  },
  features: {
    billSummary: true,
    familyMembers: true,
    advancedAnalytics: true,
    pendingEmailDocuments: true,
    watermarkFreeLetters: true,
  },
  highlights: [],
};

/** "100MB", "5GB": the plan's round sizes as the cards print them. */
export function storageLabel(bytes: number): string {
  return bytes >= GB ? `${bytes / GB}GB` : `${Math.round(bytes / MB)}MB`;
}

/** "PDF, JPG and PNG" — a list read aloud. */
export function fileTypeList(types: readonly FileType[]): string {
  return types.length < 2 ? types.join("") : `${types.slice(0, -1).join(", ")} and ${types.at(-1)}`;
}

/** The file types only premium stores (DOC, DOCX, TXT, GIF, BMP, TIFF). */
export const PREMIUM_ONLY_FILE_TYPES: readonly FileType[] = FILE_TYPES.filter(
  (t) => !FREE_FILE_TYPES.includes(t),
);

function fileTypesLine(plan: Plan): string {
  return plan.fileTypes.length === FILE_TYPES.length
    ? `All file types (adds ${fileTypeList(PREMIUM_ONLY_FILE_TYPES)})`
    : `${fileTypeList(plan.fileTypes)} files only`;
}

function describe(plan: Plan): string[] {
  const u = plan.usage;
  const count = (l: UsageLimit, one: string, many: string) =>
    l.limit === null
      ? `Unlimited ${many}`
      : `${l.limit} ${l.limit === 1 ? one : many}${l.period === "month" ? " per month" : ""}`;
  return [
    count(u.bill_upload, "bill upload", "bill uploads"),
    count(u.document, "total document", "total documents"),
    `${plan.maxFileBytes / MB}MB max file size`,
    `${storageLabel(plan.storageBytes)} storage`,
    fileTypesLine(plan),
    plan.tier === "premium" ? "Unlimited AI chat" : count(u.ai_question, "AI question", "AI questions"),
    plan.features.watermarkFreeLetters
      ? "Unlimited dispute letters, without watermark"
      : count(u.dispute_letter, "dispute letter", "dispute letters"),
    plan.features.billSummary ? "Bill summary with error detection" : "No bill summary",
    plan.features.familyMembers ? "Family member management" : "Just you (no family members)",
    plan.features.advancedAnalytics ? "Advanced analytics" : "Basic analytics",
  ];
}

free.highlights = describe(free);
premium.highlights = describe(premium);

export const PLANS: Record<Tier, Plan> = { free, premium };

export interface SubscriptionState {
  tier: Tier;
  status: (typeof SUBSCRIPTION_STATUSES)[number];
}

/** A user is premium only when tier is premium and status is active (spec 000 §4). */
export function isPremium(subscription: SubscriptionState | null | undefined): boolean {
  return subscription?.tier === "premium" && subscription.status === "active";
}

export function planFor(subscription: SubscriptionState | null | undefined): Plan {
  return isPremium(subscription) ? premium : free;
}

/** The counter period a usage kind is recorded under at a given time. */
export function usagePeriod(kind: UsageKind, plan: Plan, now: Date): string {
  return plan.usage[kind].period === "total" ? "total" : now.toISOString().slice(0, 7);
}

export interface UsageCheck {
  kind: UsageKind;
  current: number;
  limit: number | null;
  remaining: number | null;
  unlimited: boolean;
  allowed: boolean;
}

export function checkUsageAgainst(plan: Plan, kind: UsageKind, current: number): UsageCheck {
  const { limit } = plan.usage[kind];
  const unlimited = limit === null;
  const remaining = unlimited ? null : Math.max(0, limit - current);
  return { kind, current, limit, remaining, unlimited, allowed: unlimited || current < limit };
}

/** Whether the plan stores this file type. */
export function acceptsFileType(plan: Plan, type: FileType): boolean {
  return plan.fileTypes.includes(type);
}

export interface StorageCheck {
  kind: "storage";
  /** Bytes stored now. */
  current: number;
  limit: number;
  remaining: number;
  unlimited: false;
  allowed: boolean;
}

/** Whether `adding` more bytes still fit in the plan's storage (a file that exactly fills it fits). */
export function checkStorageAgainst(plan: Plan, current: number, adding = 0): StorageCheck {
  const remaining = Math.max(0, plan.storageBytes - current);
  return {
    kind: "storage",
    current,
    limit: plan.storageBytes,
    remaining,
    unlimited: false,
    allowed: current + adding <= plan.storageBytes,
  };
}

export const CLASSIFICATION_CONFIDENCE_THRESHOLD = 0.7;
export const BADGE_MAX = 99;

export function badgeLabel(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
