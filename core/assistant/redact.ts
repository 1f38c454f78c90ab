// What never leaves the Worker (issue 16): before a model sees any text, the family's names and the
// member/subscriber ids, claim, account and authorization numbers in the records become stable
// placeholders ([PERSON_1], [MEMBER_ID_1], [CLAIM_1], [ACCOUNT_1]); the model's text is put back
// together with the real values. Provider names stay: they are not about the person.
import type { AssistantRecords } from "./types";

type Kind = "PERSON" | "MEMBER_ID" | "CLAIM" | "ACCOUNT" | "ID";

/** Document fields that identify a person or a claim, by the kind of placeholder they get. */
const FIELD_KINDS: Record<string, Kind> = {
  member_name: "PERSON",
  full_name: "PERSON",
  patient_name: "PERSON",
  subscriber_name: "PERSON",
  member_id: "MEMBER_ID",
  subscriber_id: "MEMBER_ID",
  medicare_number: "MEMBER_ID",
  mbi: "MEMBER_ID",
  group_number: "MEMBER_ID",
  claim_number: "CLAIM",
  account_number: "ACCOUNT",
  authorization_number: "ID",
  license_number: "ID",
};

export interface Redactor {
  redact(text: string): string;
  restore(text: string): string;
  /** Placeholders the text holds that this redactor did not make (a model inventing one). */
  unknownPlaceholders(text: string): string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function createRedactor(records: AssistantRecords): Redactor {
  const entries: { kind: Kind; value: string }[] = [];
  const add = (kind: Kind, value: string | null | undefined) => {
    const v = value?.trim();
    if (!v || v.length < 2 || v.toLowerCase() === "you") return;
    if (!entries.some((e) => e.value.toLowerCase() === v.toLowerCase())) entries.push({ kind, value: v });
  };
  const names = [
    ...records.people,
    ...records.bills.map((b) => b.patientName),
    ...records.policies.flatMap((p) => p.members),
  ];
  for (const bill of records.bills)
    for (const doc of bill.documents)
      for (const [field, value] of Object.entries(doc.fields))
        if (FIELD_KINDS[field] === "PERSON" && typeof value === "string") names.push(value);
  names.forEach((n) => add("PERSON", n));
  // Each part of a name on its own too ("Milo's bill"), after the full names so those match first.
  names.flatMap((n) => n.split(/\s+/)).filter((part) => part.replace(/\W/g, "").length >= 2).forEach((part) => add("PERSON", part.replace(/[^\p{L}'-]/gu, "")));
  for (const bill of records.bills) {
    add("CLAIM", bill.claimNumber);
    add("ACCOUNT", bill.accountNumber);
    bill.eobs.forEach((e) => add("CLAIM", e.claimNumber));
    for (const doc of bill.documents)
      for (const [field, value] of Object.entries(doc.fields)) {
        const kind = FIELD_KINDS[field];
        if (kind && kind !== "PERSON" && (typeof value === "string" || typeof value === "number")) add(kind, String(value));
      }
  }
  const counts: Partial<Record<Kind, number>> = {};
  const placeholders = entries.map((e) => {
    counts[e.kind] = (counts[e.kind] ?? 0) + 1;
    return { ...e, placeholder: `[${e.kind}_${counts[e.kind]}]` };
  });
  // Longest first, so "Milo Whitfield" wins over "Milo"; words match whole, in any case.
  const byLength = [...placeholders].sort((a, b) => b.value.length - a.value.length);
  const patterns = byLength.map((p) => ({ ...p, re: new RegExp(`(?<![\\p{L}\\p{N}])${escape(p.value)}(?![\\p{L}\\p{N}])`, "giu") }));
  const known = new Map(placeholders.map((p) => [p.placeholder, p.value]));
  const PLACEHOLDER = /\[\s*(PERSON|MEMBER_ID|CLAIM|ACCOUNT|ID)[ _](\d+)\s*\]/gi;

  return {
    redact(text) {
      return patterns.reduce((t, p) => t.replace(p.re, p.placeholder), text);
    },
    restore(text) {
      return text.replace(PLACEHOLDER, (match, kind: string, n: string) => known.get(`[${kind.toUpperCase()}_${n}]`) ?? match);
    },
    unknownPlaceholders(text) {
      return [...text.matchAll(PLACEHOLDER)]
        .filter((m) => !known.has(`[${m[1].toUpperCase()}_${m[2]}]`))
        .map((m) => m[0]);
    },
  };
}
