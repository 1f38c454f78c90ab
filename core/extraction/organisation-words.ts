// The words of organisations' names: what the letterhead of a provider or an insurer prints, and the
// kind of company the second line of a name starts with ('Health Plans of Ohio', 'Imaging Center').

/** A provider's name holds one of these ('Ridgeview Imaging', 'Harbor Pediatrics LLC'). */
export const PROVIDER_WORDS =
  /medical|clinic|hospital|health|center|centre|associates|physicians|group|care|lab|imaging|radiology|urgent|dental|ortho|pediatric|family|practice|surgery|surgical|cardiology|dermatology|therapy|rehab|anesthesia|ambulance|rescue|fire (department|district|protection)|\bems\b|emergency|specialists|consultants|heart|vascular|cancer|spine|sleep|pain|wellness|dentistry|podiatry|chiropractic|pharmacy|hospice|patholog|oncolog|neurolog|urolog|gastro|ophthalm|optometr|optical|audiolog|hearing|psychiatr|psycholog|counsel|behavioral|endocrin|pulmon|nephrolog|allergy|obstetric|gynecolog|dialysis|infusion|diagnostic|\bmd\b|\bpc\b|llc|pllc|inc\b/i;

/** An insurer's name holds one of these ('Cobalt Health Plan', 'Sterling Mutual'). */
export const INSURER_WORDS =
  /health|dental|vision|insurance|assurance|mutual|plan|care|life|benefit|blue|shield|cross|medicare|medicaid|advantage|cooperative|\b(hmo|ppo|epo)\b/i;

/** Kinds of a place or a payer that start a name's second line and are no provider word above. */
const OTHER_KINDS = [
  "physical",
  "memorial",
  "women'?s",
  "children'?s",
  "sports",
  "home",
  "medicine",
  "mental",
  "community",
  "regional",
  "eye",
  "partners",
  "insurance",
  "benefits?",
  "mutual",
  "plans?",
];

/** The kind of company a name's second line starts with: a provider's word or one of the others. */
export const KIND_FIRST = new RegExp(`^(?:${PROVIDER_WORDS.source}|(?:${OTHER_KINDS.join("|")})\\b)`, "i");
