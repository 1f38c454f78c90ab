// Printed labels of a prior authorisation's fields, as data (label-survey.md). The insurer is
// labelled as on an EOB.
import type { FieldRule } from "./labels";
import { EOB_RULES } from "./labels-claims";

const rule = (field: string, kind: FieldRule["kind"], labels: string[], below = true): FieldRule => ({
  field,
  kind,
  labels,
  below,
});

export const AUTH_RULES = {
  insurer: EOB_RULES.insurer,
  // A provider's confirmation names the plan that decided ('Insurance:  Pinecrest Health Alliance').
  insurance: rule("insurance_company", "text", ["insurance(?=\\s*:)"], false),
  // A reviewer's letterhead names the plan it decides for ('EVERCREST DME REVIEW  Plan: Granite
  // Shore Insurance Co.'): read after the insurer's own labels.
  plan: rule("insurance_company", "text", ["plan(?=\\s*:)"], false),
  // The decision's number, by the name of what it numbers…
  number: rule("authorization_number", "id", [
    "(prior |service )?authori[sz]ation (no\\.?|number|#|id)",
    "auth(orization)?\\.? ?(no\\.?|number|#|id|ref(erence|\\.)?)",
    // One number for both ('Auth/Cert No.').
    "auth(orization)? ?/ ?cert(ification)?\\.? ?(no\\.?|number|#)",
    "cert(ification|\\.)? ?(no\\.?|number|#)",
    "approval (no\\.?|number|#)",
    // A pharmacy benefit's 'PA Number'.
    "pa (no\\.?|number|#)",
    // A portal's heading: 'Authorization QF-A-0093381  Partially Approved'.
    "authori[sz]ation(?=\\s+[A-Z]{1,4}-[A-Z0-9-]*\\d)",
  ]),
  // …or, when the page names none so, by the reviewer's reference for the request: a page that
  // prints both ('Case number KTM-…' beside 'Authorization number SH2606-…') names its authorization by
  // the second.
  reference: rule("authorization_number", "id", [
    // …with what it references glossed in between ('Reference (authorization) number').
    "ref(erence|\\.)? ?(\\((authori[sz]ation|case|request)\\) )?(no\\.?|number|#)",
    // 'Reference #' whose '#' OCR lost: the word alone in its cell, its number beside or under it.
    "reference(?=\\s*:?\\s*$)",
    "request (no\\.?|number|#|id)",
    "(case|tracking) (no\\.?|number|#|id)",
    // 'Case / Ref', 'Case ref. no.': the plan's case reference is the decision's number.
    "case ?/? ?ref(erence|\\.)?( ?(no\\.?|number|#))?",
    "(approval|determination|review|episode|confirmation) (code|no\\.?|number|#|id)",
  ]),
  expiration: rule("expiration_date", "date", [
    "expiration date",
    "(authorization|certification|approval) expires( on)?",
    "expires( on)?",
    "valid (through|until|thru)",
    "expiration(?=\\s*:)",
    "(authorization|approval|certification) ends( on)?",
    "(new )?end date",
    // 'Approved start: 23-NOV-2026' over 'Approved end: 22-MAY-2027'.
    "approved end( date)?",
    // The last of a grid's two dates ('Approved from   Approved to', 'Extended through').
    "(approved|extended|covered) (to|through|thru|until)",
    "through",
    "thru",
  ]),
  start: rule("service_start", "date", [
    "valid from",
    "start date",
    "approved start( date)?",
    "effective (from|date)",
    "begin date",
  ]),
  services: rule("authorized_services", "text", [
    "authorized services?",
    "services? authorized",
    "approved services?",
    "requested services?",
    "services? requested",
    "procedure requested",
    // 'Requested: Laparoscopic cholecystectomy (47562)', with its colon.
    "requested(?=\\s*:)",
    "(items?|treatment|drugs?|medications?) requested|requested (items?|treatment|drugs?|medications?)",
    // Medicare Advantage notices: 'We have DENIED the item you or your doctor asked for:'.
    "(items?|services?|drugs?|medications?|care) (that )?you or your (doctor|physician|provider) (asked for|requested)",
    "(services?|procedures?|exams?|tests?|stud(y|ies)|imaging) (reviewed|approved|certified)",
    // A bare 'Procedure' labels the service; 'Procedure code' and 'Procedure date' do not.
    "procedures?(?! (code|date))",
    "(drug|medication)( ?/ ?services?)?",
    // Not the notice's own title ('SERVICE AUTHORIZATION NOTICE'), nor the label of its dates
    // ('SERVICE PERIOD').
    "services?(?! (authori[sz]ation|period|dates?\\b))",
  ]),
  // A grid's date columns titled 'From' or 'Start' and 'To' or 'End' alone, over the dates: read
  // after every label that says more ('Authorized period: March 9 through June 6' over a table of
  // each service's own dates).
  gridStart: rule("grid_start", "date", ["(from|start)(?=\\s*:?\\s*$)"]),
  gridEnd: rule("grid_end", "date", ["(to|end)(?=\\s*:?\\s*$)"]),
  // The service's code on a line of its own ('Service  Polysomnography …' then 'CPT  95810').
  code: rule("service_code", "text", ["(cpt|hcpcs)( code)?", "(procedure|service) code"]),
  status: rule("status", "text", [
    "request status",
    "review status",
    "determination",
    "decision",
    "(review )?outcome",
    "status",
  ]),
  // A letter's sentence: '… for Lumbar spinal fusion (CPT 22612), planned for 11/24/2025.'
  planned: rule("planned_date", "date", [
    "planned for",
    "scheduled for",
    "to be (done|performed|provided|given) on",
    "planned (date of service|on)",
    // 'Planned surgery date', 'Scheduled admission date' over the date.
    "(planned|scheduled|proposed) (surgery|procedure|service|admission|treatment) date",
  ]),
  period: rule("authorization_period", "text", [
    "approved dates",
    "authorized dates",
    "authori[sz](ation|ed) period",
    "(service|certification|approval|treatment|exception) period",
    // A certification's own words ('Certification valid' over '03/02/26 to 04/30/26', 'Certified dates').
    "certification valid|certified dates|days certified from",
    "dates covered( by this [a-z]+)?",
    "valid dates",
    "dates authorized",
    "approved period",
    // An app's decision card ('Approved for' over 'Feb 9, 2026 - May 9, 2026').
    "approved for(?=\\s*:?\\s*$|\\s+[A-Z][a-z]{2}\\w*\\.? \\d|\\s+\\d)",
    "effective dates",
    // A bare 'Effective' (with its colon, alone over its date, or before it) on a decision dates what
    // it approves: its start, or its period ('Effective 05/18/2026 to 11/17/2026 for the items below').
    "effective(?=\\s*:|\\s+\\d|\\s*$)",
    "dates?(\\(s\\))? approved|approved from|valid(?=:?\\s+\\d|\\s*$)|coverage dates|covered dates",
  ]),
};
