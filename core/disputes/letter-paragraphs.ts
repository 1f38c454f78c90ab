// The sentences of a dispute letter (decision 047): one paragraph per kind and one numbered
// paragraph per finding, every figure taken from the facts and written through the one money and
// date formatters. A missing figure leaves its sentence out; nothing is estimated or added up here.
import { formatDate } from "../format/dates";
import { formatUsd } from "../format/money";
import type { LetterFacts, LetterFinding } from "./facts";
import type { LetterKind } from "./types";

const usd = (amount: number) => formatUsd(amount);

/** "a", "a and b", "a, b and c". */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]["”')]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

const lineWords = (positions: number[]) =>
  positions.length === 1 ? `line ${positions[0]}` : `lines ${listInWords(positions.map(String))}`;

const codeWords = (codes: string[]) =>
  codes.length === 1 ? `procedure code ${codes[0]}` : `procedure codes ${listInWords(codes)}`;

const unique = <T>(items: T[]) => [...new Set(items)];

/** The lines without a procedure code, by position. */
export function uncodedPositions(facts: LetterFacts): number[] {
  return facts.lines.filter((line) => !line.cpt_code.trim()).map((line) => line.position);
}

/** Needs an itemized bill: the bill shows no line detail, or lines without a code. */
export function needsItemizedBill(facts: LetterFacts): boolean {
  return facts.lines.length === 0 || uncodedPositions(facts).length > 0;
}

const insurerName = (facts: LetterFacts) => facts.insurer?.name ?? "my health plan";

function deniedLines(facts: LetterFacts): string {
  const denied = facts.findings.filter((f) => f.eob?.denied);
  const positions = unique(denied.flatMap((f) => f.positions)).sort((a, b) => a - b);
  const codes = unique(denied.flatMap((f) => f.codes));
  if (positions.length)
    return `${lineWords(positions)} of the claim${codes.length ? ` (${codeWords(codes)})` : ""}`;
  if (codes.length) return codeWords(codes);
  return "the claim";
}

const ITEMIZED_DETAIL =
  "each service with its date of service, its CPT or HCPCS code, the number of units and the charge, together with every payment, adjustment and insurance payment applied to the account";

function itemizedParagraph(facts: LetterFacts, main: boolean): string {
  const uncoded = uncodedPositions(facts);
  const why =
    facts.lines.length === 0
      ? "The bill I received does not list the individual services. "
      : uncoded.length
        ? `${lineWords(uncoded).replace(/^l/, "L")} of the bill ${uncoded.length === 1 ? "does" : "do"} not show a procedure code. `
        : "";
  if (main && !why)
    return `I am writing to request a complete itemized bill for the services referenced above, listing ${ITEMIZED_DETAIL}.`;
  return `${why}Please ${main ? "send me" : "also send me"} a complete itemized bill that lists ${ITEMIZED_DETAIL}.`;
}

function appealParagraph(facts: LetterFacts, main: boolean): string {
  const insurer = insurerName(facts);
  if (!main)
    return `The Explanation of Benefits shows that ${insurer} denied ${deniedLines(facts)}. I am appealing that decision with ${insurer}; please do not bill me for the denied amount while the appeal is pending.`;
  return (
    `I am writing to request an internal appeal of ${insurer}'s decision on the claim referenced above: the Explanation of Benefits shows that it denied ${deniedLines(facts)}. ` +
    "I ask for a full and fair review of this decision, as the federal claims-procedure rules for health plans provide (29 CFR 2560.503-1), " +
    "and for copies of all documents, records and criteria used in deciding the claim."
  );
}

function assistanceParagraph(main: boolean): string {
  return (
    (main
      ? "I am writing to request financial assistance (charity care) for the bill referenced above. "
      : "I am also requesting financial assistance (charity care). ") +
    "Please send me your financial assistance policy and an application, and tell me which documents you need with it. " +
    "If you are a nonprofit hospital, federal rules require a written financial assistance policy that is widely available (26 CFR 1.501(r)-4) " +
    "and bar extraordinary collection actions while an application is pending (26 CFR 1.501(r)-6). Please hold the account while my application is considered."
  );
}

function preventiveParagraph(facts: LetterFacts, toInsurer: boolean): string {
  const visit = facts.bill.service_date
    ? `The visit on ${formatDate(facts.bill.service_date)}`
    : "This visit";
  const ask = toInsurer
    ? "Please reprocess the claim as preventive care, without cost sharing."
    : "Please resubmit the claim to my health plan as preventive care, with the diagnosis codes and modifiers that apply to a preventive visit, and remove the cost sharing billed to me.";
  return (
    `${visit} was preventive care. Section 2713 of the Public Health Service Act, added by the Affordable Care Act, ` +
    "and its regulation at 45 CFR 147.130 require non-grandfathered health plans to cover recommended preventive services " +
    `from in-network providers without cost sharing: no copayment, coinsurance or deductible. ${ask}`
  );
}

function disputeParagraph(facts: LetterFacts): string {
  if (facts.findings.length === 0)
    return "I am writing to dispute the charges on the bill referenced above and to ask for a review of the account before I pay. Please review the charges, correct any that are in error, and send me a corrected, itemized statement.";
  const eob = facts.findings.some((f) => f.eob) ? " and compared it with my Explanation of Benefits" : "";
  // A price far above Medicare's is a price to negotiate, not a billing error (decision 033).
  const prices = facts.findings.filter((f) => f.category === "pricing").length;
  if (prices === facts.findings.length)
    return `I am writing to ask you to review the prices on the bill referenced above. I reviewed the bill line by line${eob}, and the charges set out below are well above what Medicare pays for the same services. Each one states what I am asking for. Please review them and send me a corrected, itemized statement.`;
  const what = prices
    ? "appear to be billed in error or are priced well above what Medicare pays for the same service"
    : "appear to be billed in error";
  return `I am writing to dispute charges on the bill referenced above. I reviewed the bill line by line${eob}, and the charges set out below ${what}. Each one states the correction I am asking for. Please correct the account and send me a corrected, itemized statement.`;
}

/**
 * The paragraphs before the findings: the main kind's opening, then one for each other kind; the
 * itemized-bill request is added whenever the bill has no line detail or lines without a code.
 */
export function kindParagraphs(facts: LetterFacts): string[] {
  const kinds: LetterKind[] = unique(facts.kinds);
  if (!kinds.includes("itemized_bill_request") && needsItemizedBill(facts))
    kinds.push("itemized_bill_request");
  if (facts.needs_financial_assistance && !kinds.includes("financial_assistance"))
    kinds.push("financial_assistance");
  if (facts.is_preventive_visit && !kinds.includes("preventive_no_cost_sharing"))
    kinds.push("preventive_no_cost_sharing");
  const toInsurer = kinds[0] === "insurance_appeal";
  return kinds.map((kind, index) => {
    const main = index === 0;
    switch (kind) {
      case "billing_error_dispute":
        return main
          ? disputeParagraph(facts)
          : "I also dispute the charges set out below, each with the correction I am asking for.";
      case "itemized_bill_request":
        return itemizedParagraph(facts, main);
      case "insurance_appeal":
        return appealParagraph(facts, main);
      case "financial_assistance":
        return assistanceParagraph(main);
      case "preventive_no_cost_sharing":
        return preventiveParagraph(facts, toInsurer);
    }
  });
}

/** The codes a finding is about: its own, else those of its lines. */
function findingCodes(facts: LetterFacts, finding: LetterFinding): string[] {
  if (finding.codes.length) return unique(finding.codes);
  const lines = facts.lines.filter((line) => finding.positions.includes(line.position));
  return unique(lines.map((line) => line.cpt_code.trim()).filter(Boolean));
}

/** One finding as a paragraph: where it is, its figures, and the correction asked for. */
export function findingText(facts: LetterFacts, finding: LetterFinding): string {
  const parts: string[] = [];
  const positions = unique(finding.positions).sort((a, b) => a - b);
  const codes = findingCodes(facts, finding);
  const line = positions.length === 1 ? facts.lines.find((l) => l.position === positions[0]) : undefined;
  const where = positions.length ? `${lineWords(positions)} of the bill` : "";
  const what = codes.length ? codeWords(codes) : "";
  const about = [where, what].filter(Boolean).join(", ");
  const description = line?.description ? ` (${line.description})` : "";
  if (about) parts.push(`This concerns ${about}${description}.`);
  if (finding.billed_amount !== null) parts.push(`The amount billed is ${usd(finding.billed_amount)}.`);
  if (finding.duplicate_of_position !== null)
    parts.push(`It repeats line ${finding.duplicate_of_position} of the same bill.`);
  if (finding.mue) {
    const edition = finding.mue.edition ? ` (${finding.mue.edition})` : "";
    const units = line ? ` The bill charges ${line.units} ${line.units === 1 ? "unit" : "units"}.` : "";
    parts.push(
      `Medicare's Medically Unlikely Edit for code ${finding.mue.code} allows at most ${finding.mue.max_units} ${finding.mue.max_units === 1 ? "unit" : "units"} on one date of service${edition}.${units}`,
    );
  }
  if (finding.medicare) {
    const m = finding.medicare;
    const where = [m.source, m.edition, m.locality ? `locality ${m.locality}` : ""]
      .filter(Boolean)
      .join(", ");
    parts.push(
      `Medicare's reference price for code ${m.code} is ${usd(m.amount)}${where ? ` (${where})` : ""}.`,
    );
  }
  if (finding.eob) parts.push(...eobSentences(finding.eob));
  parts.push(`Correction requested: ${sentence(finding.correction)}`);
  return parts.join(" ");
}

function eobSentences(eob: NonNullable<LetterFinding["eob"]>): string[] {
  const figures = [
    eob.allowed_amount !== null ? `an allowed amount of ${usd(eob.allowed_amount)}` : null,
    eob.paid_amount !== null ? `a plan payment of ${usd(eob.paid_amount)}` : null,
    eob.patient_responsibility !== null
      ? `a patient responsibility of ${usd(eob.patient_responsibility)}`
      : null,
  ].filter((part): part is string => part !== null);
  const out: string[] = [];
  const shown = figures.length ? `, with ${listInWords(figures)}` : "";
  if (eob.denied)
    out.push(
      `The Explanation of Benefits shows it as denied${eob.reason ? ` (${eob.reason.trim()})` : ""}${shown}.`,
    );
  else if (figures.length) out.push(`The Explanation of Benefits shows ${listInWords(figures)}.`);
  if (!eob.denied && eob.reason) out.push(`The Explanation of Benefits notes: ${sentence(eob.reason)}`);
  return out;
}
