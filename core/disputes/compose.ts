// A dispute letter composed from its facts (issue 14, decision 047): a structure the renderer draws
// (workflows/activities/letters/) and `letterText` turns into the plain text the API answers as
// letter_content. Runtime-neutral, no I/O. Every figure, code and name comes from LetterFacts.
import { formatDate } from "../format/dates";
import { formatUsd } from "../format/money";
import type { LetterEnclosure, LetterFacts } from "./facts";
import { findingText, kindParagraphs } from "./letter-paragraphs";
import type { LetterKind } from "./types";

export type LetterParagraph =
  | { kind: "text"; text: string }
  /** The user's own words, as given. */
  | { kind: "quote"; text: string }
  | { kind: "numbered"; number: number; title: string; text: string };

export interface LetterSection {
  heading: string | null;
  paragraphs: LetterParagraph[];
}

export interface ReferenceRow {
  label: string;
  value: string;
}

export interface ComposedLetter {
  /** ASCII, the provider's name and a date only: shown in the documents list. */
  filename: string;
  /** The PDF's metadata title (never the patient's name). */
  title: string;
  date: string;
  sender: string[];
  recipient: string[];
  /** The product knows no postal address for the recipient: the PDF leaves room to write it. */
  recipientAddressMissing: boolean;
  subject: string;
  reference: ReferenceRow[];
  salutation: string;
  sections: LetterSection[];
  closing: string;
  signature: { name: string; email: string | null };
  /** "Explanation of Benefits — eob.pdf", in the order they are appended. */
  enclosures: string[];
}

export const LETTER_TITLE = "Dispute letter";

const SUBJECTS: Record<LetterKind, string> = {
  billing_error_dispute: "Dispute of charges",
  itemized_bill_request: "Request for an itemized bill",
  insurance_appeal: "Request for an internal appeal of a denied claim",
  financial_assistance: "Request for financial assistance",
  preventive_no_cost_sharing: "Preventive care billed with cost sharing",
};

export const ENCLOSURE_LABELS: Record<LetterEnclosure["document_type"], string> = {
  eob: "Explanation of Benefits",
  prior_authorization: "Prior authorization",
};

export interface ComposeOptions {
  /** Enclosures (by document id) whose pages could not be made: listed as not attached. */
  notAttached?: ReadonlySet<string>;
}

/** "dispute-letter-lakeside-medical-center-2026-03-02.pdf": ASCII, no patient, no codes. */
export function letterFilename(facts: LetterFacts): string {
  const slug = facts.provider.name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/, "");
  const date = facts.bill.service_date ?? facts.date;
  return `dispute-letter-${slug || "provider"}-${date}.pdf`;
}

function servicesDates(facts: LetterFacts): ReferenceRow | null {
  const dates = [...new Set([facts.bill.service_date, ...facts.lines.map((l) => l.service_date)])]
    .filter((d): d is string => Boolean(d))
    .sort();
  if (dates.length === 0) return null;
  if (dates.length === 1) return { label: "Date of service", value: formatDate(dates[0]) };
  const value =
    dates.length <= 3
      ? dates.map((d) => formatDate(d)).join("; ")
      : `${formatDate(dates[0])} to ${formatDate(dates[dates.length - 1])}`;
  return { label: "Dates of service", value };
}

function reference(facts: LetterFacts, main: LetterKind): ReferenceRow[] {
  const { bill, insurer } = facts;
  const rows: (ReferenceRow | null)[] = [
    { label: "Patient", value: facts.patient.name },
    facts.patient.date_of_birth
      ? { label: "Date of birth", value: formatDate(facts.patient.date_of_birth) }
      : null,
    {
      label: "Provider",
      value: facts.provider.npi ? `${facts.provider.name} (NPI ${facts.provider.npi})` : facts.provider.name,
    },
    insurer ? { label: "Health plan", value: insurer.name } : null,
    bill.account_number ? { label: "Account number", value: bill.account_number } : null,
    bill.claim_number ? { label: "Claim number", value: bill.claim_number } : null,
    insurer?.claim_number && insurer.claim_number !== bill.claim_number
      ? {
          label: bill.claim_number ? "Health plan's claim number" : "Claim number",
          value: insurer.claim_number,
        }
      : null,
    servicesDates(facts),
    { label: "Total billed", value: formatUsd(bill.total_billed) },
    main === "insurance_appeal" && bill.patient_responsibility !== null
      ? { label: "Patient responsibility (EOB)", value: formatUsd(bill.patient_responsibility) }
      : null,
    bill.amount_due !== null ? { label: "Amount due", value: formatUsd(bill.amount_due) } : null,
  ];
  return rows.filter((row): row is ReferenceRow => row !== null);
}

/** The user's words as given: one quoted paragraph per paragraph they wrote. */
function statementParagraphs(statement: string): LetterParagraph[] {
  const paragraphs = statement
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.map((text, i) => ({
    kind: "quote",
    text: `${i === 0 ? "“" : ""}${text}${i === paragraphs.length - 1 ? "”" : ""}`,
  }));
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function requests(facts: LetterFacts, toInsurer: boolean): LetterParagraph[] {
  const by = formatDate(addDays(facts.date, facts.response_days));
  const out = [
    `Please respond in writing within ${facts.response_days} days of the date of this letter (by ${by}).`,
    toInsurer
      ? "Please tell me in writing of your decision on this appeal and of any further information you need to decide it."
      : "While this dispute is under review, please place the account on hold and do not send it to collections or report it to a credit bureau.",
    facts.sender.email
      ? `You can reach me at ${facts.sender.email}. Thank you for your help.`
      : "Thank you for your help.",
  ];
  return out.map((text) => ({ kind: "text", text }));
}

function enclosureList(facts: LetterFacts, notAttached: ReadonlySet<string>): string[] {
  return facts.enclosures.map((enclosure) => {
    const name = `${ENCLOSURE_LABELS[enclosure.document_type]} — ${enclosure.filename}`;
    return notAttached.has(enclosure.document_id) ? `${name} (could not be attached)` : name;
  });
}

export function composeLetter(facts: LetterFacts, options: ComposeOptions = {}): ComposedLetter {
  const main = facts.kinds[0];
  const toInsurer = main === "insurance_appeal";
  const sections: LetterSection[] = [
    { heading: null, paragraphs: kindParagraphs(facts).map((text) => ({ kind: "text", text })) },
  ];
  if (facts.findings.length) {
    sections.push({
      heading: facts.findings.length === 1 ? "The charge in question" : "The charges in question",
      paragraphs: facts.findings.map((finding, i) => ({
        kind: "numbered",
        number: i + 1,
        title: finding.title,
        text: findingText(facts, finding),
      })),
    });
  }
  const statement = statementParagraphs(facts.personal_statement);
  if (statement.length) sections.push({ heading: "In my own words", paragraphs: statement });
  sections.push({ heading: null, paragraphs: requests(facts, toInsurer) });
  return {
    filename: letterFilename(facts),
    title: LETTER_TITLE,
    date: formatDate(facts.date),
    sender: [facts.sender.name, ...facts.sender.address, ...(facts.sender.email ? [facts.sender.email] : [])],
    recipient: [
      facts.recipient.name,
      toInsurer ? "Attn: Appeals Department" : "Attn: Billing Department",
      ...facts.recipient.address,
    ],
    recipientAddressMissing: facts.recipient.address.length === 0,
    subject: SUBJECTS[main],
    reference: reference(facts, main),
    salutation: toInsurer ? "Dear Appeals Department:" : "Dear Billing Department:",
    sections,
    closing: "Sincerely,",
    signature: { name: facts.sender.name, email: facts.sender.email },
    enclosures: enclosureList(facts, options.notAttached ?? new Set()),
  };
}

/** The letter as plain text: the API's letter_content (and what the PDF says, line for line). */
export function letterText(letter: ComposedLetter): string {
  const out: string[] = [letter.date, "", ...letter.sender, "", ...letter.recipient, ""];
  out.push(`Re: ${letter.subject}`, ...letter.reference.map((row) => `${row.label}: ${row.value}`), "");
  out.push(letter.salutation, "");
  for (const section of letter.sections) {
    if (section.heading) out.push(section.heading, "");
    for (const p of section.paragraphs) {
      if (p.kind === "numbered") out.push(`${p.number}. ${p.title}`, p.text, "");
      else out.push(p.text, "");
    }
  }
  out.push(letter.closing, "", "", "______________________________", letter.signature.name);
  if (letter.enclosures.length) {
    out.push("", letter.enclosures.length === 1 ? "Enclosure:" : "Enclosures:");
    out.push(...letter.enclosures.map((item, i) => `${i + 1}. ${item}`));
  }
  return out.join("\n").trimEnd() + "\n";
}
