// The letter as the recipient reads it: every finding's code and amount, the people and numbers of
// the bill, the user's own words, and never a figure or a code the facts do not hold.
import { describe, expect, it } from "vitest";
import {
  appealFacts,
  bareFacts,
  FIVE_FINDINGS,
  letterFacts,
  manyFindingsFacts,
} from "../../tests/fixtures/letters/facts";
import { formatUsd } from "../format/money";
import { composeLetter, letterFilename, letterText } from "./compose";
import type { LetterFacts } from "./facts";

const textOf = (facts: LetterFacts) => letterText(composeLetter(facts));

/** Every number and every string anywhere in the facts. */
function leaves(value: unknown, numbers: number[] = [], strings: string[] = []) {
  if (typeof value === "number") numbers.push(value);
  else if (typeof value === "string") strings.push(value);
  else if (Array.isArray(value)) value.forEach((v) => leaves(v, numbers, strings));
  else if (value && typeof value === "object")
    Object.values(value).forEach((v) => leaves(v, numbers, strings));
  return { numbers, strings };
}

const AMOUNT = /-?\$[\d,]+(?:\.\d+)?/g;
/** CPT (5 digits), HCPCS (letter + 4 digits), Category II/III (4 digits + letter). */
const CODE = /\b(?:\d{5}|[A-Z]\d{4}|\d{4}[A-Z])\b/g;

/** The $-amounts and code-like tokens of a letter that the facts do not hold. */
function inventedFigures(facts: LetterFacts, text: string): string[] {
  const { numbers, strings } = leaves(facts);
  const amounts = new Set(numbers.map((n) => formatUsd(n)));
  const codes = new Set(strings.flatMap((s) => s.match(CODE) ?? []));
  const foundAmounts = text.match(AMOUNT) ?? [];
  const foundCodes = text.match(CODE) ?? [];
  return [...foundAmounts.filter((a) => !amounts.has(a)), ...foundCodes.filter((c) => !codes.has(c))];
}

describe("composeLetter", () => {
  it("states every finding's code and billed amount, the claim number, the provider and the statement", () => {
    const facts = letterFacts();
    const text = textOf(facts);
    for (const finding of FIVE_FINDINGS) {
      for (const code of finding.codes) expect(text).toContain(code);
      if (finding.billed_amount !== null) expect(text).toContain(formatUsd(finding.billed_amount));
    }
    expect(text).toContain("CLM-448812");
    expect(text).toContain("BRH-2026-00071");
    expect(text).toContain("ACCT-77310");
    expect(text).toContain("Lakeside Medical Center");
    expect(text).toContain(
      "My daughter was seen once in the emergency room. The blood test was drawn once, not twice.",
    );
    expect(text).toContain("I have paid every bill on time and only ask that the charges be corrected.");
    expect(text).toContain("Patient: Zoë Ødegaard");
    expect(text).toContain("Date of birth: Jul 4, 2012");
    expect(text).toContain("Dates of service: Mar 2, 2026; Mar 3, 2026");
    expect(text).toContain("Total billed: $7,841.50");
    expect(text).toContain("Amount due: $2,310.25");
  });

  it("writes one numbered paragraph per finding with its figures and the correction asked for", () => {
    const letter = composeLetter(letterFacts());
    const numbered = letter.sections.flatMap((s) => s.paragraphs).filter((p) => p.kind === "numbered");
    expect(numbered.map((p) => p.number)).toEqual([1, 2, 3, 4, 5]);
    const [dup, mue, price, unbundle, math] = numbered.map((p) => (p.kind === "numbered" ? p.text : ""));
    expect(dup).toContain("line 3 of the bill, procedure code 85025 (Complete blood count)");
    expect(dup).toContain("It repeats line 2 of the same bill.");
    expect(dup).toContain(
      "The Explanation of Benefits shows it as denied (Duplicate claim line), with an allowed amount of $0.00, a plan payment of $0.00 and a patient responsibility of $96.00.",
    );
    expect(dup).toContain("Correction requested: Remove the duplicate charge of line 3.");
    expect(mue).toContain(
      "allows at most 4 units on one date of service (MUE 2026 Q1). The bill charges 12 units.",
    );
    expect(price).toContain(
      "Medicare's reference price for code 74177 is $410.15 (Medicare Physician Fee Schedule, 2026, locality San Francisco).",
    );
    expect(unbundle).toContain("lines 1 and 6 of the bill, procedure codes 96374 and 99285");
    expect(math).toBe("Correction requested: Correct the total to the sum of the charges.");
  });

  it("never mentions an amount or a code that is not in the facts", () => {
    const zeroFindings = letterFacts({ findings: [], potential_savings: 0 });
    const uncoded = letterFacts({
      lines: letterFacts().lines.map((l) => (l.position === 2 ? { ...l, cpt_code: "" } : l)),
    });
    for (const facts of [
      letterFacts(),
      appealFacts(),
      bareFacts(),
      manyFindingsFacts(12),
      zeroFindings,
      uncoded,
    ]) {
      const text = textOf(facts);
      expect(inventedFigures(facts, text)).toEqual([]);
    }
    // The scan itself catches a figure or a code that was made up.
    expect(inventedFigures(letterFacts(), "You owe $12.34 for 99999 and J9999.")).toEqual([
      "$12.34",
      "99999",
      "J9999",
    ]);
  });

  it("makes up nothing when a figure is missing", () => {
    const facts = letterFacts({
      findings: [
        {
          ...FIVE_FINDINGS[2],
          billed_amount: null,
          medicare: null,
          eob: {
            allowed_amount: null,
            paid_amount: null,
            patient_responsibility: null,
            denied: false,
            reason: null,
          },
        },
      ],
      bill: { amount_due: null },
    });
    const text = textOf(facts);
    expect(text).not.toContain("$0.00");
    expect(text).not.toContain("The amount billed is");
    expect(text).not.toContain("Explanation of Benefits shows");
    expect(text).not.toContain("Amount due");
    expect(text).not.toContain("Medicare's reference price");
    const bare = textOf(bareFacts());
    expect(bare).not.toMatch(/Claim number|Account number|Date of birth|Health plan|\$0\.00/);
    expect(bare).not.toContain("The charges in question");
  });

  it("opens with the main kind's paragraph and adds one for each other kind", () => {
    const appeal = composeLetter(appealFacts());
    const appealText = letterText(appeal);
    expect(appeal.subject).toBe("Request for an internal appeal of a denied claim");
    expect(appeal.recipient).toEqual([
      "Blue River Health",
      "Attn: Appeals Department",
      "PO Box 2200",
      "Sacramento, CA 95812",
    ]);
    expect(appealText).toContain(
      "I am writing to request an internal appeal of Blue River Health's decision on the claim referenced above: the Explanation of Benefits shows that it denied line 3 of the claim (procedure code 85025).",
    );
    expect(appealText).toContain("29 CFR 2560.503-1");
    expect(appealText).toContain("I also dispute the charges set out below");
    expect(appealText).toContain("Patient responsibility (EOB): $506.15");

    const bare = textOf(bareFacts());
    expect(bare).toContain("Re: Request for an itemized bill");
    expect(bare).toContain(
      "The bill I received does not list the individual services. Please send me a complete itemized bill",
    );
    expect(bare).toContain("I am also requesting financial assistance (charity care).");
    expect(bare).toContain("26 CFR 1.501(r)-6");
    expect(bare).toContain(
      "The visit on Mar 2, 2026 was preventive care. Section 2713 of the Public Health Service Act",
    );
    expect(bare).toContain("45 CFR 147.130");

    const dispute = textOf(letterFacts());
    expect(dispute).toContain("I am writing to dispute charges on the bill referenced above.");
    expect(dispute).toContain("appear to be billed in error or are priced well above what Medicare pays");
    // Prices alone are prices to negotiate, not errors (decision 033).
    const prices = textOf(manyFindingsFacts(3));
    expect(prices).toContain("I am writing to ask you to review the prices on the bill referenced above.");
    expect(prices).not.toContain("billed in error");
    expect(dispute).not.toMatch(/itemized bill that lists|financial assistance|preventive care/);
  });

  it("asks for an itemized bill when lines have no code", () => {
    const facts = letterFacts({
      lines: letterFacts().lines.map((l) => (l.position === 2 ? { ...l, cpt_code: " " } : l)),
    });
    expect(textOf(facts)).toContain(
      "Line 2 of the bill does not show a procedure code. Please also send me a complete itemized bill",
    );
  });

  it("asks for a written answer within the response days, signs, and lists the enclosures", () => {
    const facts = appealFacts();
    const text = letterText(composeLetter(facts, { notAttached: new Set() }));
    expect(text).toContain(
      "Please respond in writing within 30 days of the date of this letter (by Apr 19, 2026).",
    );
    expect(text).toMatch(/Sincerely,\n\n\n_+\nJosé Núñez/);
    expect(text).toContain("Enclosure:\n1. Explanation of Benefits — eob-march.pdf");
    const failed = letterText(composeLetter(facts, { notAttached: new Set(["doc_eob"]) }));
    expect(failed).toContain("1. Explanation of Benefits — eob-march.pdf (could not be attached)");
    expect(textOf(letterFacts())).not.toContain("Enclosure");
  });

  it("names the file after the provider and the date, in ASCII, never the patient", () => {
    expect(letterFilename(letterFacts())).toBe("dispute-letter-lakeside-medical-center-2026-03-02.pdf");
    const odd = letterFacts({ provider: { name: "Clínica São José & Søn / Ünit #2", npi: null } });
    expect(letterFilename(odd)).toBe("dispute-letter-clinica-sao-jose-s-n-unit-2-2026-03-02.pdf");
    const noDate = letterFacts({ provider: { name: "東京", npi: null }, bill: { service_date: null } });
    expect(letterFilename(noDate)).toBe("dispute-letter-provider-2026-03-20.pdf");
    expect(composeLetter(letterFacts()).filename).not.toMatch(/zo|odegaard/i);
  });
});
