// Bill statuses (001 §4): the four the editor offers, the legacy values older bills carry, and the
// server vocabulary the vault shows. Every write stores one of the four; reads map whatever is there.

export const BILL_STATUSES = ["in_progress", "disputed", "ready_to_pay", "paid"] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  in_progress: "In Progress",
  disputed: "Disputed",
  ready_to_pay: "Ready to Pay",
  paid: "Paid",
};

export const DEFAULT_BILL_STATUS: BillStatus = "in_progress";

/** Legacy values mapped on load: pending, reviewing and closed → in_progress; resolved → ready_to_pay; disputing → disputed. */
export const LEGACY_STATUS_MAP: Readonly<Record<string, BillStatus>> = {
  pending: "in_progress",
  reviewing: "in_progress",
  closed: "in_progress",
  resolved: "ready_to_pay",
  disputing: "disputed",
};

/** Server values as the vault shows them: draft and analyzed → pending, complete → closed; others pass through. */
export const SERVER_TO_VAULT_MAP: Readonly<Record<string, string>> = {
  draft: "pending",
  analyzed: "pending",
  complete: "closed",
};

export function isBillStatus(value: unknown): value is BillStatus {
  return typeof value === "string" && (BILL_STATUSES as readonly string[]).includes(value);
}

/** Every value a client may send as a status: the four, the legacy ones and the server vocabulary. */
export const ACCEPTED_STATUS_VALUES: readonly string[] = [
  ...BILL_STATUSES,
  ...Object.keys(LEGACY_STATUS_MAP),
  ...Object.keys(SERVER_TO_VAULT_MAP),
];

/** The status the vault shows for a stored (server) value; a missing one is the default. */
export function vaultStatus(stored: string | null | undefined): string {
  const value = (stored ?? "").trim().toLowerCase();
  if (!value) return DEFAULT_BILL_STATUS;
  return SERVER_TO_VAULT_MAP[value] ?? value;
}

/** One of the four statuses for any stored, legacy or server value; unknown values are 'in_progress'. */
export function normalizeBillStatus(value: string | null | undefined): BillStatus {
  const vault = vaultStatus(value);
  if (isBillStatus(vault)) return vault;
  return LEGACY_STATUS_MAP[vault] ?? DEFAULT_BILL_STATUS;
}

/** The label a status shows; unknown values show 'In Progress'. */
export function billStatusLabel(value: string | null | undefined): string {
  return BILL_STATUS_LABELS[normalizeBillStatus(value)];
}

/**
 * The stored values that show as a status, for filtering in SQL: a list to match, or, for the
 * default status (which also covers every unknown value), the list of values to exclude.
 */
export function storedValuesFor(status: string): { include: string[] } | { exclude: string[] } {
  const wanted = normalizeBillStatus(status);
  const known = [...ACCEPTED_STATUS_VALUES];
  if (wanted === DEFAULT_BILL_STATUS) {
    return { exclude: known.filter((v) => normalizeBillStatus(v) !== DEFAULT_BILL_STATUS) };
  }
  return { include: known.filter((v) => normalizeBillStatus(v) === wanted) };
}
