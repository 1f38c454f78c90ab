// Printed words that name a claim document (label-survey.md): statement and EOB headings, and the
// share labels only an EOB prints. The classifier weighs them (core/classification/signals.ts).

/** Headings that name the document (label-survey.md); the classifier weighs them. */
export const DOCUMENT_HEADINGS = {
  medical_bill: [
    "(patient|client|guarantor|billing|itemized|account|hospital) statement",
    "statement of (account|(physician |hospital )?services)",
    "itemized (bill|charges)",
    // A dental office's statement of the visit, handed over at the desk.
    "walk-?out statement",
  ],
  eob: [
    "claim summary",
    "summary of (your )?claims",
    "medicare summary notice",
    "claims? details?",
    "claims? (activity|history) (summary|statement)",
    "claims? statement",
    // Medicaid and state plans: a notice of the payment made on the claim.
    "notice of claims? payment|claims? payment (notice|summary)",
    // … or of the services it paid for the member ('Notice of services paid on your behalf').
    "notice of (medical |dental )?services( paid)?|services paid on your behalf",
  ],
};

/** Printed on EOBs, not on statements (label-survey.md): the plan's and the member's shares. */
export const EOB_SHARE_LABELS = [
  "(member|mbr\\.?) owes",
  "(total )?you may be billed",
  "plan discounts?",
  "plan'?s share",
  "(other )?amounts? not covered",
  "(total )?your share",
  "what (my |your )?([a-z]+ )?plan paid",
  "your plan paid",
];

/** Documents whose heading names their payer: CMS's Medicare Summary Notice is Medicare's. */
export const PAYER_BY_HEADING: [RegExp, string][] = [
  // An MSN's title, or (when OCR lost a large title) its subtitle and its question about each claim.
  // A supplement's EOB asks to be kept 'with your Medicare Summary Notice': no title of its own.
  [
    /(?<!(your|the) )medicare summary notice|part [ab] \((medical|hospital) insurance\)|did medicare approve/i,
    "Medicare",
  ],
];
