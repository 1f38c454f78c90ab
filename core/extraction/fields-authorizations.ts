// Fields of a prior authorisation or utilization-management letter (000 §3 form table): the
// decision, the service as the letter names it, the dates it covers.
import { CLOSING, type ExtractContext, type Fields } from "./context";
import { HEADINGS, organisation, withoutPlanProduct } from "./fields-claims";
import { INSURER_WORDS, planWrittenFor } from "./organisation-words";
import type { Line } from "./layout";
import { AUTH_RULES } from "./labels-authorizations";
import { drugCode } from "./line-items";
import { PATIENT_NAME, SERVICE_DATE } from "./labels-claims";
import { cleanText, findDates, parseProcedureCode } from "./parse";

const STATUS_WORDS: [RegExp, string][] = [
  [/partial(ly)? approv(ed|al)|partly approved|approved in part/i, "Partially Approved"],
  // A request waiting for records says so, and that it is no denial ('This request is not a denial').
  [
    /\bnot a denial\b|\binformation (is )?needed\b|\bcannot make a decision yet\b|\bcannot decide\b|\bneed (more|additional) information\b|\b(request|case) is on hold\b/i,
    "Pending",
  ],
  // Before 'approved': 'not approved' and 'cannot approve' are denials.
  [
    /\bdenied\b|\bnot (been )?approved\b|\bdenial\b|\b(cannot|can ?not|unable to) approve\b|\bnot authori[sz]ed\b|\badverse (benefit )?determination\b/i,
    "Denied",
  ],
  [/\bapprov(ed|al granted)\b|\bcertified\b/i, "Approved"],
  [/\bpending\b|\bin review\b|\bunder review\b|\bpended\b/i, "Pending"],
  [/\bcancel(l)?ed\b|\bwithdrawn\b/i, "Cancelled"],
  [/\bexpired\b/i, "Expired"],
];

/** What a decision sentence decides on: the request, the authorization, the service. */
const DECISION_SUBJECT = /request|authori[sz]ation|service/i;

function normaliseStatus(text: string | null): string | null {
  if (!text) return null;
  return STATUS_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

const TICK = /^[xX✓✔■]\s+(?=[A-Za-z])/;

/**
 * A form's row of boxes, one ticked ('[ ] Approved  [ ] Partially approved  [X] Denied'): OCR keeps
 * the ticked box's mark before its option ('X Denied') and loses the empty boxes.
 */
function tickedStatus(lines: Line[]): string | null {
  for (const line of lines) {
    const options = line.cells.filter((c) => normaliseStatus(c.text.replace(TICK, "")));
    const ticked = options.filter((c) => TICK.test(c.text));
    if (options.length >= 2 && ticked.length === 1) return normaliseStatus(ticked[0].text.replace(TICK, ""));
  }
  return null;
}

export function priorAuthorizationFields(ctx: ExtractContext): Fields {
  const r = ctx.reader;
  const period = ctx.dateOrRange(AUTH_RULES.period);
  const service = ctx.dateOrRange(SERVICE_DATE);
  const labelledStatus = r
    .candidates(AUTH_RULES.status)
    .map((v) => normaliseStatus(String(v)))
    .find(Boolean);
  // Without a status label, the decision sentence says it ('Your request has been APPROVED').
  // The sentence may run onto the next line ('… the request … for the service below, and it has
  // been' / 'APPROVED as medically necessary').
  const sentence = ctx.lines.find(
    (l: Line, i: number) =>
      normaliseStatus(l.text) &&
      (DECISION_SUBJECT.test(l.text) ||
        (!/[.!?:]\s*$/.test(ctx.lines[i - 1]?.text ?? ".") && DECISION_SUBJECT.test(ctx.lines[i - 1].text))),
  );
  const table = servicesTable(ctx);
  const labelled = namedInSentence(ctx, serviceName(ctx, r.first(AUTH_RULES.services)));
  return {
    related_medical_bill: null,
    insurance_company: withoutPlanProduct(
      organisation(ctx, AUTH_RULES.insurer) ??
        organisation(ctx, AUTH_RULES.insurance) ??
        planReviewedFor(ctx) ??
        organisation(ctx, AUTH_RULES.plan) ??
        ctx.letterhead(INSURER_WORDS, HEADINGS, { after: CLOSING }),
    ),
    authorization_number: r.first(AUTH_RULES.number) ?? r.first(AUTH_RULES.reference),
    service_date:
      service?.date ??
      period?.date ??
      (r.first(AUTH_RULES.start) as string | null) ??
      rangeInSentence(ctx)?.from ??
      (r.first(AUTH_RULES.gridStart) as string | null) ??
      (r.first(AUTH_RULES.planned) as string | null) ??
      table?.from ??
      null,
    // A range of service dates ends where the decision does.
    expiration_date:
      r.first(AUTH_RULES.expiration) ??
      period?.to ??
      service?.to ??
      rangeInSentence(ctx)?.to ??
      r.first(AUTH_RULES.gridEnd) ??
      table?.to ??
      null,
    authorized_services: withItsCode(
      // A label naming the service with its code printed after it ('Main procedure: Total hip
      // arthroplasty (27130)') says what the letter is about, before a table of everything that
      // comes with it; the table's own 'Service' title over its first row is no such label.
      (labelled && CODE_IN_PARENS.test(labelled) && printed(ctx, labelled) ? labelled : null) ??
        table?.service ??
        labelled ??
        listedWithCodes(ctx) ??
        requestedInSentence(ctx),
      r.first(AUTH_RULES.code),
    ),
    status:
      tickedStatus(ctx.lines) ?? table?.status ?? labelledStatus ?? normaliseStatus(sentence?.text ?? null),
    patient_name: r.first(PATIENT_NAME),
  };
}

/**
 * A benefit manager's letterhead names the plan it reviews for ('Apex Specialty Care Management' over
 * 'Specialty drug review for Harborview Health Plans'): the plan is the insurer.
 */
function planReviewedFor(ctx: ExtractContext): string | null {
  for (const line of ctx.topLines()) {
    for (const cell of line.cells) {
      const plan = planWrittenFor(cell.text);
      if (plan) return plan;
    }
  }
  return null;
}

/**
 * Services listed a line each, every line a name with its code in parentheses ('CGM sensor, 1 day
 * supply (A9276)' over 'CGM transmitter (A9277)'): the first such list on the page.
 */
function listedWithCodes(ctx: ExtractContext): string | null {
  const listed = (line: Line) =>
    line.cells.length === 1 &&
    /^[A-Za-z][^()]{2,80}\(([A-Z]\d{4}|\d{4}[0-9A-Z])\)$/.test(line.cells[0].text.trim());
  const start = ctx.lines.findIndex(listed);
  if (start < 0) return null;
  const run: string[] = [];
  for (const line of ctx.lines.slice(start)) {
    if (!listed(line)) break;
    run.push(cleanText(line.cells[0].text));
  }
  return run.join(", ");
}

interface ServicesTable {
  service: string | null;
  status: string | null;
  /** The first row's date, or the first and last of its range. */
  from: string | null;
  to: string | null;
}

const CODE_TITLE = /^\s*(cpt|hcpcs|proc(edure)?)?\s*(code|cpt|hcpcs)\b/i;
const SERVICE_TITLE = /desc|service|procedure|item|\b(drug|medication|supply|equipment)\b/i;

/**
 * A table of the services asked for ('Code  Description  Req. Units  Appr. Units  From  Through
 * Decision'): the services it authorizes as letters name them, each with its code in parentheses,
 * and, when its rows were decided differently (one approved, one denied), the request is partially
 * approved.
 */
function servicesTable(ctx: ExtractContext): ServicesTable | null {
  const header = servicesHeader(ctx);
  if (!header) return null;
  const { at, codeColumn, serviceColumn } = header;
  const rows: { code: string; name: string | null; status: string | null }[] = [];
  let dates: string[] = [];
  for (const line of ctx.lines.slice(at + 1, at + 12)) {
    const cells = line.cells.map((c) => c.text.trim());
    const row = codeFirst(cells) ?? codeUnderItsTitle(line, cells, codeColumn, serviceColumn);
    if (!row) {
      if (rows.length) break;
      continue;
    }
    // The first row's date column dates the service ('07/14/2026', '06/10/26 - 08/09/26').
    if (!rows.length) dates = cells.flatMap((c) => findDates(c).map((d) => d.iso)).slice(0, 2);
    const status = cells.map((c) => normaliseStatus(c)).find(Boolean) ?? null;
    rows.push({ code: drugCode(row.code, row.name), name: row.name ? cleanText(row.name) : null, status });
  }
  if (!rows.length) return null;
  const decided = new Set(rows.map((r) => r.status).filter(Boolean));
  const partly = decided.has("Approved") && decided.has("Denied") ? "Partially Approved" : null;
  // The services authorized are the rows not denied (every row, when all were denied).
  const granted = rows.filter((r) => r.status !== "Denied");
  const named = (granted.length ? granted : rows).filter((r) => r.name);
  return {
    service: named.map((r) => `${r.name} (${r.code})`).join(", ") || null,
    status: partly,
    from: dates[0] ?? null,
    to: dates[1] ?? null,
  };
}

type Cell = Line["cells"][number];

/**
 * The services table's header: a row of titles naming the service and its code. Without a code
 * title (OCR garbled it, 'Qénli¢s' for 'Code(s)', or the page titles the code 'Procedure' over
 * 'Description'), the title over the first row's code is the code's, and another title naming the
 * service is the service's.
 */
function servicesHeader(ctx: ExtractContext): { at: number; codeColumn: Cell; serviceColumn: Cell } | null {
  const serviceTitle = (c: Cell) => !CODE_TITLE.test(c.text) && SERVICE_TITLE.test(c.text);
  // A 'Description' names the service better than a 'Service type' beside it ('Inpatient - surgical').
  const serviceOf = (titles: Cell[], codeColumn?: Cell) => {
    const others = titles.filter((c) => c !== codeColumn && serviceTitle(c));
    return others.find((c) => /desc/i.test(c.text)) ?? others[0];
  };
  for (let at = 0; at < ctx.lines.length; at++) {
    const titles = ctx.lines[at].cells;
    if (titles.length < 3 || !titles.some(serviceTitle)) continue;
    const titled = titles.find((c) => CODE_TITLE.test(c.text));
    if (titled) return { at, codeColumn: titled, serviceColumn: serviceOf(titles) };
    const code = ctx.lines[at + 1]?.cells.find((c) => parseProcedureCode(c.text.trim().split(/\s+/)[0]));
    const codeColumn = code && titles.find((c) => Math.abs(c.left - code.left) < 0.03);
    const serviceColumn = serviceOf(titles, codeColumn);
    if (codeColumn && serviceColumn) return { at, codeColumn, serviceColumn };
  }
  return null;
}

/** Is this text printed as it stands (not put together from a table's cells)? */
const printed = (ctx: ExtractContext, text: string) => ctx.text.replace(/\s+/g, " ").includes(text);

type ServiceRow = { code: string; name: string | null };

/** The code first ('97110  Therapeutic exercise'), after a line number ('1  97110 …') or not. */
function codeFirst(cells: string[]): ServiceRow | null {
  const first = /^\d{1,2}[.)]?$/.test(cells[0] ?? "") ? 1 : 0;
  const code = parseProcedureCode(cells[first]?.split(/\s+/)[0] ?? "");
  if (!code) return null;
  const inCell = cells[first].split(/\s+/).slice(1).join(" ");
  const name = inCell || cells.slice(first + 1).find((c) => /[a-z]{3}/i.test(c) && !normaliseStatus(c));
  return { code, name: name ?? null };
}

/**
 * The service first and its code under the code column's title ('Therapeutic exercise  97110  24
 * visits'), past a speck OCR put before the code.
 */
function codeUnderItsTitle(
  line: Line,
  cells: string[],
  codeColumn: Line["cells"][number],
  serviceColumn: Line["cells"][number],
): ServiceRow | null {
  const under = (column: Line["cells"][number]) =>
    line.cells.findIndex((c) => Math.abs(c.left - column.left) < 0.03);
  const [at, named] = [under(codeColumn), under(serviceColumn)];
  if (at < 1 || named < 0 || named === at) return null;
  const code = parseProcedureCode(cells[at].replace(/^[^A-Za-z0-9]{1,3}\s*/, ""));
  const name = /[a-z]{3}/i.test(cells[named]) && !normaliseStatus(cells[named]) ? cells[named] : null;
  return code && name ? { code, name } : null;
}

/** A procedure code in parentheses, as letters print it after the service's name ('(HCPCS J0135)' too). */
const CODE_IN_PARENS =
  /\(\s*((cpt|hcpcs|ndc)\s*(code\s*)?)?(\d{5}|[A-Z]\d{4}|\d{4}[FT]|\d{4,5}-\d{3,4}-\d{1,2})\s*\)/i;

/** A drug's National Drug Code as pharmacy benefit managers print it ('0169-4524-14'). */
const NDC = /^\d{4,5}-\d{3,4}-\d{1,2}$/;

/**
 * The dates a decision sentence gives what it approves: '… to be used from 10 Nov 2025 to 8 Feb
 * 2026', 'approved for visits between 12/01/2025 and 02/28/2026', 'Services must be received between
 * 02/02/2026 and 05/01/2026'.
 */
function rangeInSentence(ctx: ExtractContext): { from: string; to: string } | null {
  const text = ctx.text.replace(/\s+/g, " ");
  const re =
    /\b(approv|authori[sz]|used|valid|covered|cover|received|provided|performed|completed)\w*\b[^.;]{0,40}?\b(?:from|between)\s+([^.;]{6,20}?)\s+(?:to|through|thru|until|and)\s+([^.;]{6,20})/gi;
  // …or says when the period begins and ends ('The extended period begins October 1, 2026 and ends
  // December 29, 2026').
  const begins =
    /\b(period|authori[sz]ation|approval|extension|coverage)\b[^.;]{0,30}?\b(begins?|starts?)\s+(?:on\s+)?([^.;]{6,20}?)\s+and\s+(?:ends?|expires?)\s+(?:on\s+)?([^.;]{6,20})/gi;
  for (const pattern of [re, begins]) {
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const [from, to] = [findDates(m[m.length - 2]), findDates(m[m.length - 1])];
      if (from.length === 1 && from[0].index === 0 && to[0]?.index === 0)
        return { from: from[0].iso, to: to[0].iso };
    }
  }
  return null;
}

/**
 * A service read from a table cell that starts with its bare code ('97110 Outpatient physical
 * therapy'): the letter's own sentence naming it with that code in parentheses ('… 24 visits of
 * Outpatient physical therapy (97110).') is how the letter names the service.
 */
function namedInSentence(ctx: ExtractContext, value: string | null): string | null {
  const code = value ? /^([A-Z]?\d{4,5})\s+[A-Za-z]/.exec(value)?.[1] : undefined;
  if (!code) return value;
  const text = ctx.text.replace(/\s+/g, " ");
  const at = text.search(new RegExp(`\\(\\s*((cpt|hcpcs)\\s*)?${code}\\s*\\)`, "i"));
  if (at < 0) return value;
  const before =
    text
      .slice(0, at)
      .split(/[.;:]\s/)
      .at(-1) ?? "";
  const lead = [...before.matchAll(/\b(for|of)\s+(an?\s+|the\s+|your\s+)?/gi)].at(-1);
  const name = lead ? before.slice((lead.index ?? 0) + lead[0].length).trim() : "";
  const end = text.indexOf(")", at) + 1;
  return name && name.split(/\s+/).length <= 8 ? cleanText(`${name} ${text.slice(at, end)}`) : value;
}

/**
 * The service as the letter names it, with its code in parentheses: printed in the next cell
 * ('INFLIXIMAB INFUSION   (J1745)'), or followed by the decision, which is no part of it ('…
 * (74177) Pending - additional information needed').
 */
function serviceName(ctx: ExtractContext, value: string | number | null): string | null {
  if (typeof value !== "string") return null;
  const line = ctx.lines
    .map((l: Line) => l.cells.map((c) => c.text).join(" "))
    .find((text) => text.includes(value));
  const from = line ? line.slice(line.indexOf(value)) : value;
  const code = CODE_IN_PARENS.exec(from);
  // A service table's code column: the bare code in the cell after the service ('Self-care
  // training   97535   24 visits'), written the way letters print it, in parentheses.
  const cells = ctx.lines.flatMap((l: Line) => {
    const at = l.cells.findIndex((c) => c.text.trim() === value);
    return at >= 0 ? [l.cells[at + 1]?.text.trim() ?? ""] : [];
  });
  // A speck OCR read before the code ('~~ 97530') is none of it.
  const next = cells[0]?.replace(/^[^A-Za-z0-9]{1,3}\s*(?=[A-Z]?\d)/i, "") ?? "";
  const bare = !code && cells.length ? (parseProcedureCode(next) ?? (NDC.test(next) ? next : null)) : null;
  if (bare && next.replace(/[.,;:]+$/, "").toUpperCase() === bare)
    return cleanText(`${value} ${wrappedBelow(ctx, value)} (${bare})`);
  // The code may follow a few more words of the service in cells of their own ('…visits,  8 visits
  // (G0299)'), never a decision or a date.
  const between = code ? from.slice(value.length, code.index) : "";
  const continues =
    between.length <= 20 &&
    /^[\s,]*[\w ,./-]*$/.test(between) &&
    !normaliseStatus(between) &&
    !findDates(between).length;
  if (!code || (code.index > value.length + 3 && !continues)) return value;
  const end = code.index + code[0].length;
  // What follows the code stays when it says more of the service ('(G0156), 20 visits'); the
  // decision or a date ('…, requested start 01-Dec-2025') says something else.
  // A note set off by a dash ('(S9123) - 56 hours per week for 26 weeks') says how much, not what.
  const after = value.slice(end);
  if (end < value.length && !normaliseStatus(after) && !findDates(after).length && !/^\s*[-–—]\s/.test(after))
    return value;
  return cleanText(from.slice(0, end));
}

/**
 * A service named without its code, when the letter gives the code a line of its own ('Service
 * Polysomnography, attended' then 'CPT  95810'): the code in parentheses, as letters print it.
 */
function withItsCode(service: string | null, codeLine: string | number | null): string | null {
  // The code printed before the service's name ('Procedure: 72148 MRI lumbar spine without
  // contrast') goes after it, in parentheses, as letters name a service.
  const codeFirst = service && /^\s*(\S+)\s+[-–:]?\s*([A-Za-z].{2,})$/.exec(service);
  const leading = codeFirst ? parseProcedureCode(codeFirst[1]) : null;
  if (codeFirst && leading && !CODE_IN_PARENS.test(codeFirst[2]))
    return `${codeFirst[2].trim()} (${leading})`;
  if (!service || CODE_IN_PARENS.test(service) || typeof codeLine !== "string") return service;
  const code = parseProcedureCode(codeLine.trim().split(/\s+/)[0] ?? "");
  return code ? `${service} (${code})` : service;
}

/**
 * The rest of a grid cell's service that wrapped onto the next line ('MRI brain without contrast,
 * followed' over 'by contrast'): that line holds only it, words without digits, under the cell.
 */
function wrappedBelow(ctx: ExtractContext, value: string): string {
  const at = ctx.lines.findIndex((l: Line) => l.cells.some((c) => c.text.trim() === value));
  if (at < 0) return "";
  const [line, next] = [ctx.lines[at], ctx.lines[at + 1]];
  const cell = line.cells.find((c) => c.text.trim() === value)!;
  const close = next && next.page === line.page && next.top - line.bottom < (line.bottom - line.top) * 1.2;
  const only = close && next.cells.length === 1 ? next.cells[0] : null;
  return only && Math.abs(only.left - cell.left) < 0.02 && /^[a-z][a-z ,/&-]*$/.test(only.text.trim())
    ? only.text.trim()
    : "";
}

/**
 * No service label: the decision sentence names it ('… denied the request … for a power wheelchair
 * (K0823)'), or ends on a colon before it ('… you (or your doctor) requested for: Polysomnography …');
 * the name may hold a word of its own in parentheses ('attended sleep study (polysomnography) (95810)').
 */
function requestedInSentence(ctx: ExtractContext): string | null {
  const text = ctx.text.replace(/\s+/g, " ");
  const m =
    /\brequest(?:ed)?\b.{0,80}?\bfor:? (?:an? |the |your )?([^().]{3,80}?(?:\([A-Za-z][^()\d]{1,40}\)\s*)?\(\s*(?:(?:cpt|hcpcs)\s*)?(?:\d{5}|[A-Z]\d{4})\s*\))/i.exec(
      text,
    );
  return m ? cleanText(m[1]) : null;
}
