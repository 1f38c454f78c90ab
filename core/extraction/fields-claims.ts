// Fields of the claim paperwork: medical bills, EOBs and prior authorisations (000 §3 form table).
import { CLOSING, ExtractContext, PLAN_KIND_AFTER_NAME, STUB, type Fields } from "./context";
import { AUTH_RULES } from "./labels-authorizations";
import { BILL_RULES, EOB_RULES, PATIENT_NAME, SERVICE_DATE } from "./labels-claims";
import { PAYER_BY_HEADING } from "./labels-headings";
import type { FieldRule } from "./labels";
import type { LineItemTable } from "./line-items";
import { findDates } from "./parse";
import { INSURER_WORDS, LEGAL_SUFFIX, PROVIDER_WORDS, planWrittenFor } from "./organisation-words";
import type { Amounts } from "./table-totals";
import { moneyTokens, placeAmounts } from "./row-amounts";
import { tokensOf } from "./row-tokens";
import { headerColumns } from "./table-header";

export const CLAIM_RULES = {
  medical_bill: [SERVICE_DATE, PATIENT_NAME, ...Object.values(BILL_RULES)],
  eob: [SERVICE_DATE, PATIENT_NAME, ...Object.values(EOB_RULES)],
  prior_authorization: [SERVICE_DATE, PATIENT_NAME, ...Object.values(AUTH_RULES)],
};

export const HEADINGS =
  /statement|\w+ of benefits|not a bill|itemized|invoice|prior authori|notice|determination|summary|page \d|^bill$/i;

const sum = (values: (number | null)[]) =>
  values.some((v) => v !== null)
    ? Math.round(values.reduce<number>((a, v) => a + (v ?? 0), 0) * 100) / 100
    : null;

/** Words of the other dates a claim document prints (when it was printed, processed, due …). */
const OTHER_DATE =
  /notice|process|print|statement|due|appeal|receiv|issued|between|period|run|paid|letter|birth|dob|effective/i;

/**
 * An EOB's claim heading printed over its table ('Coastal Plains Cardiology, September 22, 2025'),
 * when neither a label nor the lines give the service date: a line just above the table naming
 * someone beside one date, with no word of another date, within the few lines of the claim's heading
 * and the table's titles. A date alone dates the letter, unless the claim's number follows it.
 */
function claimHeadingDate(ctx: ExtractContext, table: LineItemTable): string | null {
  const first = ctx.lines.indexOf(table.rows[0]);
  for (let i = first - 1; i >= Math.max(0, first - 8); i--) {
    const line = ctx.lines[i];
    if (line.page !== table.rows[0].page) break;
    const dates = findDates(line.text);
    const words = line.text.slice(0, dates[0]?.index) + line.text.slice(dates[0]?.end ?? 0);
    // A Medicare notice heads each claim with its date, the claim's number on the next line
    // ('April 14, 2026' over 'Claim number 26-104-558-219-910').
    const overClaimNumber = !words.trim() && /^claim\s*(number|no\.?|#)/i.test(ctx.lines[i + 1]?.text ?? "");
    if (
      dates.length === 1 &&
      (/[A-Za-z]{3}/.test(words) || overClaimNumber) &&
      !OTHER_DATE.test(line.text) &&
      !/:/.test(line.text)
    )
      return dates[0].iso;
  }
  return null;
}

function serviceDates(
  ctx: ExtractContext,
  table: LineItemTable,
  fields: Fields,
  options: { also?: FieldRule; claimHeading?: boolean } = {},
) {
  const { also } = options;
  const found = ctx.dateOrRange(SERVICE_DATE) ?? (also ? ctx.dateOrRange(also) : null);
  const itemDates = table.items
    .map((i) => i.service_date)
    .filter((d): d is string => Boolean(d))
    .sort();
  fields.service_date =
    found?.date ?? itemDates[0] ?? (options.claimHeading ? claimHeadingDate(ctx, table) : null);
  if (found?.to) {
    fields.service_date_from = found.date;
    fields.service_date_to = found.to;
  }
}

/**
 * A labelled organisation, never the next column's title: 'Provider' heading a table column is
 * followed by 'Service Code', no provider's name.
 */
export function organisation(ctx: ExtractContext, rule: FieldRule): string | null {
  const names = ctx.reader.candidates(rule).map(String);
  return (
    names.find(
      (name) =>
        !name.split(/\s+/).every((word) => TITLE_WORD.test(word)) && !notAName(name) && !HEADINGS.test(name),
    ) ?? null
  );
}

/**
 * A labelled 'name' that is none: a number beside a wordmark's 'HEALTH PLAN' ('LHP-C-5518302'),
 * or the rest of a sentence that began with the label's words ('… on behalf of Ridgeway | Health
 * Plan. This letter tells you …'), however far it runs ('… for Brightpath | Health Plan. We have
 * approved the imaging … are').
 */
const notAName = (name: string) =>
  /^\S*\d\S*$/.test(name) ||
  (/\b(you|your|we|our|this|tells?|is|are)\b/i.test(name) && /[.!?]($|\s+[A-Z])/.test(name));

/** Words of a table's column titles; a value made only of them is the next column's title. */
const TITLE_WORD =
  /^(service|code|date|description|amount|billed|charged?|charges|allowed|approved|paid|plan|units?|qty|procedure|cpt|hcpcs|dos|fee|total|your|share|you|owe|member|patient|responsibility|provider|by|of)$/i;

/**
 * A person's name with clinical credentials ('Tomas Varga, DPM', 'Maria Lopez, MD, FAAD', 'J. Ashby,
 * LPC', 'Dr. Grant'): who treated, not who bills.
 */
const CREDENTIAL =
  "(md|do|dpm|np|c?pnp|nnp|cnm|ibclc|aud|ccc-(a|slp)|pa(-c)?|dds|dmd|od|dc|crna|rn|phd|dpt|pt|ot(r)?|lcsw|lpc|lmft|lmhc|psyd|aprn|fnp(-c)?|mph|fa[a-z]{2,3})";
// …also without the comma, after a name's initial or first name ('R. Tanaka MD', 'Elise Varga PsyD').
const CLINICIAN = new RegExp(
  `,\\s*${CREDENTIAL}\\.?(\\s*,\\s*${CREDENTIAL}\\.?)*$|^dr\\.?\\s|^([A-Z]\\.\\s*|[A-Z][a-z]+\\s+([A-Z]\\.\\s+)?)[A-Z][A-Za-z'-]+\\s+${CREDENTIAL}\\.?$`,
  "i",
);

/** Clinicians' names printed over the practice's name ('MARGARET YI, MD · RAFAEL DUNMORE, DO'). */
const namesClinicians = (text: string) => CLINICIAN.test(text) && !PRACTICE_WORDS.test(text);
const PRACTICE_WORDS =
  /physic[il1]ans|associates|group|medical|medicine|clinic|center|centre|health|hospital|practice|emergency|urgent|surg(ery|ical|eons)|imaging|radiology|anesthesia|pediatrics|orthop(a)?edic|specialists|partners|llc|inc\b/i;

/** The labelled provider, unless it names a clinician and the letterhead names the practice that bills. */
function billingProvider(ctx: ExtractContext): string | null {
  const labelled = organisation(ctx, BILL_RULES.provider);
  const letterhead = ctx.letterhead(PROVIDER_WORDS, HEADINGS, { second: namesClinicians, after: STUB });
  // A note after the clinician's name ('…, MD (both visits)') leaves them a clinician.
  const clinician = labelled !== null && CLINICIAN.test(labelled.replace(/\s*\([^)]*\)$/, ""));
  if (clinician && letterhead && !CLINICIAN.test(letterhead)) return withLegalSuffix(ctx, letterhead);
  return withLegalSuffix(ctx, labelled ?? letterhead);
}

/**
 * A practice's name as its wordmark prints it ('NORTHGATE ANESTHESIA PARTNERS'), printed in full
 * elsewhere on the page ('Make checks payable to Northgate Anesthesia Partners, LLC'): the legal
 * name, suffix and all. Only a suffix is added; other words after the name may be another body.
 */
function withLegalSuffix(ctx: ExtractContext, name: string | null): string | null {
  if (!name || new RegExp(`[\\s,]${LEGAL_SUFFIX}$`, "i").test(name)) return name;
  const words = name
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const full = new RegExp(`\\b${words.join("\\s+")},?\\s+${LEGAL_SUFFIX}(?![A-Za-z])`, "i");
  for (const line of ctx.lines) {
    const found = full.exec(line.cells.map((c) => c.text).join(" "));
    if (found) return found[0];
  }
  return name;
}

/** 'Please pay $86.40 by October 31, 2025': a letter's due date, the amount between verb and date. */
function dueInSentence(ctx: ExtractContext): string | null {
  const m =
    /\bpay\s+(?:the\s+balance\s+(?:of\s+)?)?\$?[\d,]+(?:\.\d{2})?\s+(?:by|before|no later than|on or before)\s+([^.;]{6,20})/i.exec(
      ctx.text.replace(/\s+/g, " "),
    );
  const date = m ? findDates(m[1])[0] : undefined;
  return date && date.index === 0 ? date.iso : null;
}

/** An ambulance's paperwork: its 'run' is the trip, not a printing. */
const TRANSPORT = /ambulance|transport|mileage|\bems\b|rescue|paramedic|incident|\bA04\d\d\b/i;

export function medicalBillFields(ctx: ExtractContext, table: LineItemTable): Fields {
  const r = ctx.reader;
  const transport = TRANSPORT.test(ctx.text);
  const fields: Fields = {
    patient_id: null,
    provider_name: billingProvider(ctx),
    service_date: null,
    bill_date:
      r.first(BILL_RULES.billDate) ??
      r.first(BILL_RULES.letterDate) ??
      r.first(BILL_RULES.bareDate) ??
      (transport ? null : r.first(BILL_RULES.runDate)) ??
      ctx.loneDate() ??
      ctx.letterheadDate(),
    due_date: r.first(BILL_RULES.dueDate) ?? dueInSentence(ctx),
    account_number: r.first(BILL_RULES.account) ?? r.first(BILL_RULES.accountOther),
    total_charges: claimTotal(r.first(BILL_RULES.total), table, "billed"),
    amount_due: r.first(BILL_RULES.amountDue),
    patient_name: r.first(PATIENT_NAME),
  };
  serviceDates(ctx, table, fields, transport ? { also: BILL_RULES.runDate } : {});
  return fields;
}

/**
 * The payer without the product printed after it ('Tidewater Health Cooperative - Silver 70
 * Marketplace Plan'): after a spaced dash, a part that names a plan is the product, not the payer.
 */
export function withoutPlanProduct(name: string | null): string | null {
  // A reviewer, administrator or agent writing for the plan: the plan is the insurer.
  const plan = planWrittenFor(name ?? "");
  if (plan) return withoutPlanProduct(plan);
  // A fax header's or a department's words around the payer ('FAX Wyncote Health Plan - Utilization
  // Management', 'LINDENMOOR HEALTH UM') are no part of its name.
  const bare = name
    ?.replace(/^(fax|from:?)\s+/i, "")
    .replace(
      /\s+([-–—|]\s+)?(utilization (management|review)|prior authorization( department)?|um|ur)$/i,
      "",
    );
  if (bare && bare !== name && INSURER_WORDS.test(bare)) return withoutPlanProduct(bare);
  const m = /^(.{3,}?)\s+[-–—]\s+(.*\bplan|(bronze|silver|gold|platinum|marketplace)\b.*)$/i.exec(name ?? "");
  if (m && INSURER_WORDS.test(m[1])) return m[1];
  // The plan's kind after the payer's name ('Sterling Mutual Health PPO') is the plan, not the payer.
  const kindless = name?.replace(PLAN_KIND_AFTER_NAME, "");
  return kindless && kindless !== name && INSURER_WORDS.test(kindless) ? kindless : name;
}

/**
 * 'On June 11, 2025 we processed claim …' or 'We processed claim number PC-1 on December 2, 2025':
 * the date a payer's sentence gives its processing, before the verb or right after the claim.
 */
function processedInSentence(ctx: ExtractContext): string | null {
  const before = /\bon\s+([^.;]{6,20}?),?\s+we\s+(processed|adjudicated|reviewed|paid)\b/i.exec(ctx.text);
  const after =
    /\bwe\s+(?:processed|adjudicated|reviewed)\s+(?:it|(?:your\s+|this\s+|the\s+)?claim(?:\s+(?:number|no\.?|#))?(?:\s+\S+)?)\s+on\s+([^.;]{6,20})/i.exec(
      ctx.text,
    );
  for (const m of [before, after]) {
    const date = m ? findDates(m[1])[0] : undefined;
    if (date && date.index === 0) return date.iso;
  }
  return null;
}

/**
 * 'for the care you received from Redwater Orthopedics on November 6, 2025', 'for care Lucia
 * received on March 3, 2025': a letter's service date.
 */
function serviceInSentence(ctx: ExtractContext): string | null {
  const m =
    /\b(?:care|services?|visit)\b[^.;]{0,50}?\b(?:received|had)\b[^.;]{0,80}?\bon\s+([^.;]{6,20})/i.exec(
      ctx.text.replace(/\s+/g, " "),
    );
  const date = m ? findDates(m[1])[0] : undefined;
  return date && date.index === 0 ? date.iso : null;
}

/**
 * A claim's total: the labelled one, else the table's total row, else its lines summed. On an EOB
 * of several claims the labels total the whole statement, so the first claim's own total row wins.
 * Two readings outvote one: when the total row and the lines summed agree, a labelled figure that
 * differs is a misreading ('$2,209.00' for '$2,299.00').
 */
function claimTotal(
  labelled: string | number | null,
  table: LineItemTable,
  kind: keyof Amounts,
): string | number | null {
  const row = table.totals?.[kind] ?? null;
  const lines = sum(table.items.map((i) => i[`${kind}_amount`]));
  if (table.firstOfSeveralClaims && row !== null) return row;
  if (row !== null && row === lines) return row;
  return labelled ?? row ?? lines;
}

/** A list's column of claims ('Claim Number  Patient  Provider  Service Date … Billed  Allowed  Plan Paid'). */
const CLAIM_COLUMN = /\bclaim\s*(number|no\.?|#|id)\b/i;

/**
 * A payer's list of claims exported from its site, one claim a row with no service codes: the
 * first claim's amounts, as the form holds one claim (decision 086).
 */
function firstClaimOfList(ctx: ExtractContext): Amounts | null {
  for (const [at, line] of ctx.lines.entries()) {
    if (!CLAIM_COLUMN.test(line.cells[0]?.text ?? "")) continue;
    const columns = headerColumns(line, ctx.lines[at - 1]);
    if (columns === null) continue;
    const row = ctx.lines[at + 1];
    if (!row || row.page !== line.page) return null;
    const amounts = placeAmounts(moneyTokens(tokensOf(row), 0), columns, 1);
    return amounts.billed === null ? null : amounts;
  }
  return null;
}

export function eobFields(ctx: ExtractContext, table: LineItemTable): Fields {
  const r = ctx.reader;
  const fields: Fields = {
    related_medical_bill: null,
    insurance_company: withoutPlanProduct(
      organisation(ctx, EOB_RULES.insurer) ??
        PAYER_BY_HEADING.find(([heading]) => heading.test(ctx.text))?.[1] ??
        ctx.letterhead(INSURER_WORDS, HEADINGS, { after: CLOSING }),
    ),
    claim_number: r.first(EOB_RULES.claim) ?? r.first(EOB_RULES.claimReference),
    service_date: null,
    processed_date:
      r.candidates(EOB_RULES.processed, "day")[0] ??
      processedInSentence(ctx) ??
      r.first(EOB_RULES.issued) ??
      r.first(EOB_RULES.statementDate) ??
      r.first(EOB_RULES.letterDate) ??
      r.first(EOB_RULES.bareDate) ??
      ctx.loneDate(),
    total_billed: claimTotal(r.first(EOB_RULES.billed), table, "billed"),
    total_allowed: claimTotal(r.first(EOB_RULES.allowed), table, "allowed"),
    total_paid: claimTotal(r.first(EOB_RULES.paid), table, "paid"),
    patient_name: r.first(PATIENT_NAME),
  };
  if (fields.total_billed === null && !table.items.length) {
    const listed = firstClaimOfList(ctx);
    if (listed)
      Object.assign(fields, {
        total_billed: listed.billed,
        total_allowed: listed.allowed,
        total_paid: listed.paid,
      });
  }
  serviceDates(ctx, table, fields, { claimHeading: true });
  fields.service_date ??= serviceInSentence(ctx);
  return fields;
}
