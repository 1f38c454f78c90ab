// Printed labels of the claim paperwork's fields, as data: medical bills, EOBs and prior
// authorisations. The variants come from real payers' and providers' layouts (label-survey.md).
import type { FieldRule } from "./labels";

export { DOCUMENT_HEADINGS, EOB_SHARE_LABELS } from "./labels-headings";

/** After a label: a date follows ('billed November 6, 2025', 'Prepared 04/01/2025'), so the word labels it. */
const DATE_AHEAD =
  "(?=:?\\s+(on\\s+)?(\\d{1,2}[/.-]|\\d{1,2}-[a-z]{3}|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s+\\d))";

/** Before a claim label: another payer's claim ('Primary claim …', 'Original claim …'). */
const NOT_ANOTHER_PAYERS = "(?<!(primary|other|prior|original)\\s)";

/** After an insurer label: the words that make it a column title instead ('Insurer Paid'). */
const NOT_A_COLUMN = "(?!\\s+(paid|pays|payments?|allow\\w*|share|resp\\w*|owes?))";

const rule = (
  field: string,
  kind: FieldRule["kind"],
  labels: string[],
  below: FieldRule["below"] = true,
): FieldRule => ({
  field,
  kind,
  labels,
  below,
});

export const SERVICE_DATE = rule("service_date", "date", [
  "fechas? de(l)? servicios?",
  "date(\\(s\\)|s)? of services?",
  "service dates?",
  "svc\\.? dates?",
  "dates? of visit",
  "visit date",
  // An app's claim card ('Visited Dec 11, 2025').
  "visited( on)?",
  "dos",
  // A mainframe's 'SERVICE FROM 19JAN26 THRU 26JAN26'.
  "(service|svc\\.?) from",
  "scheduled (service )?date",
  "procedure date",
  "admission date",
  "planned (date of service|service date|date)",
  "scheduled (for|on)",
  // A continuing authorization's next session ('Next infusion 17-Nov-2025').
  "next (infusion|visit|treatment|session|dose|appointment)( date)?",
  "date of transport|transport date",
  // Hospital stays, surgery centres, labs, DME suppliers and ambulances (dev-four survey).
  "admitted( on)?|admit date",
  "date of (surgery|procedure)|surgery date",
  "collection date|date (of )?collection|date collected",
  "delivered( on)?|delivery date|date delivered",
  "episode of care",
  // Imaging centres, ambulance incidents, labs and letters that thank the patient for a visit
  // (dev-five survey): 'Exam date', 'Incident date', 'collected on …', 'visiting us on …'.
  "exam date|date of (exam|study)|study date",
  "incident date|date of incident",
  "collected( on)?",
  "visit(ing us|ed us|ed)? on|(seen|treated) on",
  // … or the practice by its name ('Thank you for visiting Pinecrest on March 22, 2025').
  "visit(ing|ed) [a-z'&]+( [a-z'&]+){0,2} on",
  // A statement's visit heading: its number, then its date ('Visit 2401187 - 01/14/2026').
  "visit (no\\.?|#)? ?\\d{4,}( ?[-–])?",
  // A letter-style statement: '… covers your overnight study on January 16, 2025'.
  "(study|exam|procedure|surgery|appointment|test) on",
  // An EOB's claim heading: 'Claim for services on November 2, 2026'.
  "(claim )?for services? (provided |received )?(on|from)",
  "visit",
  // A decision on a treatment names when it starts ('requested start 01-Dec-2025').
  "(requested|planned|proposed) (to )?start( date| on)?",
  // …or the date the service was asked for ('Requested date', 'Requested date of service').
  "requested (service )?date( of service)?|date requested",
  "date of treatment|treatment date|appointment date|date of appointment|encounter date|date of encounter",
]);
export const PATIENT_NAME = rule("patient_name", "name", [
  "patient name",
  "member/patient",
  // …never a department's name ('Patient Financial Services', 'Patient Accounts') nor a title
  // ('PATIENT RECEIPT', 'Patient Statement').
  "patient(?!\\s+(financial|accounts?|billing|business|services|portal|access|relations|advocate|receipt|statement|information|instructions|copy)\\b)",
  "member name",
  "beneficiary name",
  "member",
  // Medicaid and state plans: the recipient or enrollee.
  "(recipient|enrollee|beneficiary)( name)?",
]);

/** A bare 'Date:' (with its colon: a 'Date' column title has none), when nothing better names the date. */
const LETTER_DATE = rule("letter_date", "date", ["date(?=\\s*:)"]);
/**
 * …or without its colon when the date follows it on the line ('Subscriber ID GWD 61204478  Date
 * 05/21/2026'); a 'Date' column title has its dates under it, none beside it.
 */
// …or alone in its cell with the date in the next one ('Date  ‖  01/24/2026 18:48' on a receipt).
// …or one of a row of titles over the statement's facts ('Date  Account #  Pay by' over their values).
const BARE_DATE = rule("letter_date", "date", [`date${DATE_AHEAD}`, "date(?=\\s*$)"], "titles");

export const BILL_RULES = {
  letterDate: LETTER_DATE,
  bareDate: BARE_DATE,
  // An ambulance's run date is its date of service; on an EOB 'Run date' is when it was printed.
  // Elsewhere a mainframe's 'RUN DATE' is when the statement was printed (its bill date).
  runDate: rule("service_date", "date", ["run date"]),
  provider: rule("provider_name", "text", [
    "billing provider",
    "rendering provider",
    "provider name",
    // …never where the provider signs ('Provider signature: N. Patel').
    "provider(?!\\s+signature)",
    "practice name",
    // A collection agency's letter names the provider it collects for.
    "original creditor",
  ]),
  billDate: rule("bill_date", "date", [
    // Spanish, as Puerto Rico's and bilingual statements print it beside the English or alone.
    "fecha del estado( de cuenta)?|fecha de (la )?factura",
    "statement date",
    "bill(ing)? date",
    "invoice date",
    "date of statement",
    "date statement sent",
    "statement sent",
    "date issued",
    "(print|printed) date|date printed",
    "date of (this )?(notice|bill)",
    // A final notice or a letter dated as such ('Notice Date: November 12, 2025').
    "notice date",
    "mail(ed)? date|date mailed|(statement )?closing date",
    "date billed",
    `billed${DATE_AHEAD}`,
    "statement (dt\\.?|issued( on)?)",
    "stmt\\.? (date|dt\\.?|issued)",
    `prepared${DATE_AHEAD}`,
    "statement prepared( on)?",
    // '… this statement dated February 11, 2025 covers …'.
    "(statement|bill|invoice) dated",
    // 'Statement' alone beside its date in a box of the account's facts ('Statement  02/23/2026').
    "statement(?=\\s*:?\\s*$|:?\\s+\\d)",
  ]),
  dueDate: rule("due_date", "date", [
    "fecha l[ií]mite( de pago)?|fecha de vencimiento|pagar? antes de(l)?",
    "payment due date",
    "due date",
    "payment due",
    "please pay by",
    "pay by",
    "due by",
    // A coupon's 'BY 28-NOV-2026' under an amount, its 'PLEASE PAY' lost to OCR: a cell that starts so.
    "(?<![\\w.,)]\\s*)by(?=\\s+\\d)",
    // 'Amount due by   07/31/2025': the date the amount is due by, not the amount.
    "(amount|balance|payment) due by",
    "((balance|amount|payment) )?due on or before|pay on or before",
    "due (upon|on) receipt",
    "pay (before|no later than)",
    "payable (by|on or before)",
    "(must|to) be received by",
    // A payment plan's next installment ('Next installment due  03/15/2026').
    "(next )?installment due( by| date)?",
    "no later than",
    "date due|pay(ment)? deadline",
    "remit (payment )?by|(please )?pay (in full )?by|due no later than",
    // 'Please pay the balance by November 30, 2025.'
    "pay (the|your) (balance|amount due|bill|invoice)( in full)? by",
    // A final notice's sentence: 'If we do not receive payment in full, or … a payment arrangement,
    // by Nov 30, 2026, your account may be placed with …'.
    "(receive|make|send) (your )?payment[^.]{0,80}?,? by",
    // 'Amount due by 04/01/2025': a date after it makes it the due date's label.
    `(amount|balance|total|payment) due (by|on)${DATE_AHEAD}`,
    // A bare 'Due' over a date on the payment stub; 'Amount Due' and 'Balance Due' are longer labels.
    "due",
  ]),
  account: rule("account_number", "id", [
    "n[uú]m(\\.|ero)? de cuenta|cuenta (n[uú]m\\.?|n[uú]mero|#)",
    "patient account (no\\.?|number|#|id)",
    "(patient|pt\\.?) acct\\.? ?(no\\.?|number|#)",
    "guarantor (account|acct\\.?) ?(no\\.?|number|#|id)?",
    "guarantor (id|no\\.?|number|#)",
    "master account( (no\\.?|number|#))?",
    "account (no\\.?|number|#|id)",
    // 'Account Ref', which OCR may glue into one word ('AccountRef').
    "account ?ref(erence|\\.)?( (no\\.?|number|#))?",
    "acct\\.? ?(no\\.?|number|#)",
    "accession (no\\.?|number|#)",
    "requisition( ?/ ?account)? (no\\.?|number|#)",
    "requisition ?/ ?account",
    "patient account",
    "account",
    "acct",
    "(client|customer) (account|acct\\.?|id|no\\.?|number|#)",
  ]),
  // What identifies the bill when no account is printed: its visit, invoice or reference number.
  accountOther: rule("account_number", "id", [
    "visit (no\\.?|number|#)",
    "invoice (no\\.?|number|#)",
    "reference (no\\.?|number|#)",
  ]),
  total: rule(
    "total_charges",
    "amount",
    [
      "total charges?",
      "total billed charges",
      "total amount charged",
      "amount charged",
      "billed charges",
      "total amount billed",
      "total billed",
      "charges total",
      "gross charges",
      "total (hospital|professional|facility|physician|clinic|lab(oratory)?) charges",
      "charges (this|for this) (visit|statement|period)",
      "total fees",
      "fees (for|this) (the |this )?(period|visit|statement)",
      "invoice total",
      "charges(?=\\s*:)",
    ],
    false,
  ),
  // What the statement asks the patient to pay (the analysis compares it with the EOB).
  amountDue: rule("amount_due", "amount", [
    "total a pagar|cantidad a pagar|pague esta cantidad",
    "total amount due",
    "amount due now",
    "(amount|balance) due today",
    // A payment plan's statement asks for this month's installment ('INSTALLMENT DUE NOW $33.00').
    "(monthly )?installment( amount)? due( now| today)?",
    "amount due",
    // Its E in heavy capitals OCR may read as an R ('BALANCE DUR').
    "(balance|bal\\.?) du[er]",
    "patient balance du[er]",
    "total due",
    "new balance due",
    "amount now due",
    "please pay this amount",
    "pay this amount",
    "(total )?amount you owe",
    "what you owe",
    "your (total )?responsibility",
    "(current |total )?patient responsibility",
    "(patient )?balance after (insurance|plan payments?)",
    "(total )?patient balance",
    "patient owes",
    "patient pay",
    "account balance",
    "(your|current) balance( due)?",
    "(amount |balance )?now due( from you)?",
    "((amount|balance) )?due from (you|(the )?patient)",
    // What the plan left the patient, due from them ('Coinsurance due from patient  $205.00').
    "(coinsurance|co-?pay(ment)?|deductible|cost share) due from (you|(the )?patient)",
    // …or due at once ('Your copay - due now  75.00').
    "(your )?(co-?pay(ment)?|coinsurance|deductible)\\s*[-–]?\\s*due now",
    "(patient|your) portion( due)?",
    // A statement's last row, 'BALANCE' alone beside its amount.
    "balance(?=\\s*:?\\s*$)",
    "balance owing",
    "please pay(?! (by|online|on))",
    "amount owed|remaining balance|new balance",
    "you owe",
    "your share( of [a-z ]{1,40})? is",
    // A final notice's demand: 'PAST DUE - PAY NOW  $112.00'.
    "past due( amount| balance)?( ?[-–—] ?pay now)?",
    "pay now",
  ]),
};

export const EOB_RULES = {
  insurer: rule("insurance_company", "text", [
    // Not a column title ('Insurer Paid', 'Health Plan Pays') nor another payer ('Primary payer:').
    `(insurance company|insurance carrier|health plan|insurer)${NOT_A_COLUMN}`,
    `(?<!(primary|secondary|other|prior) )payer${NOT_A_COLUMN}`,
  ]),
  // Another payer's claim ('Primary claim 7718-22019, paid 08/27/2026') is not this one.
  claim: rule("claim_number", "id", [
    "n[uú]m(\\.|ero)? de reclamaci[oó]n|reclamaci[oó]n (n[uú]m\\.?|n[uú]mero|#)",
    `${NOT_ANOTHER_PAYERS}claim (reference|ref\\.?) (no\\.?|number|#)`,
    `${NOT_ANOTHER_PAYERS}claim (no\\.?|number|#|id|reference|ref\\.?)`,
    "claim control (no\\.?|number|#)",
    // Abbreviated: 'Clm #:', 'Clm No.'.
    `${NOT_ANOTHER_PAYERS}clm\\.? ?(no\\.?|number|#|id)`,
    // Not a sentence about the claim ('Claim for services on November 2, 2026').
    `${NOT_ANOTHER_PAYERS}claim(?! for\\b)`,
    // Medicaid and Medicare contractors number a claim by its internal or document control number.
    "icn|internal control (no\\.?|number|#)|document control (no\\.?|number|#)|dcn",
    // Medicaid fee-for-service numbers it by a transaction control number, glossed in parentheses
    // ('TCN (claim no):', which OCR may part into two cells).
    "tcn( \\(claim (no\\.?|number|#)\\))?|transaction control (no\\.?|number|#)|\\(claim (no\\.?|number|#)\\)",
  ]),
  // Some payers number the claim as a reference ('Reference #', label-survey.md): read when no claim label is.
  // A vision or dental plan's statement may number itself as a document ('Document #: …').
  // A sharing ministry numbers the member's need ('Need # N-26-004417').
  claimReference: rule("claim_number", "id", [
    "reference (no\\.?|number|#)",
    "document (no\\.?|number|#)",
    "need (no\\.?|number|#)",
  ]),
  // The date the claim was processed, in the payer's words for processing it…
  processed: rule("processed_date", "date", [
    "fecha de proceso|fecha procesad[ao]|procesad[ao] el",
    "date processed",
    "processed (date|on)",
    "claim processed( (date|on))?",
    "process(ing)? date",
    "processed",
    // Abbreviated beside the date received ('Rec'd: 09/08/2026  Proc'd: 09/19/2026').
    "proc['’]d",
    "(date )?reprocessed( on)?",
    "date (this )?(statement|notice|eob|explanation) was processed",
    "(date )?adjudicated( on)?|adjudication date",
    "(date )?finali[sz]ed( on)?",
  ]),
  // …or, when the page names no processing, the date the notice went out (its issue, print or
  // mail date, or the payment's): a page that prints both ('Date issued: August 3' over 'Date claim
  // processed 07/30') processed the claim on the second.
  issued: rule("processed_date", "date", [
    "date notice printed",
    "date of notice",
    "(notice|issue) date",
    "date of (this )?notice",
    "run date",
    "eob date|date of eob",
    "print(ed)? date|date printed|mail(ed)? date|date mailed|report date",
    "issued on|date issued",
    // 'Issued   19-Mar-2025', 'Date this statement was issued: 02/14/2025'.
    `issued${DATE_AHEAD}`,
    "date (this )?(statement|notice|eob|explanation) was (issued|printed|mailed)",
    "date of (this )?(statement|eob|explanation)",
    "date (paid|of payment)|paid (on|date)|payment date|check (date|issued( on)?)",
  ]),
  // An activity summary's only date: the processed date when no processed label is printed; else a
  // bare 'Date:' (with its colon: a 'Date' column title has none).
  statementDate: rule("statement_date", "date", ["statement date"]),
  letterDate: LETTER_DATE,
  bareDate: BARE_DATE,
  billed: rule(
    "total_billed",
    "amount",
    [
      "total billed",
      "total amount billed",
      "amount billed",
      "total charges",
      "total amount charged",
      "amount charged",
      "billed charges",
      "provider charges",
      "billed by provider",
      // Only totals: a claim printed as one block per line labels each line's amounts too.
      "total (amount )?(charged|submitted)",
    ],
    false,
  ),
  allowed: rule(
    "total_allowed",
    "amount",
    [
      "total allowed",
      "total amount allowed",
      "amount allowed",
      "allowed amount",
      "allowable (charges?|amount)",
      "medicare approved( amount)?",
      "(total )?amount approved",
      "covered amount",
      "approved amount",
      "negotiated rate",
      "plan allowance",
      "total (amount )?(eligible|approved)|total max(imum)? allowed",
    ],
    false,
  ),
  paid: rule(
    "total_paid",
    "amount",
    [
      "total (plan )?paid",
      "total plan payment",
      "what (my |your )?([a-z]+ )?plan paid",
      "your plan paid",
      "plan paid",
      "plan'?s (share|payment)",
      "plan payment",
      "amount paid by (your )?plan",
      "amount covered by (your )?plan",
      "medicare paid( provider)?",
      "amount paid",
      "we paid",
      "paid by (your )?plan",
      "insurer paid",
      "total benefits?( paid)?|total (amount )?paid to (the )?provider|total (plan )?payments?",
      // A claim summary's own line ('PAID TO PROVIDER: 163.05', 'Benefits paid: …').
      "paid to (the )?(provider|member|you)|benefits? paid",
    ],
    false,
  ),
};
