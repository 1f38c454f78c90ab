// Golden questions through the built Worker and real D1 (issue 16): the household's bills, lines,
// statement, verified EOB, dispute deadline, policy and (premium) findings, asked through
// POST /api/chat/messages; each answer states the records' figures and cites their ids.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS } from "#core/assistant/types";
import { formatUsd } from "#core/format/money";
import { medicareRates } from "~/services/reference/medicare-rates.server";
import { db } from "./factories";
import { ask, household, type Household } from "./support/assistant";
import { seedReferenceData } from "./support/reference-seed";

let h: Household;
let medicare99213: string;
let locality: string;

beforeAll(async () => {
  await seedReferenceData(env.DB);
  h = await household("golden", { premium: true });
  const rates = await medicareRates(db(), "99213", "94103");
  medicare99213 = formatUsd(rates.local!.avg_price_nfac!);
  locality = rates.local!.locality;
});

interface Golden {
  question: string;
  onClinicBill?: boolean;
  says: (h: Household) => string[];
  cites: (h: Household) => string[];
  notCites?: (h: Household) => string[];
}

const GOLDEN: Golden[] = [
  {
    question: "What does my Bayview Clinic bill charge?",
    says: () => ["$600.50", "$250.00", "$100.50", "99213", "80053"],
    cites: (h) => [h.clinicBill, ...h.clinicLines],
    notCites: (h) => [h.pediatricsBill],
  },
  {
    question: "What did my insurance pay on the Bayview Clinic bill?",
    says: () => ["$210.00"],
    cites: (h) => [h.clinicBill, h.eob],
  },
  {
    question: "How much do I owe Bayview Clinic?",
    says: () => ["$185.00", "$70.00"],
    cites: (h) => [h.clinicBill, h.eob],
  },
  {
    question: "How does this bill compare to Medicare?",
    onClinicBill: true,
    says: () => ["$250.00", medicare99213, "94103"],
    cites: () => [`medicare:99213:${locality}`],
  },
  {
    question: "Why was I charged twice at Bayview Clinic?",
    onClinicBill: true,
    says: () => ["billed twice", "$250.00"],
    cites: (h) => [h.clinicLines[0]!, h.clinicLines[1]!],
  },
  {
    question: "When is the provider's response to my dispute due?",
    says: () => ["Dec 20, 2026"],
    cites: (h) => [h.clinicBill],
    notCites: (h) => [h.pediatricsBill],
  },
  {
    question: "what is my deductable and out of pocket max",
    says: () => ["$1,500.00", "$6,000.00"],
    cites: (h) => [h.policy],
  },
  {
    question: "How much did Sunrise Pediatrics charge for Sam?",
    says: () => ["$300.00", "99214"],
    cites: (h) => [h.pediatricsBill],
    notCites: (h) => [h.clinicBill],
  },
];

describe("golden questions through D1", () => {
  it.each(GOLDEN)("$question", async (golden) => {
    const { status, body } = await ask(
      h.user,
      golden.question,
      golden.onClinicBill ? { bill_id: h.clinicBill } : {},
    );
    expect(status).toBe(200);
    for (const s of golden.says(h)) expect(body.answer).toContain(s);
    const cited = body.citations.map((c) => c.id);
    for (const id of golden.cites(h)) expect(cited).toContain(id);
    for (const id of golden.notCites?.(h) ?? []) expect(cited).not.toContain(id);
    expect(body.questions_remaining).toBeNull();
  });

  it("cites the duplicate the analysis found on the bill, for premium", async () => {
    const { body } = await ask(h.user, "What errors were found on this bill?", { bill_id: h.clinicBill });
    expect(body.answer).toContain("99213");
    const findings = body.citations.filter((c) => c.type === "finding").map((c) => c.id);
    expect(findings).toContainEqual(expect.stringMatching(/^duplicate_charge\..*/));
    expect(body.actions.map((a) => a.kind)).toContain("start_dispute");
    expect(body.actions.every((a) => a.href.startsWith("/"))).toBe(true);
  });

  it("says so, with no amount, when the answer is not in the user's data", async () => {
    const { body } = await ask(h.user, "What's the weather tomorrow?");
    expect(body.answer).toContain(CHAT_TEXTS.notInData);
    expect(body.answer).not.toMatch(/\$\d/);
    expect(body.citations).toEqual([]);
  });
});
