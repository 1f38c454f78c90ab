// The printed phrases that give each document type away, with weights: a phrase only one type
// prints ('explanation of benefits') weighs more than one several types share ('member id').
import type { DocumentType } from "../documents/types";
import { findAmounts, parseProcedureCode } from "../extraction/parse";
import { BILL_RULES, DOCUMENT_HEADINGS, EOB_RULES, EOB_SHARE_LABELS } from "../extraction/labels-claims";

export interface Signal {
  /** Regex source, matched case-insensitively on whole words. */
  phrase: string;
  weight: number;
}

const s = (phrase: string, weight: number): Signal => ({ phrase, weight });
/** One signal for a list of surveyed labels (the extractor's own label data). */
const any = (labels: string[], weight: number): Signal => s(labels.join("|"), weight);

export const SIGNALS: Record<Exclude<DocumentType, "other">, Signal[]> = {
  medical_bill: [
    // A statement's heading with one surveyed bill label is enough to call it a bill.
    any(DOCUMENT_HEADINGS.medical_bill, 5),
    any(BILL_RULES.billDate.labels, 3),
    any(BILL_RULES.amountDue.labels, 3),
    s("please pay|pay this amount|amount enclosed|remit(tance)?|make checks? payable", 3),
    s("total charges?|charges", 2),
    // A dentist's or a shop's fees ('TOTAL FEES', 'Subtotal').
    s("total fees|subtotal", 2),
    // A receipt for care paid at the desk (an optometrist's 'RECEIPT  Receipt: R-118406'), not a
    // word about one ('A receipt was sent to …').
    s("(?<!(a|an|your|the|email|e-mail) )receipt(?! (was|has|will|is))", 2),
    s("guarantor", 3),
    s("(patient )?account (no\\.?|number|#)|(client|customer) (#|no\\.?|number)", 2),
    s("due date|payment due|pay by|due by", 2),
    s("invoice", 3),
    // A provider's itemized receipt for the patient to claim from the plan or an FSA.
    s("superbill", 4),
    s("invoice (date|no\\.?|number|#)|acct\\.? ?(no\\.?|#)", 2),
    s("total (billed|amount billed)|unit price|amount billed", 2),
    // A supplier's invoice: its table prices a quantity ('Qty  Price  Ext.'), its terms give the
    // day payment is due ('Terms: Due 12/24/2025', 'Terms: Net 30').
    s("(qty|quantity) [a-z. ]{0,30}price|terms:? (due|net)", 2),
    s("insurance (payments?|adjustments?)|payments? received", 2),
    s("(bill|billing) date", 2),
    s("(pay|payment) (online|options)", 2),
    // A portal's or an app's bill page ('Bill Details', 'Billing summary', 'Pay bill', 'Pay now').
    s(
      "bill details|billing (summary|details)|pay (my |your |this )?bill|bill ?pay|make a payment|pay now",
      3,
    ),
    // A practice's abbreviations ('Stmt Dt', 'Pmt Due', 'Bal Due', 'Total Chg', 'Ins Pmt', 'Contract Adj').
    s("stmt\\.? (dt|date)|pmt\\.? due|bal\\.? due|total chgs?|ins\\.? pmt|contract(ual)? adj", 3),
    // An agreed plan of payments and what one unit costs ('Rate/Unit', 'Installment 2 of 3').
    s("payment plan|installment|rate ?/ ?unit|per unit|date of statement", 2),
    s("date of service|service date|dos", 1),
    s("diagnosis|icd", 1),
  ],
  eob: [
    // What some payers call it instead: an EOP, explanation of payment.
    s("explanation of (benefits|payments?)", 8),
    // 'Statement of Vision Benefits', 'Explanation of Dental Benefits', 'Benefits Statement'.
    s("explanation of [a-z]+ benefits|statement of ([a-z]+ )?benefits|benefits? statement", 7),
    s("this is not a bill", 6),
    // What other payers send instead: a workers' compensation carrier's explanation of review, an
    // auto insurer's personal injury protection payment summary, a sharing ministry's statement.
    s(
      "explanation of (bill )?review|personal injury protection|med(ical)? pay(ments?)? (summary|coverage)|sharing statement|amount shared|eligible (to|for) shar(e|ing)",
      7,
    ),
    // A sharing ministry numbers the member's need as a payer numbers a claim ('Need # N-26-004417').
    s("needs? (was |were )?shared|need (#|no\\.?|number)", 3),
    any(DOCUMENT_HEADINGS.eob, 5),
    any([...EOB_RULES.allowed.labels, "plan allowance"], 3),
    any(EOB_SHARE_LABELS, 3),
    s("(plan|insurance|we) (paid|pays)|paid by plan", 3),
    s("(patient|member|your) (responsibility|resp\\.?|share)|you (may )?owe", 3),
    // Column words only a payer prints: what it allowed and paid, claims it processed.
    s("allowed|allowance|negotiated rate", 2),
    s("claims? processed|claims? activity|activity summary|summary of (your )?activity", 3),
    // Corrected and secondary-payer statements name the claim they correct or the primary payer.
    s(
      "corrected claim|reprocessed|adjusted claim|primary (payer|paid|insurance paid)|secondary (coverage|payer)|coordination of benefits",
      3,
    ),
    s("claim (no\\.?|number|#)|claim processed|processed (date|on)", 2),
    // Who was paid and what the provider may not do: a payer's words about a claim it paid.
    s("paid to (the )?(provider|doctor|facility)|provider (may|can) ?not bill you", 3),
    // Medicaid: 'You do not owe the provider for these services', a transaction or internal control
    // number (TCN, ICN).
    s("you do not owe (the|your) (provider|doctor)|tcn|icn|(transaction|internal) control (no|number)", 3),
    // A payer adjudicates a claim; a provider's statement never says so ('Date Adjudicated').
    s("adjudicated|adjudication( date)?", 3),
    s("deductible|coinsurance|co-?pay", 1),
    s("network status|in-network|out-of-network", 1),
    s("remark codes?", 2),
  ],
  prior_authorization: [
    s("prior (authorization|approval)|pre-?authorization|pre-?certification|precertification", 8),
    s("authorization (no\\.?|number|#)|auth(orization)?\\.? ?(no\\.?|number|#|id|ref)", 4),
    s(
      "(authorized|approved|certified) services?|services? (authorized|requested|approved|certified)|requested (service|procedure)",
      3,
    ),
    // The decision printed as a field ('Determination: APPROVED', 'DETERMINATION: CERTIFIED 3 DAYS').
    s("(decision|determination):? (approved|certified|denied|partially approved|pending)", 4),
    // A certification's own words ('Certification valid 03/02/26 to 04/30/26', 'Certified dates').
    s("certification (notice|valid|window|period)|certified (dates|days|\\d+ days)", 4),
    // An exception to use a provider outside the network ('Network gap exception', 'Exception period').
    s("(network )?gap exception|network (adequacy )?exception|exception period", 4),
    s("(request|determination|decision|review)( status)?", 1),
    s("approved|denied|medical necessity", 2),
    // Who decides: the plan's review unit and its reviewers.
    s(
      "utilization (review|management|mgmt)|medical management|(care|medical|clinical|nurse) review(er| unit| team)?|(oncology|radiology|imaging|specialty drug) benefits? management|(therapy|rehabilitation|musculoskeletal) (benefits? )?management",
      3,
    ),
    // A denial letter may never say 'authorization': it names the decision and what was reviewed.
    s("adverse (benefit )?determination|notice of (approval|denial)|cannot approve", 4),
    // An approval letter may never say 'authorization' either (state model approval notices,
    // Medicare Advantage 'organization determination'): the notice, the decision, the service.
    s("approval (notice|letter)|service authori[sz]ation|(organization|coverage) determination", 4),
    s(
      "pre-?service (review|request|decision|determination)|(has|have) (now )?approved|decided to approve",
      3,
    ),
    // Medicare Advantage and employer-plan letters: a coverage decision, a certified hospital stay,
    // an authorization extended or still waiting for records.
    s("coverage decision|(we|plan) (have |has )?denied (the|your) request|reconsideration", 4),
    // Medicare Advantage denial notices name what was asked for, not a 'request' ('We have denied
    // the medical care/item listed below that you or your doctor asked for').
    s(
      "(we|plan) (have |has )?denied (the|your) (medical )?(care|items?|services?|drugs?)|we denied this request",
      4,
    ),
    s("certification (no\\.?|number|#|expires)|days certified|admission review|planned hospital stay", 4),
    // A hospital stay's review: 'Notice of Inpatient Review', 'Days approved', 'We approved 3 days'.
    s("inpatient review|days approved|approved \\d+ (inpatient )?days|review(ed)? your admission", 4),
    s("authori[sz]ation (extension|renewal|extended)|extension approved", 4),
    s("(more|additional) information (about (a|your) request|(is )?needed)|make a decision", 3),
    // A portal's page of a request ('Authorization Status', 'Authorization Details').
    s("authori[sz]ation (status|details?|summary|inquiry|lookup)", 4),
    // A plan's request to the doctor for records: no decision yet ('Request for additional
    // information', 'No decision has been made').
    s(
      "request for (additional|more) information|no decision has been made|(finish|complete) (our|the) review",
      4,
    ),
    // A dental plan's answer before treatment: what it will pay for the proposed services.
    s("pre-?treatment estimate|pre-?determination( of benefits)?", 8),
    // A specialty pharmacy or benefit manager deciding for the plan ('Approval ID', 'Reviewed on
    // behalf of Bluewater Community Health Plan').
    s("approval (id|#|no\\.?|number)|(reviewed|approved|decided) on behalf of", 3),
    // A request held for records: 'Your request is on hold — we need more information', 'Pended'.
    s(
      "we need (more|additional) information|cannot decide|request is (on hold|pended|pending)|pended|status:? pending",
      4,
    ),
    s(
      "(service|procedure|request) reviewed|planned (date of )?service|(planned|scheduled) (surgery|procedure|admission) date",
      3,
    ),
    s("valid (from|through)|expiration date|approved dates|authorization period", 2),
    // 'AUTHORIZED PERIOD 08-Jan-2026 through 08-Mar-2026', 'Authorized visits: 12'.
    s("authori[sz]ed (period|dates?|from|through|thru|visits|units)|partially approved", 3),
    // When an approval starts and ends ('Approved start: 23-NOV-2026', 'Approved through').
    s("approved (start|end)( date)?|approved (from|through|thru|until)", 3),
    s("requesting (provider|physician)|servicing provider", 2),
    // What was asked for and who asked ('Item requested:', 'Requested start date', 'Requested by').
    s(
      "(items?|services?|drugs?|medications?|equipment|procedures?) requested|requested (items?|drugs?|medications?|equipment|start|by)",
      3,
    ),
    // The decision and how it was reached ('Our decision: DENIED', 'peer-to-peer review').
    s(
      "our decision|determination date|decision date|peer[- ]to[- ]peer|(coverage|clinical|medical) criteria",
      2,
    ),
    // Visits or units asked for and granted ('24 visits requested, 12 approved', 'Cert #').
    s(
      "(requested|approved) (visits|units|days)|visits (are )?(approved|requested)|partial approval|cert\\.? ?#",
      3,
    ),
  ],
  insurance_card_front: [
    // A state's Medicaid card: the program's name and the card's own warnings.
    s(
      "medical assistance (program|card|identification)|medicaid (id|card|program)|carry this card|recipient (id|name)",
      4,
    ),
    // Medicare's own card: who is entitled to which part, from when ('HOSPITAL (PART A)  03-01-2026').
    s("medicare health insurance|entitled to|hospital \\(part a\\)|medical \\(part b\\)", 7),
    // A Part D card carries Medicare's drug-plan mark; a Medigap card names its standardized plan.
    s("medicare ?rx|prescription drug coverage|\\(pdp\\)", 4),
    s("medicare supplement insurance|standardized plan [a-n]|medigap", 3),
    // A pharmacy card's holder ('Cardholder ID'), a Medicaid plan's enrollee.
    s("member id|member #|id ?(no\\.?|number|#)|subscriber id|identification|cardholder|enrollee", 3),
    s("group (no\\.?|number|#)|grp|group", 2),
    // An 'ID' label before the member's number, its prefix and groups apart ('ID BSV 7720 1184 03').
    // Alone: 'Member ID' already says it, and bills and EOBs print a member's ID too.
    s(
      "(?<!(member|patient|subscriber|claim|provider|tax|account|policy|card|request|confirmation) |, )id:? (#|no\\.? )?([a-z]{2,4}[ -]?)?\\d{3,}[ -]?\\d{3,}",
      3,
    ),
    s("rx ?:? ?bin|rx ?pcn|rx ?grp|\\bpcn\\b", 3),
    s("ppo|hmo|epo|pos|hdhp|(preferred|exclusive) provider organization|health maintenance organization", 2),
    // Medicare Advantage cards print the plan's CMS contract and plan number ('H5555-012').
    s("[hrs]\\d{4}-\\d{3}", 3),
    // The member's primary care physician, and copays without cents ('Urgent care $75').
    s("pcp:|primary care (provider|physician)", 2),
    s("(office|urgent care|emergency( room)?|specialist)( visit)?:? \\$\\d{1,3}(?![\\d,.])", 2),
    // Copays printed as 'PCP $25 SPC $50 ER $250'.
    s(
      "(pcp|specialist|er|urgent care) (co-?pay|visit)|co-?pays?|office visit|(pcp|spc|spec|er|uc) \\$\\d+",
      2,
    ),
    s("effective( date)?|eff date|dependents?", 1),
    // What the card calls itself ('Dental card', 'Prescription card') and a dental plan's grid
    // of what it pays ('Preventive 100%  Basic 80%  Major 50%').
    s("(dental|vision|prescription|pharmacy|medical|health|member|id) card", 2),
    s("(preventive|basic|major)( services)? \\d{2,3}%", 2),
    // A vision card's plan and what it pays ('Plan Type VISION PPO', 'Exam $10', 'Frame allowance $150').
    s("plan type|(exam|materials|frames?|lenses|frame allowance) \\$\\d{1,3}(?![\\d,.])", 2),
    s("health (plan|insurance)|insurance", 1),
    // A records office's scan says which side it holds ('Front of card').
    s("front of (the )?(insurance )?card|card front", 4),
  ],
  insurance_card_back: [
    s("back of (the )?(insurance )?card|card back", 4),
    s(
      "customer service|(members?|beneficiary|participant|policyholder|retiree) (services?|care)( center)?|provider services|(members|providers):? (call|eligibility)",
      3,
    ),
    s(
      "(mail|send|submit) (medical |dental |all )?(claims?|bills)( to)?|claims? (address|submission)|attn:? claims",
      4,
    ),
    // What the card is not, and where to find a provider ('VISION BENEFITS ONLY. NOT A MEDICAL CARD.').
    s(
      "not an? (medical|pharmacy|dental|vision|prescription)( or \\w+)? card|(vision|dental) benefits only",
      3,
    ),
    s("find an? (network |in-network |participating )?(doctor|provider|dentist|eye doctor|pharmacy)", 2),
    // Where each kind of claim goes ('Dental Claims  PO Box 1877', 'Orthodontic Claims').
    s("(medical|dental|vision|orthodontic|behavioral health) claims", 3),
    s("pharmacy (benefits?|help( ?desk)?|questions)|pharmacist|rx (questions|help)", 3),
    // The plan's electronic claims number, printed for providers.
    s("payer id", 2),
    // How claims reach the plan, told to providers ('Providers: bill Medicare …', 'Medicare claims
    // cross over', 'Paper claims: …').
    s(
      "providers?:? (bill|submit|send|file)|claims? (are )?(sent|cross(ed)? ?over)|crossover|paper claims",
      3,
    ),
    // Where to write: a post office box is printed on the back, with the claims address.
    s("p\\.? ?o\\.? box \\d+", 2),
    s("if (you have an )?emergency|call 911|nurse line|24/7", 2),
    s("www|com|org", 2),
    s("precertification|pre-?authorization", 1),
    s("this card|card does not (guarantee|prove)|possession of this card", 3),
  ],
  drivers_license_front: [
    s("driver'?s? licen[cs]e|drivers? lic", 7),
    s("dob|date of birth", 2),
    s("dln|lic#|dl", 3),
    s("class [a-dm]\\b|class", 2),
    s("exp|iss|issued", 1),
    s("sex|hgt|wgt|eyes|hair", 3),
    s("endorsements?|restrictions?|rstr|end", 1),
    s("department of (motor vehicles|transportation|public safety)|dmv", 2),
  ],
  drivers_license_back: [
    s("organ (and tissue )?donor", 4),
    s("restrictions?|endorsements?", 2),
    s("(if found|return to)|department of motor vehicles|dmv", 2),
    s("veteran|audit|dd ", 2),
    s("corrective lenses|class [a-dm]\\b", 2),
    s("(license|card) (holder|is the property)", 3),
  ],
  insurance_policy: [
    s("summary of benefits( and coverage)?|certificate of coverage|evidence of coverage", 7),
    s("policy (no\\.?|number|#|holder|period)|policyholder|insured", 3),
    s("coverage (period|begins|ends)|effective date", 2),
    s("out-of-pocket (limit|maximum|max)|deductible", 2),
    s("premium", 2),
    s("covered services|exclusions|limitations|benefits", 2),
    s("(in|out-of)-network (provider|coinsurance)", 1),
  ],
  lab_results: [
    s("laboratory report|lab report|pathology report|(final|test) results?", 6),
    // A letter may ask for 'recent lab results'; a report prints them with ranges and units.
    s("lab(oratory)? results?", 3),
    s("laborator(y|ies)|pathology|lab|analytes?", 2),
    s("specimen|collected|received|reported", 2),
    s("reference (range|interval)|ref range|normal range", 4),
    s("results?|flag", 2),
    s("mg/dl|mmol/l|g/dl|u/l|10\\^3/ul|ng/ml|miu/l", 3),
    s("ordering (physician|provider)|accession", 2),
    s("hemoglobin|glucose|cholesterol|creatinine|tsh|a1c|panel", 2),
  ],
};

/**
 * Prior authorization named only as a condition of something else ('If your health plan requires
 * a referral or prior authorization for this visit …', 'some services may need prior approval'):
 * an appointment reminder or a plan's welcome letter, not a letter about a request. Nor is one a
 * card's word that none is needed ('No prior approval is needed for emergency care'), nor a
 * practice's word that it asked for one ('We have requested a pre-treatment estimate from …').
 * Not counted.
 */
export const AUTH_MENTION =
  /\b(if|may|might|whether|when|some|certain)\b[^.]{0,60}?\b(requires?|need(s|ed)?|call for)\b[^.]{0,40}?(prior|pre-?)[ -]?(authorization|approval|certification)|\bno (prior|pre-?)[ -]?(authorization|approval|certification)[^a-z0-9]{1,8}(is )?(needed|required)|(prior|pre-?)[ -]?(authorization|approval|certification) (is )?not (needed|required)|\b(requested|submitted|sent|will (request|submit|send))\b[^.]{0,20}?\bpre-?treatment estimate|\bnot an? (prior|pre-?)[ -]?(authorization|approval|certification)/g;

/**
 * …or as the name of a phone line ('Prior Authorization 855-555-0183' on a card's back, among
 * Member Services and the Nurse Line): where to call, not a letter about a request. Not counted.
 */
export const AUTH_PHONE_LINE =
  /(prior|pre-?)[ -]?(authorization|approval|certification)s?( (line|dept\.?|department|requests?))?:? *(1-)?\(?\d{3}\)?[-. ]?\d{3}[-. ]\d{4}/g;

/**
 * Results named as something the reader can look at elsewhere ('You can now see your test results
 * … online'): a portal's invitation or a reminder, not a report of them. Not counted.
 */
export const RESULTS_MENTION =
  /\b(see|view|check|access|review|read|get)\s+(all\s+)?(of\s+)?(your|their)\s+(test\s+|lab(oratory)?\s+)?results?\b/g;

/**
 * What a page's heading calls it when it is none of the typed documents: an estimate or a consent
 * before care, a collector's notice, an agreement to pay over time, a plan's notice about an
 * enrolment, a renewal, coverage or an appeal.
 */
export const OTHER_TITLE =
  /good faith estimate|notice of (out-of-network care|appeal decision|privacy practices)|consent to waive|payment plan agreement|confirmation of (your )?enrollment|enrollment confirmation|renewal notice|eligibility (notice|determination)|appeal decision|acknowledge?ment of (your )?appeal|changes to (your |the |our )?(prior authorization|pre-?authorization|benefits?|coverage|formulary|drug list)|annual notice of changes?|substantiation request|request for (substantiation|documentation)|(notice of )?termination of coverage|coverage termination notice/i;

/** Cards are short; letters and statements are long. Word counts where each shape is typical. */
export const SHORT_TYPES: DocumentType[] = [
  "insurance_card_front",
  "insurance_card_back",
  "drivers_license_front",
  "drivers_license_back",
];

/**
 * A health savings, flexible spending or reimbursement account's own paperwork (its statement, a
 * claim reimbursement notice): it names the account and speaks of its money in two or more of an
 * account's words. A bill that takes 'HSA and FSA cards' names the account and nothing more.
 */
const SPENDING_ACCOUNT_NAME =
  /health savings account|flexible spending|health reimbursement|\b(hsa|fsa|hra)\b/i;
const ACCOUNT_WORDS = [
  /\bcontributions?\b/i,
  /\bdistributions?\b/i,
  /\bannual election\b/i,
  /\b(beginning|ending|available|cash) balance\b/i,
  /\b(amount )?reimbursed\b/i,
  /\bplan year\b/i,
];
export const spendingAccount = (flat: string) =>
  SPENDING_ACCOUNT_NAME.test(flat) && ACCOUNT_WORDS.filter((re) => re.test(flat)).length >= 2;

/**
 * An insurer's premium bill: a bill's labels and words of care ('health plan'), but what it asks
 * for is the premium, not payment for care. No medical bill either.
 */
export const PREMIUM_BILL =
  /premium (invoice|bill|statement|notice|due)|(monthly|annual|quarterly) premium|premium (amount|payment) due/i;

/** What a report of results prints: ranges and units. A letter that only mentions results has none. */
export const LAB_MEASURES =
  /reference (range|interval)|ref\.? range|normal range|mg\/dl|mmol\/l|g\/dl|u\/l|ng\/ml|miu\/l|10\^3\/ul/i;
/** A letter: a greeting, then a closing. */
export const LETTER = /\bdear\b[\s\S]*\b(sincerely|regards|respectfully)\b/i;
/**
 * A letter (a greeting and a closing) that asks for no payment: a financial-assistance decision,
 * a notice that a statement will follow. A bill asks to be paid, by a date or with a coupon.
 */
export const ASKS_FOR_PAYMENT =
  /please pay|pay (this|the) (amount|balance)|amount (enclosed|due)|remit|payable|(balance|total|now|past) due|due (date|by|upon|on)|pay by|pay online|payment (due|coupon|stub)|bal\.? due|pmt\.? due/i;

/**
 * Words of care and its paperwork. A statement without one of them (a water, phone or power bill)
 * is no medical bill, however bill-like its labels ('Bill date', 'Amount due').
 */
export const CARE_WORDS =
  /patient|medical|medicine|clinic|hospital|physician|provider|doctor|\bdr\.|\bmd\b|nurs|insur|diagnos|\bicd|\bcpt\b|hcpcs|procedure|surg|dental|dentist|health|therap|ambulance|anesthe|radiolog|imaging|laborator|\blab\b|pharmac|prescri|treatment|emergency|guarantor|claim|medicare|medicaid|co-?pay|deductible|rehab|ortho|pediatric|cardio|dermat|x-ray|\bmri\b|urgent care|date of service|\beye|vision|optometr|optical|\blens|hearing|audiolog|chiropract|acupunct|podiat/i;

/**
 * A table header only a payer prints: one row of titles naming both what the plan allowed and
 * what it paid ('Billed  Allowed  Plan paid  You owe', 'Charged  Eligible  Benefit'). A provider's
 * statement lists charges, payments and balances, rarely an allowed amount beside a payment.
 */
const ALLOWED_TITLE =
  /\b(allow(ed|ance)?|approved|eligible|covered amount|negotiated|repriced|network rate)\b/i;
const PAID_TITLE =
  /\b((plan|ins(urance)?|we|fund|medicare|medicaid|insurer|carrier)\s*(paid|pays?|payment)|paid|benefit( paid| amount)?|payable)\b/i;

/**
 * Rows of charges: lines that each print a procedure code and its charge, alone or after its unit
 * price ('97110 Therapeutic exercise 2 58.00 116.00'). Two or more are a bill's itemization,
 * whatever its labels read as. A payer's row adds what it allowed and paid (three amounts or more),
 * so it is no such row.
 */
export function chargeRows(text: string): boolean {
  const rows = text.split(/\r?\n/).filter((line) => {
    const words = line.trim().split(/\s+/);
    const amounts = findAmounts(line).length;
    return (
      amounts >= 1 &&
      amounts <= 2 &&
      /\d\.\d{2}\b/.test(line) &&
      words.some((w) => /^[A-Z]?\d{4,5}$/.test(w) && parseProcedureCode(w))
    );
  });
  return rows.length >= 2;
}

/**
 * A provider's ledger header: one row of titles naming the charge and the balance left, and no
 * allowed amount ('Date  Code  Service  Charge  Paid  Adjustment  Balance'). However many amounts
 * its rows carry (insurance paid, adjustments), a payer heads its table with what it allowed.
 */
export const ledgerColumns = (text: string) =>
  titleRows(text).some(
    (line) => /\b(charges?|fees?)\b/i.test(line) && /\bbalance\b/i.test(line) && !ALLOWED_TITLE.test(line),
  );

/** Lines that can be a table's row of titles: three to sixteen words, no digit. */
function titleRows(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => {
    const words = line.trim().split(/\s+/);
    return words.length >= 3 && words.length <= 16 && !/\d/.test(line);
  });
}

export const payerColumns = (text: string) =>
  titleRows(text).some((line) => ALLOWED_TITLE.test(line) && PAID_TITLE.test(line));
