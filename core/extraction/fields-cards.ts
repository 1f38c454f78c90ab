// Fields of the types without a form (001 §3 mock schemas): insurance cards, the driver's licence
// front, and 'other' documents.
import {
  ExtractContext,
  type Fields,
  PLAN_KIND_AFTER_NAME,
  PLAN_PRODUCT_ONLY,
  withoutLogoSpeck,
} from "./context";
import { planType } from "./card-plan-type";
import type { FieldRule } from "./labels";
import type { Line } from "./layout";
import { INSURER_WORDS, PROVIDER_WORDS } from "./organisation-words";
import { cleanText, findDates, findStateName, parsePhone, printedPhone, US_STATES, WEBSITE } from "./parse";

const rule = (field: string, kind: FieldRule["kind"], labels: string[], below = true): FieldRule => ({
  field,
  kind,
  labels,
  below,
});

const CARD_FRONT = {
  memberId: rule("member_id", "id", [
    "member id(entification)?( (no\\.?|number|#))?",
    "member (no\\.?|number|#)",
    "subscriber id",
    "(subscriber|enrollee|beneficiary|insured|recipient|medicaid|medicare) (id|no\\.?|number|#)",
    "identification (no\\.?|number|#)",
    "id (no\\.?|number|#)",
    "id",
  ]),
  memberName: rule("member_name", "name", [
    "member name",
    "subscriber name",
    "(recipient|beneficiary|insured|cardholder|participant)( name)?",
    "enrollee",
    "member",
    "subscriber",
    "policy ?holder",
    "name",
  ]),
  group: rule("group_number", "id", [
    "group (no\\.?|number|#|id)",
    "employer group( (no\\.?|number|#))?",
    "group",
    "grp\\.?",
  ]),
  // 'Payer ID 55104' is the plan's electronic claims number, not its name.
  payer: rule("payer_name", "text", ["payer(?!\\s+id)", "insurer", "carrier"]),
};

const CARD_BACK = {
  phone: rule("customer_service_phone", "phone", [
    "customer service",
    "member services?",
    "members",
    "questions\\??( call)?",
  ]),
  claims: rule("claims_address", "text", [
    "(mail|send|submit) (medical )?claims? to",
    "claims? (address|submissions?)",
    "medical claims",
    "claims",
  ]),
  pharmacy: rule("pharmacy_benefits", "text", [
    "pharmacy (help( ?desk)?|services|questions|claims)",
    "rx (questions|help)",
    "pharmacy benefits?( manager)?",
    "prescription (drugs|(drug )?(benefits|coverage))",
    "rx benefits?",
    "pharmacy",
    // 'Rx: Pellucid Pharmacy Solutions 855-…', not the 'Rx BIN' a card prints for pharmacies.
    "rx(?!\\s*(bin|pcn|grp|group|id)\\b)",
  ]),
  provider: rule("provider_services", "phone", ["provider services", "providers"]),
};

const LICENSE = {
  number: rule("license_number", "id", [
    "driver'?s? licen[cs]e (no\\.?|number|#)",
    "lic(ense)?\\.? ?(no\\.?|number|#)",
    "(4d )?dln",
    "dl ?(no\\.?|#|number)?",
    "id ?(no\\.?|#|number)?",
  ]),
  lastName: rule("last_name", "name", ["(1 )?ln", "last name"]),
  firstName: rule("first_name", "name", ["(2 )?fn", "first name"]),
  fullName: rule("full_name", "name", ["full name", "name"]),
  dob: rule("date_of_birth", "date", ["(3 )?dob", "date of birth", "birth ?date"]),
  expires: rule("expiration_date", "date", ["(4b )?exp(ires|iration)?( date)?"]),
  address: rule("address", "text", ["(8 )?address", "addr"]),
  issued: rule("issued", "date", ["(4a )?iss(ued)?( date)?"]),
};

const OTHER = {
  date: rule(
    "date",
    "date",
    // A person's birth date dates no paper.
    [
      "(?<!birth\\s)date(?!\\s+of\\s+birth)",
      "dated",
      "issued( on)?",
      "date of (this )?(estimate|notice|letter|issue|statement)",
    ],
    false,
  ),
  // The paper's own date named as such may stand over its value ('Estimate date' over '01/15/2026').
  paperDate: rule("date", "date", [
    "(estimate|notice|letter|issue|statement) date",
    "date of (this |the )?(good faith )?(estimate|notice|letter)",
  ]),
};

export const CARD_RULES = {
  insurance_card_front: Object.values(CARD_FRONT),
  insurance_card_back: Object.values(CARD_BACK),
  drivers_license_front: Object.values(LICENSE),
  other: Object.values(OTHER),
};

const PAYER_WORDS = /health|insurance|assurance|mutual|plan|care|life|benefit|blue|shield|cross|medical/i;

const memberId = (value: string | number | null) =>
  typeof value === "string" ? value.replace(/\s+/g, "") : value;

/**
 * The plan's kind printed after the payer's wordmark ('Cascade Mutual Health  EPO', a speck OCR
 * made of the logo between them) is the card's plan type, not part of the payer's name; strokes of
 * a logo after it ('Veritas Employer Health iil') are none of it either.
 */
const withoutPlanKind = (name: string | null) =>
  name &&
  withoutLogoSpeck(name)
    .replace(PLAN_KIND_AFTER_NAME, "")
    .replace(/\s+[il|!]{2,4}$/, "")
    // A lone letter or mark OCR made of the card's art after the name ('Brightwater Mutual B',
    // 'LAKESHORE HEALTH CONNECT _'); 'A' and 'I' are words.
    .replace(/\s+([B-HJ-Z]|[a-z]|[_=~|.,;:*-]+)$/, "");

export function insuranceCardFrontFields(ctx: ExtractContext): Fields {
  const r = ctx.reader;
  return {
    // Printed in groups for the eye ('LBH 4471 09825'); the plan knows it as one string.
    member_id: memberId(r.first(CARD_FRONT.memberId)),
    member_name: r.first(CARD_FRONT.memberName),
    group_number: r.first(CARD_FRONT.group),
    payer_name: withoutPlanKind(
      (r.first(CARD_FRONT.payer) as string | null) ??
        // A line about the card itself ('Copy of insurance card (front and back)') names no payer.
        ctx.letterhead(PAYER_WORDS, /member|group|plan type|\bid\b|\bcard\b|\bcopy\b/i),
    ),
    plan_type: planType(ctx),
  };
}

const STREET =
  /^\d{1,6}\s+\S.*\b(st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|way|ct|court|pl|place|pkwy|hwy|box|suite|ste)\b/i;
const CITY_STATE_ZIP = /\b[A-Za-z .'-]+,?\s+[A-Z]{2}\s+\d{5}(-\d{4})?\b/;
const PO_BOX = /\b(p\.?\s?o\.?\s?box|post office box)\s*\d+/i;

/** An address printed after a label: the rest of the line plus a following city/state/ZIP line. */
function addressAfter(ctx: ExtractContext, labelRule: FieldRule): string | null {
  const labelled = ctx.reader.first(labelRule);
  // What stands beside the label in another column ('Payer ID: 79921') is no address.
  if (typeof labelled !== "string" || !/\d/.test(labelled) || !isAddressPart(labelled)) return null;
  const first = fromStreet(labelled);
  const line = ctx.lines.find(
    (l: Line) => l.text.includes(first.split(" ")[0]) && l.text.includes(first.slice(-4)),
  );
  const next = line ? ctx.nextLine(line) : null;
  if (!CITY_STATE_ZIP.test(first) && next && CITY_STATE_ZIP.test(next.text))
    return `${first}, ${cleanText(next.text)}`;
  return first;
}

const isAddressPart = (text: string) => STREET.test(text) || PO_BOX.test(text) || CITY_STATE_ZIP.test(text);

/** The addressee printed before the street ('Juniper Ridge Health Claims, PO Box 6120, …') is no address. */
function fromStreet(text: string): string {
  const start = text.search(/(?<=,\s*)(\d{1,6}\s+\S|(p\.?\s?o\.?\s?box|post office box)\s*\d)/i);
  return start > 0 ? text.slice(start) : text;
}

/**
 * The line after this one, past lines of specks a photo's edge or a logo left between them (only
 * one- or two-character cells), within three of the line's heights.
 */
function lineAfterSpecks(ctx: ExtractContext, line: Line): Line | null {
  const at = ctx.lines.indexOf(line);
  const speck = (l: Line) => l.cells.every((c) => c.text.replace(/\W/g, "").length <= 2);
  return (
    ctx.lines
      .slice(at + 1, at + 4)
      .filter((l) => l.page === line.page && l.top - line.bottom < (line.bottom - line.top) * 3)
      .find((l) => !speck(l)) ?? null
  );
}

/** A street (or PO box) line followed by its city/state/ZIP line, when no label introduces it. */
function unlabelledAddress(ctx: ExtractContext): string | null {
  for (const line of ctx.lines) {
    // Licences number their fields (AAMVA): '8 2714 PECAN GROVE DR' is field 8, the address.
    const street = line.cells
      .map((c) => c.text.replace(/^8\s+(?=\d)/, ""))
      .find((t) => STREET.test(t) || PO_BOX.test(t));
    if (!street) continue;
    if (CITY_STATE_ZIP.test(street)) return cleanText(fromStreet(street));
    const cityLine = lineAfterSpecks(ctx, line)?.cells.find((c) => CITY_STATE_ZIP.test(c.text));
    if (cityLine) return `${cleanText(fromStreet(street))}, ${cleanText(cityLine.text)}`;
  }
  return null;
}

export function insuranceCardBackFields(ctx: ExtractContext): Fields {
  const r = ctx.reader;
  // OCR may lose the dot after 'www' ('www juniperridgehealth.example').
  const text = ctx.text.replace(/\bwww[ ,]+(?=[a-z0-9-]+\.[a-z])/gi, "www.");
  return {
    customer_service_phone: r.first(CARD_BACK.phone) ?? parsePhone(ctx.text),
    claims_address: addressAfter(ctx, CARD_BACK.claims) ?? unlabelledAddress(ctx),
    pharmacy_benefits: pharmacy(ctx, r.first(CARD_BACK.pharmacy) ?? administeringPharmacy(ctx)),
    website: membersWebsite(text),
  };
}

/**
 * The members' web address with its path as printed ('harrowgatehealth.com/members'); one the
 * card prints for providers or brokers ('unitasprovider.com') only when it prints no other.
 */
function membersWebsite(text: string): string | null {
  const found = [WEBSITE, ...INTRODUCED_WEBSITE, LONE_DOMAIN].flatMap((re) =>
    [...text.matchAll(new RegExp(re.source, `${re.flags.replace("g", "")}g`))].map((m) =>
      `${m[1]}${re === WEBSITE && m[2] ? m[2].replace(/[.,;)]+$/, "") : ""}`.toLowerCase(),
    ),
  );
  return found.find((site) => !/provider|broker|employer/.test(site)) ?? found[0] ?? null;
}

/**
 * A pharmacy-only card names its manager as the one that administers it ('Administered by
 * Brightfield Rx 1-866-555-0147'), not under a pharmacy label.
 */
function administeringPharmacy(ctx: ExtractContext): string | null {
  const m =
    /\b(?:administered|managed|provided) by\s+(.*\b(?:rx|pharmacy|scripts?|pharmaceutical|drug)\b.*)$/im.exec(
      ctx.text,
    );
  return m ? cleanText(m[1]) : null;
}

/**
 * A web address whatever its ending, where the card says it is one: after 'www.', or after
 * 'Visit' / 'Online' / 'Website'.
 */
const INTRODUCED_WEBSITE = [
  /\b(www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+)/i,
  /\b(?:visit|online|web(?:site)?|internet)\s*:?\s+([a-z0-9-]+(?:\.[a-z0-9-]+)+)/i,
];

/** …or a line that is nothing but a web address, whatever its ending ('veritashealth.co'). */
const LONE_DOMAIN = /^\s*((?:www\.)?[a-z0-9-]{3,}(?:\.[a-z0-9-]+)*\.[a-z]{2,12})\s*$/im;

/** The pharmacy manager as printed: its name without the parentheses, and its phone beside it. */
function pharmacy(ctx: ExtractContext, value: string | number | null): string | null {
  if (typeof value !== "string") return null;
  // 'Pharmacy benefits by CanyonRx - 1-866-…': the manager's name, then its phone.
  let name = cleanText(
    value
      .replace(/^\((.*)\)$/, "$1")
      .replace(/^((are|is) )?(managed |administered |provided )?(by|through|via)(\s+|$)/i, "")
      .replace(/\s+[-–:]\s+(?=[(\d])/, " "),
  );
  if (printedPhone(name)) return name;
  let line = ctx.lines.find((l: Line) => l.text.includes(value));
  let cell = line?.cells.find((c) => c.text.includes(value));
  // 'Pharmacy benefits managed by' over the manager's name in its column ('RxCrest').
  if (!name && line && cell) {
    const named = columnBelow(ctx, line, cell).find(({ cell: c }) => /[A-Za-z]{3}/.test(c.text));
    if (!named) return null;
    ({ line, cell } = named);
    name = cleanText(named.cell.text);
  }
  const beside =
    line && cell ? printedPhone(line.text.slice(line.text.indexOf(cell.text) + cell.text.length)) : null;
  // Or on the next line, when that line is the pharmacy's own ('Pharmacist help desk 1-877-…').
  const next = line ? ctx.lines[ctx.lines.indexOf(line) + 1] : undefined;
  const own = next && /pharmac|\brx\b/i.test(next.text) ? printedPhone(next.text) : null;
  // …or under the name, in its own column ('Meridia Rx' over '1-866-555-0159', a help desk's title
  // between them).
  const under =
    line && cell
      ? columnBelow(ctx, line, cell)
          .map(({ cell: c }) => printedPhone(c.text))
          .find(Boolean)
      : null;
  const phone = beside ?? own ?? under ?? null;
  return phone ? `${name} ${phone}` : name;
}

/** The cells under `cell`, in its column, on the next three lines of its page. */
function columnBelow(ctx: ExtractContext, line: Line, cell: Line["cells"][number]) {
  const at = ctx.lines.indexOf(line);
  return ctx.lines
    .slice(at + 1, at + 4)
    .filter((l) => l.page === line.page)
    .flatMap((l) =>
      l.cells.filter((c) => c.left < cell.right && c.right > cell.left).map((c) => ({ line: l, cell: c })),
    );
}

function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s'-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function personName(raw: string | number | null): string | null {
  if (typeof raw !== "string") return null;
  const text = raw
    .replace(/[^A-Za-z ,.'-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  // 'DOE, JANE ANN' is printed last name first.
  const [last, first] = text.split(/\s*,\s*/);
  return titleCase(first ? `${first} ${last}` : text);
}

/** AAMVA-numbered names: field 1 is the family name, field 2 the given names. */
function numberedName(ctx: ExtractContext, field: 1 | 2): string | null {
  const re = new RegExp(`^${field}\\s+([A-Za-z][A-Za-z' -]+)$`);
  for (const line of ctx.lines)
    for (const cell of line.cells) {
      const m = re.exec(cell.text);
      if (m) return personName(m[1]);
    }
  return null;
}

export function driversLicenseFrontFields(ctx: ExtractContext): Fields {
  const r = ctx.reader;
  const last = personName(r.first(LICENSE.lastName)) ?? numberedName(ctx, 1);
  const first = personName(r.first(LICENSE.firstName)) ?? numberedName(ctx, 2);
  const header = ctx
    .topLines(0.35)
    .map((l) => l.text)
    .join(" ");
  const address = addressAfter(ctx, LICENSE.address) ?? unlabelledAddress(ctx);
  // A licence is issued by the holder's home state: when the printed state name is unreadable
  // (it often sits on artwork), the address's state stands in.
  const addressState = address ? /\b([A-Z]{2})\s+\d{5}(-\d{4})?\b/.exec(address)?.[1] : undefined;
  return {
    license_number: r.first(LICENSE.number),
    full_name: last && first ? `${first} ${last}` : personName(r.first(LICENSE.fullName)),
    date_of_birth: r.first(LICENSE.dob),
    address,
    expiration_date: r.first(LICENSE.expires),
    state_issued:
      findStateName(header) ??
      findStateName(ctx.text) ??
      (addressState && US_STATES[addressState] ? addressState : null),
  };
}

const ORGANISATION =
  /\b(inc|llc|pllc|ltd|clinic|hospital|imaging|radiology|laborator(y|ies)|associates|partners|surgeons|physicians|center|centre|association|department|school|university|college|bank|pharmacy|health|services|foundation|company|corp|group|society|club|church|library|fitness|dental|credit union|insurance|office|agency|council|district|advantage|mutual)\b/i;
/**
 * Running text: starts in lower case, ends like a sentence, or is too long for a name, unless its
 * words are capitalised like a title's ('Good Faith Estimate for Health Care Items and Services').
 */
const isSentence = (text: string) =>
  /^[a-z]/.test(text) ||
  /[.!?]$/.test(text.trim()) ||
  (text.trim().split(/\s+/).length > 8 && !titleCased(text));
/** Most of its longer words start with a capital. */
function titleCased(text: string): boolean {
  const long = text.split(/\s+/).filter((w) => w.length > 3);
  return long.length > 0 && long.filter((w) => /^[A-Z]/.test(w)).length >= long.length * 0.75;
}
/** A label naming who gives care ('Out-of-network provider', 'Treating physician', 'Facility'). */
const PROVIDER_LABEL = /\b(provider|practice|physician|facility|notifier)\b/i;
/** A lettered box of a form ('D. Items or services' on Medicare's notice) names no sender. */
const FORM_ITEM = /^[A-H]\.\s/;
/**
 * The sender's address printed on after its name ('Bluestem Valley Health Plan · PO Box 2716'),
 * and a branch's number ('HOLLYHOCK PHARMACY #0217'), are no part of it.
 */
const withoutAddress = (name: string | null) =>
  withoutBranchNumber(
    name?.replace(/\s+([·•|–-]\s+)?p\.?\s?o\.?\s?box\s*\d+.*$|\s+[·•|–-]\s+\d+\s+[A-Za-z].*$/i, "") ?? null,
  );
/** A label and its value ('Department: Family Medicine') names no sender. */
const isLabelled = (text: string) => /^[A-Za-z][\w /&'-]{1,30}:\s*\S/.test(text);
const TITLE_WORDS =
  /notice|letter|receipt|confirmation|form|certificate|reminder|summary|record|report|agreement|acknowledg|invitation|newsletter|statement|request|application|schedule|instructions|welcome|authorization|consent|update|invoice|determination|decision|approval|estimate/i;

/** The first line of page 1, words only and printed larger than most lines: a sender's wordmark. */
function wordmark(ctx: ExtractContext): string | null {
  const lines = ctx.lines;
  const first = lines[0];
  const text = first && nameOn(first);
  if (!text || first.top > 0.12 || !/^[A-Za-z][A-Za-z&' .,-]+$/.test(text)) return null;
  const heights = lines.map((l) => l.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)];
  if (!(first.height > median * 1.2) || isSentence(text)) return null;
  // A wordmark that names its kind already ('Tallgrass Benefit Bank') is whole.
  if (INSURER_WORDS.test(text) || PROVIDER_WORDS.test(text)) return text;
  // The kind of company under it ('PINEWELL' over 'Benefits Administration', 'Silver Harbor' over
  // 'HEALTH PLAN - Medicare Advantage') is the rest of its name, read as a letterhead's two-line
  // name is; a product after a dash is none of it.
  const kind = ctx.kindUnderWordmark();
  return kind && !isSentence(kind) ? `${text} ${kind.replace(/\s+[-–—]\s+.*$/, "")}` : text;
}

/**
 * What a heading line names: its first cell without a logo's speck, or the name in full beside a
 * logo that spells it apart or a portal that brands it ('TALLI S  Tallis Benefit Administrators',
 * 'MyAlderbrook  Alderbrook Health Partners').
 */
function nameOn(line: Line): string {
  const text = withoutLogoSpeck(line.cells[0].text);
  const beside = line.cells[1]?.text;
  const letters = (t: string) => t.replace(/[^a-z]/gi, "").toLowerCase();
  const brand = letters(text).replace(/^my(?=[a-z]{3})/, "");
  // …or a monogram of the name's initials ('LS  Larkspur Surgical Arts, PLLC').
  const initials = letters((beside ?? "").replace(/\b([A-Za-z])[A-Za-z'’]*/g, "$1"));
  const monogram = /^[A-Z]{2,3}$/.test(text) && initials.startsWith(brand);
  return beside &&
    (monogram || (brand.length >= 3 && letters(beside).startsWith(brand))) &&
    !isSentence(beside)
    ? beside
    : text;
}

/**
 * The stamp a browser prints atop each page it prints ('11/20/26, 9:14 AM  MyAlderbrook - Visit
 * Summary'): when it was printed, not the document's date. A receipt's own date and time
 * ('03/03/2026 4:18 PM REG 2') print without the comma, below the store's name.
 */
const PRINT_STAMP = /^\s*\d{1,2}\/\d{1,2}\/\d{2,4},\s+\d{1,2}:\d{2}\s*[AP]M\b/i;
const withoutPrintStamps = (lines: Line[]) =>
  lines
    .filter((l, i) => !(PRINT_STAMP.test(l.text) && (i === 0 || lines[i - 1].page !== l.page)))
    .map((l) => l.text)
    .join("\n");

/** A store's or branch's number after the name ('HOLLYHOCK PHARMACY #0217') is no part of it. */
const withoutBranchNumber = (name: string | null) =>
  name?.replace(/\s+(#\s?\d+|(store|branch|location|no\.)\s*#?\s?\d+)$/i, "") ?? null;

/** A birth date with its label ('Date of birth: 11/02/1990', 'DOB 11/02/1990'): it dates no paper. */
const BIRTH_DATE = /\b(date of birth|d\.?o\.?b\.?|birth ?date|born)\s*:?\s*\S+/gi;

export function otherFields(ctx: ExtractContext): Fields {
  // A date beside the sender's name ('Harborstone Health Plan   December 15, 2025') leaves the name.
  const top = ctx.topLines(0.4).filter((l) => !findDates(l.cells[0].text).length);
  // The sender's address is no name: the first line that is not one may be.
  const firstLine = top.find((l) => !isAddressPart(l.cells[0].text));
  const first = firstLine ? nameOn(firstLine) : null;
  // An organisation is named in a heading, not in the letter's sentences ('… at our office.'); a
  // wordmark printed larger than the page's text on its first line names it before any keyword.
  const organisation = withoutAddress(
    wordmark(ctx) ??
      top
        .map(nameOn)
        .find(
          (t) =>
            ORGANISATION.test(t) &&
            !TITLE_WORDS.test(t) &&
            !PLAN_PRODUCT_ONLY.test(t) &&
            !isSentence(t) &&
            !isLabelled(t) &&
            !FORM_ITEM.test(t),
        ) ??
      // A form about a provider names it beside its label ('Out-of-network provider  Lakeridge Spine
      // & Joint Surgeons').
      top.find((l) => PROVIDER_LABEL.test(l.cells[0].text) && ORGANISATION.test(l.cells[1]?.text ?? ""))
        ?.cells[1].text ??
      // The page's own title on its first line ('Good Faith Estimate') names no sender, nor does a
      // speck of its logo ('EL').
      (first && !TITLE_WORDS.test(first) && /[A-Za-z]{3}/.test(first) ? first : null) ??
      null,
  );
  // A title may stand beside the organisation on its line ('Switchback Mobile … Monthly Statement').
  // …but a label with its value beside it ('Scheduled service date   11/16/2026') is no title.
  const titled = top
    .flatMap((l) => l.cells.filter((c, i) => !/^[\d$(]/.test(l.cells[i + 1]?.text ?? "")))
    .filter(
      // …nor is a desk with its phone number ('Scheduling and estimates 970-555-0120').
      (c) =>
        c.text !== organisation &&
        TITLE_WORDS.test(c.text) &&
        !/:/.test(c.text) &&
        !isSentence(c.text) &&
        !parsePhone(c.text),
    );
  const tallest = [...top]
    .filter((l) => l.cells[0].text !== organisation && !isSentence(l.cells[0].text))
    .sort((a, b) => b.height - a.height)[0];
  const title = titled[0]?.text ?? tallest?.cells[0].text ?? null;
  const labelled = ctx.reader.first(OTHER.paperDate) ?? ctx.reader.first(OTHER.date);
  return {
    title: title ? cleanText(title) : null,
    date: labelled ?? findDates(withoutPrintStamps(ctx.lines).replace(BIRTH_DATE, " "))[0]?.iso ?? null,
    organization: organisation ? cleanText(organisation) : null,
    notes: null,
  };
}
