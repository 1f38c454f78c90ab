// What kind of decision an EOB says it is, from its printed words (ADR 079, 082): a corrected /
// reprocessed claim, or a second plan's decision after the primary paid. Read once with the rest
// of the document (the `claim_type` field), so every reader of the EOB — the bill page, the API,
// the analysis, the assistant — agrees without loading its words again.

export type PrintedEobKind = "corrected" | "secondary";

/** Printed phrases that make an EOB a corrected claim or a secondary payer's decision. */
export const EOB_KIND_PHRASES: Record<PrintedEobKind, RegExp[]> = {
  corrected: [
    /\b(corrected|adjusted|reprocessed|revised|replacement) claim\b/,
    /\bclaim (was |has been )?(corrected|adjusted|reprocessed)\b/,
    /\bthis (eob|explanation of benefits) replaces\b/,
  ],
  secondary: [
    /\bprocessed as (the )?secondary\b/,
    /\bas (the )?secondary (payer|plan|insurer|carrier|coverage)\b/,
    /\bsecondary claim\b/,
    /\b(primary|other) (insurance|carrier|payer|plan) paid\b/,
    /\bpaid by (the |your )?primary (insurance|carrier|payer|plan)\b/,
  ],
};

/** The kind the printed text says (a secondary payer's words first), or null for a first decision. */
export function printedEobKind(text: string): PrintedEobKind | null {
  const words = text.toLowerCase().replace(/\s+/g, " ");
  if (EOB_KIND_PHRASES.secondary.some((re) => re.test(words))) return "secondary";
  if (EOB_KIND_PHRASES.corrected.some((re) => re.test(words))) return "corrected";
  return null;
}
