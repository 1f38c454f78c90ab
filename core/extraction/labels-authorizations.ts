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
  number: rule("authorization_number", "id", [
    "(prior )?authorization (no\\.?|number|#|id)",
    "auth(orization)?\\.? ?(no\\.?|number|#|id|ref)",
    "certification (no\\.?|number|#)",
    "approval (no\\.?|number|#)",
    "reference (no\\.?|number|#)",
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
    "through",
    "thru",
  ]),
  start: rule("service_start", "date", [
    "valid from",
    "start date",
    "effective (from|date)",
    "begin date",
    // A bare 'Effective:' (with its colon) on a decision dates the start of what it approves.
    "effective(?=\\s*:)",
  ]),
  services: rule("authorized_services", "text", [
    "authorized services?",
    "services? authorized",
    "approved services?",
    "requested services?",
    "services? requested",
    "procedure requested",
    "(items?|treatment|drugs?|medications?) requested|requested (items?|treatment|drugs?|medications?)",
    // Medicare Advantage notices: 'We have DENIED the item you or your doctor asked for:'.
    "(items?|services?|drugs?|medications?|care) (that )?you or your (doctor|physician|provider) (asked for|requested)",
    "(services?|procedures?) (reviewed|approved|certified)",
    // A bare 'Procedure' labels the service; 'Procedure code' and 'Procedure date' do not.
    "procedures?(?! (code|date))",
    "(drug|medication)( ?/ ?services?)?",
    // Not the notice's own title ('SERVICE AUTHORIZATION NOTICE').
    "services?(?! authori[sz]ation)",
  ]),
  status: rule("status", "text", [
    "request status",
    "review status",
    "determination",
    "decision",
    "(review )?outcome",
    "status",
  ]),
  period: rule("authorization_period", "text", [
    "approved dates",
    "authorized dates",
    "authorization period",
    "valid dates",
    "dates authorized",
    "approved period",
    "effective dates",
    "dates?(\\(s\\))? approved|approved from|valid(?=:?\\s+\\d)|coverage dates|covered dates",
  ]),
};
