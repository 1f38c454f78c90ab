// The words of organisations' names: what the letterhead of a provider or an insurer prints, and the
// kind of company the second line of a name starts with ('Health Plans of Ohio', 'Imaging Center').

/** A provider's name holds one of these ('Ridgeview Imaging', 'Harbor Pediatrics LLC'). */
export const PROVIDER_WORDS =
  /medical|clinic|hospital|health|center|centre|associates|physicians|group|care|lab|imaging|radiology|urgent|dental|ortho|pediatric|family|practice|surgery|surgical|cardiology|dermatology|therapy|rehab|anesthesia|ambulance|rescue|fire (department|district|protection)|\bems\b|emergency|specialists|consultants|heart|vascular|cancer|spine|sleep|pain|wellness|dentistry|podiatry|chiropractic|pharmacy|hospice|patholog|oncolog|neurolog|urolog|gastro|ophthalm|optometr|optical|audiolog|hearing|psychiatr|psycholog|counsel|behavioral|endocrin|pulmon|nephrolog|allergy|obstetric|gynecolog|dialysis|infusion|diagnostic|\bmd\b|\bpc\b|llc|pllc|inc\b/i;

/** An insurer's name holds one of these ('Cobalt Health Plan', 'Sterling Mutual'). */
export const INSURER_WORDS =
  /health|dental|vision|insurance|assurance|mutual|plan|care|life|benefit|blue|shield|cross|medicare|medicaid|advantage|cooperative|\b(hmo|ppo|epo)\b/i;

/**
 * The plan a reviewer, an administrator or an agent writes for: 'Specialty drug review for Harborview
 * Health Plans', 'Lumenpath Imaging Management on behalf of Cascadia Mutual Health Plan', 'Utilization
 * review agent for Keystone Mutual Casualty Company', 'Pharmacy benefits for Sunridge Health Plan
 * members'. Only words that name an insurer are a plan.
 */
export function planWrittenFor(text: string): string | null {
  const plain = text.trim();
  const writer =
    /\b(?:on behalf of|agent for|(?:reviews?|management|program|benefits?|administrators?|services)\s+for)\s+(?:the\s+)?(.{3,}?)(?:\s+members)?[.,]?$/i.exec(
      plain,
    )?.[1];
  if (writer && INSURER_WORDS.test(writer)) return writer;
  const members = /\bfor\s+(?:the\s+)?(.{3,}?)\s+(?:members|enrollees|participants)\b/i.exec(plain)?.[1];
  return members && INSURER_WORDS.test(members) ? members : null;
}

/** A company's legal form after its name ('…, PLLC', '… Inc.'), as a pattern's source. */
export const LEGAL_SUFFIX =
  "(p\\.?l\\.?l\\.?c|l\\.?l\\.?c|l\\.?l\\.?p|p\\.?c|p\\.?a|s\\.?c|inc|ltd|corp)\\.?";

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

/**
 * Whole words of organisations' names, to mend one OCR split in two ('Medical Su pply', 'Senior
 * Adva ntage'): tesseract breaks a long word of a letter-spaced wordmark where the spacing widens.
 */
const NAME_WORDS = new Set(
  [
    "administrators",
    "advantage",
    "alliance",
    "ambulance",
    "anesthesia",
    "anesthesiology",
    "associates",
    "assurance",
    "audiology",
    "behavioral",
    "benefits",
    "cardiology",
    "chiropractic",
    "clinical",
    "community",
    "consultants",
    "cooperative",
    "dentistry",
    "dermatology",
    "diagnostic",
    "diagnostics",
    "emergency",
    "equipment",
    "gastroenterology",
    "hospital",
    "imaging",
    "insurance",
    "laboratories",
    "laboratory",
    "maternal",
    "medical",
    "medicaid",
    "medicare",
    "memorial",
    "neurology",
    "obstetrics",
    "oncology",
    "ophthalmology",
    "optometry",
    "orthopaedic",
    "orthopaedics",
    "orthopedic",
    "orthopedics",
    "partners",
    "pathology",
    "pediatric",
    "pediatrics",
    "pharmacy",
    "physicians",
    "podiatry",
    "radiology",
    "regional",
    "rehabilitation",
    "senior",
    "services",
    "specialists",
    "supply",
    "surgery",
    "surgical",
    "therapy",
    "university",
    "urgent",
    "wellness",
  ].map((word) => word.toLowerCase()),
);

/** One word with an l OCR read for an i, or an i for an l ('Physiclans', 'Alllance', 'Senlor'). */
function mendLookAlike(word: string): string {
  if (word.length < 5 || !/^[a-z]+$/i.test(word) || NAME_WORDS.has(word.toLowerCase())) return word;
  for (let i = 0; i < word.length; i++) {
    const swap = { l: "i", i: "l", L: "I", I: "L" }[word[i]];
    const mended = swap && `${word.slice(0, i)}${swap}${word.slice(i + 1)}`;
    if (mended && NAME_WORDS.has(mended.toLowerCase())) return mended;
  }
  return word;
}

/**
 * `name` with each word OCR split in two joined again, when the two halves make a name's word, and
 * each name's word with one letter OCR took for its look-alike mended.
 */
export function mendNameWords(name: string): string {
  const words = name.split(" ").map((w) => {
    const [, word, rest] = /^([A-Za-z]+)(\W*)$/.exec(w) ?? [];
    return word ? `${mendLookAlike(word)}${rest}` : w;
  });
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i], words[i + 1]];
    const joined = `${a}${b}`.toLowerCase();
    if (!/^[a-z]+$/i.test(`${a}${b}`) || !NAME_WORDS.has(joined)) continue;
    if (NAME_WORDS.has(a.toLowerCase()) || NAME_WORDS.has(b.toLowerCase())) continue;
    words.splice(i, 2, `${a}${b}`);
  }
  return words.join(" ");
}
