// The words of the bill page's "What your plan decided" table (issue 17, ADR 079): the bill line by
// line against the EOBs attached to it.
import { formatDate } from "../format/dates";
import type { EobKind } from "./eob-decisions";
import type { ReconciliationEob } from "./reconciliation";

const KIND: Record<EobKind, string> = {
  original: "EOB",
  corrected: "Corrected claim",
  secondary: "Second plan",
};

export const PLAN_DECISION_MESSAGES = {
  title: "What your plan decided",
  intro:
    "Line by line, what your insurer's explanation of benefits (EOB) says about this bill. When an EOB is corrected or a second plan pays, the newest decision counts.",
  noEob:
    "No EOB is attached to this bill yet. When your insurer's explanation of benefits arrives, attach it under Documents and each line will show what your plan allowed, what it paid and what is left for you.",
  unreadEob:
    "An EOB is attached, but no service lines could be read from it yet. Check it in Smart Capture to see what your plan decided line by line.",
  columns: { service: "Service", billed: "Billed", allowed: "Allowed", paid: "Plan paid", owed: "You owe" },
  totals: "Totals",
  notOnEob: "Not on any EOB yet",
  denied: "Denied",
  notStated: "Not stated",
  history: (n: number) => `Earlier decisions (${n})`,
  unmatchedTitle: "On an EOB but not on this bill",
  unmatchedHelp: "These services appear on an EOB but match no line of the bill by code and date.",
  notCounted: (title: string) =>
    `${title} is attached but not counted yet: check it in Smart Capture so it counts.`,
  kind: (kind: EobKind) => KIND[kind],
  /** "Meridian Health Plan — corrected claim, processed Apr 29, 2025". */
  eob: (eob: Pick<ReconciliationEob, "title" | "kind" | "decided_on" | "dated_by">) =>
    `${eob.title} — ${eob.kind === "original" ? "" : `${KIND[eob.kind].toLowerCase()}, `}${eob.dated_by === "processed_date" ? "processed" : "received"} ${formatDate(eob.decided_on)}`,
  alsoPaid: (title: string) => `Plan paid includes ${title} as the second plan.`,
  line: (code: string, date: string | null) => (date ? `${code} on ${formatDate(date)}` : code),
};
