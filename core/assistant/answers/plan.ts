// Plan benefits (issue 16): the copay or coinsurance for the service the question names, the
// deductible and the out-of-pocket maximum, from the saved policy covering the person asked about.
import { AnswerBuilder, citePolicy, notInData, usd } from "../compose";
import type { AssistantRecords, ComputedAnswer, PolicyRecord } from "../types";
import { words } from "../words";

/** Question words → words a benefit row's label uses. */
const SERVICES: { asked: string[]; label: string[] }[] = [
  { asked: ["specialist", "dermatologist", "cardiologist", "orthopedist"], label: ["specialist"] },
  { asked: ["primary", "pcp", "checkup", "physical", "doctor", "family"], label: ["primary"] },
  { asked: ["er", "emergency"], label: ["emergency"] },
  { asked: ["urgent"], label: ["urgent"] },
  { asked: ["lab", "blood", "labs", "test"], label: ["lab"] },
  { asked: ["mri", "ct", "imaging", "xray", "x", "scan", "ultrasound"], label: ["imaging", "x"] },
  { asked: ["prescription", "drug", "medication", "pharmacy", "generic"], label: ["drug", "prescription", "generic"] },
  { asked: ["hospital", "inpatient", "surgery"], label: ["inpatient", "hospital", "surgery"] },
  { asked: ["mental", "therapy", "therapist", "counseling"], label: ["mental", "behavioral"] },
];

export function choosePolicy(question: string, records: AssistantRecords): PolicyRecord | null {
  const tokens = new Set(words(question));
  return (
    records.policies.find((p) => p.members.some((m) => words(m).some((w) => tokens.has(w)))) ??
    records.policies.find((p) => [p.name, p.carrierName ?? ""].some((n) => words(n).some((w) => w.length > 3 && tokens.has(w)))) ??
    records.policies[0] ??
    null
  );
}

const NO_POLICY =
  "You haven't saved an insurance policy with its benefits yet, so I can't tell you what your plan covers. Add it on the Insurance page.";

export function planBenefits(question: string, records: AssistantRecords): ComputedAnswer {
  const policy = choosePolicy(question, records);
  if (!policy) return notInData("plan_benefits", NO_POLICY);
  const tokens = new Set(words(question));
  const wanted = SERVICES.filter((s) => s.asked.some((w) => tokens.has(w))).flatMap((s) => s.label);
  const rows = wanted.length
    ? policy.benefits.filter((b) => words(b.label).some((w) => wanted.includes(w)))
    : policy.benefits;
  if (policy.benefits.length === 0 || (wanted.length > 0 && rows.length === 0))
    return notInData(
      "plan_benefits",
      `Your saved policy ${policy.name} doesn't list a benefit for that service, so I can't say what it costs you. Your insurer's summary of benefits will have it.`,
      [citePolicy(policy)],
    );
  const a = new AnswerBuilder("plan_benefits").cite(citePolicy(policy));
  a.say(rows.length === 1 ? `Under ${policy.name}:` : `Your plan ${policy.name} lists:`, ...rows.map((b) => `• ${b.label}: ${b.value}`));
  if (policy.deductibleCents !== null && rows.some((b) => /deductible/i.test(b.value)))
    a.say(`Your deductible is ${usd(policy.deductibleCents)}.`);
  return a.done();
}

export function deductibleAnswer(question: string, records: AssistantRecords): ComputedAnswer {
  const policy = choosePolicy(question, records);
  if (!policy) return notInData("deductible", NO_POLICY);
  if (policy.deductibleCents === null && policy.outOfPocketMaxCents === null)
    return notInData("deductible", `Your saved policy ${policy.name} doesn't record a deductible or an out-of-pocket maximum.`, [
      citePolicy(policy),
    ]);
  const a = new AnswerBuilder("deductible").cite(citePolicy(policy));
  if (policy.deductibleCents !== null)
    a.say(`Your plan ${policy.name} has a ${usd(policy.deductibleCents)} deductible: what you pay for covered care each year before the plan starts sharing costs (copays often apply before it).`);
  if (policy.outOfPocketMaxCents !== null)
    a.say(`Its out-of-pocket maximum is ${usd(policy.outOfPocketMaxCents)}: once your deductible, copays and coinsurance reach it in a year, the plan pays 100% of covered in-network care.`);
  if (/\b(met|meet|reached|reach|close|left|remaining|how far|hit)\b/i.test(question))
    a.say("I can't see from here how much of it you've met. The Insurance page shows what your verified EOBs have put toward it this year, and your insurer's member site has the exact figure.");
  return a.done();
}
