// Every sentence the analysis shows a user: input errors, finding titles, descriptions and actions,
// and the notes on checks that could not run. Plain English; amounts and codes are always named.
import { formatDate } from "../format/dates";
import { formatUsd } from "../format/money";
import type { WorkingLine } from "./working";
import type { AnalysisCategory, MueLimit, ReferenceRow } from "./types";

/** The kinds of finding as a person reads them (the analysis view's category badges). */
export const CATEGORY_LABELS: Record<AnalysisCategory, string> = {
  duplicate_charge: "Duplicate charge",
  unbundling: "Unbundling",
  excessive_units: "Excessive units",
  upcoding: "Upcoding",
  pricing: "Price to negotiate",
  balance_billing: "Balance billing",
  denial: "Denial",
  math_error: "Math error",
  invalid_code: "Invalid code",
};

/** Cents as the sentences say them: $1,234 for whole dollars, $1,234.56 otherwise. */
export const usd = (cents: number) => formatUsd(cents, { unit: "cents", decimals: "when-needed" });

const codeWithModifiers = (line: WorkingLine) => [line.code, ...line.modifiers].join("-");
const onDate = (line: WorkingLine) => (line.date ? ` on ${formatDate(line.date)}` : "");
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
export const MUE_LIMIT_KIND = {
  1: "per claim line",
  2: "per day (a policy limit)",
  3: "per day (a clinical limit)",
} as const;
/** "SAN FRANCISCO-OAKLAND-BERKELEY (SAN FRANCISCO/…)" → "San Francisco-Oakland-Berkeley". */
export const placeName = (locality: string) =>
  locality
    .replace(/\s*\(.*$/, "")
    .toLowerCase()
    .replace(/(^|[\s/-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
/** "000" → "the day of the procedure"; "090" → "90 days". */
export const globalPeriod = (days: string) =>
  days === "000" ? "the day of the procedure" : `${Number(days)} days`;
/** "Obstetric panel with HIV testing (panel 80081) includes this test" → "obstetric panel with HIV testing (panel 80081)". */
const panelName = (relationship: string) =>
  relationship.replace(/ includes this test$/, "").replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
const list = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

export const INPUT_MESSAGES = {
  invalidBill: "The bill could not be analyzed: it needs a list of service lines.",
  invalidEob: "The explanation of benefits could not be read: it needs a list of lines.",
  tooManyLines: (max: number) => `A bill can be analyzed with at most ${max} service lines.`,
  lineName: (n: number) => `Service line ${n}`,
  eobLineName: (n: number) => `EOB line ${n}`,
  billName: "The bill",
  eobName: "The explanation of benefits",
  invalidLine: (where: string) => `${where} could not be read.`,
  missingCode: (where: string) => `${where} has no procedure code.`,
  invalidUnits: (where: string) => `${where}: units must be a number above 0.`,
  negativeAmount: (where: string) => `${where} has a negative amount; amounts must be 0 or more.`,
  invalidAmount: (where: string) => `${where} has an amount that is not a valid dollar amount.`,
  invalidCodes: (where: string) => `${where} has diagnosis codes that could not be read.`,
} as const;

/** What the caller says about a price: the code, how far above Medicare, and the fair price. */
export const pricingPitch = (code: string, multiple: number, fairPriceCents: number) =>
  `the charge for ${code} is ${multiple} times what Medicare pays in my area, and I'd like to ask whether you can lower it to ${usd(fairPriceCents)}, twice the Medicare rate.`;

export const TEXT = {
  duplicate: {
    rule: "The same service (same code, modifiers and date) is on more than one line, and no modifier marks a legitimate repeat (59, 76, 77, 91, XE, XS, XP, XU).",
    text: (repeat: WorkingLine, first: WorkingLine, saved: number) => ({
      title: `Duplicate charge: ${repeat.code} billed twice${onDate(repeat)}`,
      description:
        `Line ${repeat.position} charges ${codeWithModifiers(repeat)}${onDate(repeat)} again; line ${first.position} already charges it, ` +
        `and no modifier marks a second service (such as 76 or 91). Unless you received this service twice, ` +
        `it is a duplicate${saved ? ` and ${usd(saved)} should come off your bill` : ""}.`,
      user_action: `Ask the billing office to remove the duplicate ${repeat.code} on line ${repeat.position}, or to show records that the service was done twice.`,
    }),
  },
  unbundling: {
    rule: "A component service is billed separately beside a comprehensive service that already includes it.",
    ptpRelationship: (column1: string, rationale: string) =>
      `Medicare's National Correct Coding Initiative pairs it with ${column1} as part of that service (${rationale})`,
    pair: (component: WorkingLine, comprehensive: WorkingLine, relationship: string, saved: number) => ({
      title: `Unbundled charge: ${codeWithModifiers(component)} is included in ${comprehensive.code}`,
      description:
        `${relationship}. Line ${component.position} (${codeWithModifiers(component)}) is charged on its own beside ` +
        `line ${comprehensive.position} (${codeWithModifiers(comprehensive)})${onDate(component)}, so it should not be billed separately` +
        `${saved ? `: ${usd(saved)} should come off your bill` : ""}.`,
      user_action: `Ask the billing office to remove line ${component.position} (${codeWithModifiers(component)}) because ${comprehensive.code} includes it, or to explain why it was a separate service.`,
    }),
    panel: (tests: WorkingLine[], panelCode: string, name: string, saved: number) => ({
      title: `Unbundled lab panel: ${tests.length} tests billed instead of ${panelCode}`,
      description:
        `Lines ${list(tests.map((t) => String(t.position)))} bill every test of panel ${panelCode} one by one. ` +
        `${name.replace(/ includes this test$/, "")} is billed as one code when all its tests are done, and it costs less than the tests separately` +
        `${saved ? `: about ${usd(saved)} less at your provider's prices` : ""}.`,
      user_action: `Ask the billing office to rebill these tests as panel ${panelCode} and lower the charge to match.`,
    }),
    panelSplit: (lines: WorkingLine[], panelCode: string, relationship: string, saved: number) => ({
      title: `Lab panel split up: ${list(lines.map((l) => l.code))} billed instead of ${panelCode}`,
      description:
        `Lines ${list(lines.map((l) => String(l.position)))} (${list(lines.map(codeWithModifiers))}) are together every test of ` +
        `the ${panelName(relationship)}, which is billed as one code when all its tests are done` +
        `${saved ? `: about ${usd(saved)} less at your provider's prices` : ""}.`,
      user_action: `Ask the billing office to rebill lines ${list(lines.map((l) => String(l.position)))} as panel ${panelCode}, and to charge no more than their price for ${panelCode}.`,
    }),
  },
  globalSurgery: {
    rule: "A visit by the same doctor on the day of a minor procedure, or on the day of or the day before a major surgery, is paid as part of the procedure (Medicare's global surgery rules), unless a modifier marks it as separate: 25 for a significant, separate visit, 57 for the visit that decided on major surgery.",
    relationship: (
      procedure: string,
      rule: { kind: "minor" | "major"; globalDays: string },
      daysBefore: number,
    ) =>
      rule.kind === "minor"
        ? `A visit on the day of ${procedure}, a minor procedure (Medicare's global period: ${globalPeriod(rule.globalDays)}), is paid as part of the procedure unless it was a significant, separate visit (modifier 25)`
        : `A visit ${daysBefore ? "the day before" : "on the day of"} ${procedure}, a major surgery (Medicare's global period: ${globalPeriod(rule.globalDays)}), is paid as part of the surgery unless it was the visit where the decision to operate was made (modifier 57)`,
  },
  components: {
    rule: "A test billed as a whole already includes its professional part (the reading and report, modifier 26) and its technical part (modifier TC), so a part billed beside the whole test is charged twice.",
    invalidRule:
      "Modifiers 26 (professional part only) and TC (technical part only) can only be used with codes that Medicare's fee schedule splits into those parts.",
    withGlobal: (part: WorkingLine, global: WorkingLine, modifier: string, saved: number) => ({
      title: `Charged twice: the ${modifier === "26" ? "reading" : "technical part"} of ${part.code}`,
      description:
        `Line ${part.position} charges ${codeWithModifiers(part)}, the ${modifier === "26" ? "professional part (reading and report)" : "technical part"} of ${part.code}, ` +
        `but line ${global.position} already charges the whole ${codeWithModifiers(global)}${onDate(part)}, which includes it` +
        `${saved ? `: ${usd(saved)} should come off your bill` : ""}.`,
      user_action: `Ask the billing office to remove line ${part.position} (${codeWithModifiers(part)}) because the whole ${part.code} on line ${global.position} includes it.`,
    }),
    notValid: (line: WorkingLine, modifier: string, meaning: string) => ({
      title: `Modifier ${modifier} does not fit ${line.code}`,
      description:
        `Line ${line.position} bills ${codeWithModifiers(line)}. Modifier ${modifier} bills only the ${modifier === "26" ? "professional part (reading and report)" : "technical part"} of a service, ` +
        `but Medicare's fee schedule lists ${line.code} as ${meaning}, so the code is not valid as written and a claim with it can be rejected.`,
      user_action: `Ask the billing office to correct line ${line.position}: ${line.code} without modifier ${modifier}, or the code for the service you received.`,
    }),
  },
  units: {
    rule: "More units than Medicare's medically unlikely edit (MUE) allows: the most a provider would report for one patient on one day, or on one line.",
    text: (lines: WorkingLine[], units: number, mue: MueLimit, saved: number) => {
      const where =
        mue.adjudication_indicator === 1
          ? `on line ${lines[0].position}`
          : `${onDate(lines[0]).trim() || "on one day"}`;
      const limit = MUE_LIMIT_KIND[mue.adjudication_indicator];
      return {
        title: `Too many units: ${units} × ${mue.code} (limit ${mue.max_units})`,
        description:
          `${mue.code} is billed for ${plural(units, "unit")} ${where}; Medicare's medically unlikely edit allows at most ` +
          `${mue.max_units} ${limit}.${saved ? ` The units over the limit come to ${usd(saved)}.` : ""}`,
        user_action:
          mue.adjudication_indicator === 2
            ? `Ask the billing office to correct ${mue.code} to ${plural(mue.max_units, "unit")}; this limit is Medicare policy, so more is not payable.`
            : `Ask the billing office to correct ${mue.code} to ${plural(mue.max_units, "unit")}, or to send the records that document ${units}.`,
      };
    },
    editionAfterService: (edition: string) =>
      `Unit limits come from the MUE edition ${edition}, later than this bill's date of service; limits rarely change, but the provider may cite the earlier edition.`,
  },
  pricing: {
    rule: "A charge at least 3 times what Medicare pays for the service in your area. A high price is not a billing error, so we suggest a fair price to negotiate toward: 2 times Medicare, at or above what insurers usually pay.",
    text: (
      line: WorkingLine,
      multiple: number,
      row: Extract<ReferenceRow, { kind: "medicare_rate" }>,
      target: number,
      saved: number,
    ) => {
      const area =
        row.locality === "national"
          ? "nationally (no ZIP code to localize it)"
          : `in the ${placeName(row.locality)} area`;
      const schedule =
        row.fee_schedule === "physician" ? "Physician Fee Schedule" : "Clinical Laboratory Fee Schedule";
      return {
        title: `Room to negotiate: ${line.code} at ${multiple}× Medicare`,
        description:
          `Line ${line.position} charges ${usd(line.billed / line.units)} per unit for ${codeWithModifiers(line)}, ${multiple} times ` +
          `the ${usd(row.amount * 100)} Medicare pays ${area} (Medicare ${schedule}). Providers set their own prices, so this is ` +
          `not a billing error, but insurers commonly pay 1.4 to 2.5 times Medicare. ${usd(target)} (2 times Medicare) is a fair ` +
          `price to ask for${saved ? `: ${usd(saved)} less than charged, if the billing office agrees` : ""}.`,
        user_action: `Ask the billing office whether they will lower ${line.code} to ${usd(target)} (2 times Medicare), and ask about self-pay, prompt-pay and financial-assistance discounts.`,
      };
    },
  },
  upcoding: {
    rule: "An office visit level that neither the diagnoses on the bill nor the stated visit time support (AMA CPT E/M guidelines).",
    text: (line: WorkingLine, target: string, saved: number) => ({
      title: `Possible upcoding: visit billed as ${line.code}`,
      description:
        `Line ${line.position} bills an office visit at level ${line.code.slice(-1)} (${line.code}). ` +
        `${line.dx.length ? `The diagnoses (${list(line.dx)}) describe minor or uncomplicated problems` : "The bill shows no diagnosis that calls for it"}` +
        `${line.minutes !== null ? ` and the bill states ${line.minutes} minutes` : ""}, which usually fits ${target}` +
        `${saved ? `, about ${usd(saved)} less` : ""}. The visit notes decide the level, so this needs checking.`,
      user_action: `Ask for the visit notes and how level ${line.code} was chosen; if they do not support it, ask for the visit to be rebilled as ${target}.`,
    }),
  },
  denial: {
    rule: "Your insurer denied the line or allowed $0 for it.",
    text: (code: string, line: WorkingLine | null, reason: string | null) => ({
      title: `Denied by your insurer: ${code}`,
      description:
        `Your insurer did not pay for ${code}${line ? ` (line ${line.position})` : ""}${reason ? `; the reason given is "${reason}"` : ""}. ` +
        `Denials are often reversed when a code, referral or prior authorization is corrected; until then you may be billed for it.`,
      user_action: `Call your insurer to ask why ${code} was denied; ask the provider to correct and resubmit the claim, or file an appeal within 180 days of the EOB.`,
    }),
  },
  balance: {
    rule: "The bill asks for more than your insurer says you owe (the allowed amount minus what the plan paid).",
    text: (due: number, expected: number, saved: number, fromEob: boolean) => ({
      title: `Billed ${usd(saved)} more than your share${fromEob ? " on your EOB" : ""}`,
      description:
        `The bill asks for ${usd(due)}, but ${fromEob ? "your insurer's explanation of benefits puts" : "the insurance amounts on the bill put"} ` +
        `your share at ${usd(expected)} (allowed amount minus what the plan paid). The difference, ${usd(saved)}, looks like a ` +
        `network discount or insurance adjustment that was not applied; an in-network provider may not bill you above your share.`,
      user_action: `Send the billing office ${fromEob ? "your EOB" : "the insurance amounts"} and ask them to apply the insurance adjustment and rebill you for ${usd(expected)}.`,
    }),
    /** The boxes the finding cites on each document (ADR 079). */
    amountDueBox: "Amount Due on your statement",
    eobShareBox: "What you owe on your EOB",
  },
  planShare: {
    rule: "The bill asks for more than your plan's deductible, copay or coinsurance and out-of-pocket maximum add up to for these services, with what your verified EOBs this year already put toward them.",
    text: (policy: string, due: number, expected: number, saved: number) => ({
      title: `Asks ${usd(saved)} more than your plan says you owe`,
      description:
        `The bill asks for ${usd(due)}, but under ${policy} your share of these services works out to ${usd(expected)} ` +
        `at your plan's in-network figures, counting what your verified EOBs this year already put toward the deductible. ` +
        `The bill may not have been sent to your insurer yet. Once an EOB for this bill arrives, its patient responsibility is the figure that counts.`,
      user_action: `Ask the billing office whether they billed your insurer for this visit, and not to pay more than ${usd(expected)} until your insurer's explanation of benefits says what you owe.`,
    }),
  },
  math: {
    rule: "The totals do not add up.",
    total: (total: number, sum: number, saved: number) => ({
      title: "The bill's total doesn't match its lines",
      description:
        `The bill's total is ${usd(total)}, but its service lines add up to ${usd(sum)}` +
        (total > sum
          ? `: ${usd(saved || total - sum)} more than the itemized charges.`
          : `: ${usd(sum - total)} less, so a line may be missing from the itemization.`),
      user_action:
        total > sum
          ? `Ask the billing office to correct the total to ${usd(sum)}, the sum of the itemized charges.`
          : "Ask for a complete itemized bill that shows every charge in the total.",
    }),
    dueAboveBilled: (due: number, billed: number, saved: number) => ({
      title: "Amount due is more than the bill's charges",
      description: `The bill asks for ${usd(due)}, more than all its charges together (${usd(billed)}); ${usd(saved)} cannot be owed.`,
      user_action: "Ask the billing office to correct the amount due; you cannot owe more than the charges.",
    }),
    eobTotal: (total: number, sum: number) => ({
      title: "Your EOB's total doesn't match its lines",
      description: `Your EOB puts your total share at ${usd(total)}, but its lines add up to ${usd(sum)}.`,
      user_action: "Call your insurer to confirm which amount you owe before you pay.",
    }),
  },
  invalidCode: {
    rule: "A code that is not in the current code sets cannot be billed as written.",
    procedure: (line: WorkingLine, wellFormed: boolean) => ({
      title: `Invalid procedure code: ${line.code}`,
      description: wellFormed
        ? `Line ${line.position} uses ${line.code}, which is not in the current CPT/HCPCS code sets. It is usually a typo or a retired code, and a claim with it can be rejected.`
        : `Line ${line.position} has "${line.code}", which is not a CPT or HCPCS code.`,
      user_action: `Ask the billing office which service line ${line.position} is for and to correct its code.`,
    }),
    diagnosis: (code: string, description: string | null, lines: number) => ({
      title: `Invalid diagnosis code: ${code}`,
      description:
        (description
          ? `${code} (${description}) is a category, not a complete billable ICD-10-CM code.`
          : `${code} is not in the current ICD-10-CM code set.`) +
        ` A claim with it can be rejected by your insurer${lines ? ` (${lines === 1 ? "1 line uses it" : `${lines} lines use it`})` : ""}.`,
      user_action: "Ask the provider to correct the diagnosis code and resubmit the claim to your insurer.",
    }),
  },
  notes: {
    noLines:
      "This bill has no service lines, so there was nothing to check. Add the lines from your itemized bill and analyze again.",
    noMue: "Units were not checked: Medicare's medically unlikely edits have not been imported.",
    noFeeSchedule: "Prices were not checked: Medicare's fee schedules have not been imported.",
    noProcedureCodes: "Procedure codes were not checked: the CPT/HCPCS code sets have not been imported.",
    noDiagnosisCodes: "Diagnosis codes were not checked: the ICD-10-CM code set has not been imported.",
    nationalRates:
      "Prices were compared with national Medicare amounts: add your ZIP code to compare with your area.",
    insuredPrices:
      "Lines your insurer already processed were not price-checked: your share is based on the plan's allowed amount.",
    checkFailed: (category: AnalysisCategory) =>
      `The ${CATEGORY_LABELS[category].toLowerCase()} check could not run on this bill.`,
  },
} as const;
