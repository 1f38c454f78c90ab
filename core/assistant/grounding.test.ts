import { describe, expect, it } from "vitest";
import { householdRecords } from "../../tests/fixtures/assistant/records";
import { computeAnswer } from "./answer";
import { checkGrounding, extractFacts } from "./grounding";

const records = householdRecords({ focusBillId: "bill-harbor" });
const owed = computeAnswer("How much do I owe?", records);

describe("reading amounts, codes and dates from text", () => {
  it("reads the ways people write money, as cents", () => {
    const amounts = extractFacts("$1,234.56, $1234, 1,234.56 dollars, 240 dollars, $5.5 and -$3.00").filter((f) => f.kind === "amount");
    expect(amounts.map((f) => Number(f.value))).toEqual([123456, 123400, 123456, 24000, 550, 300]);
  });

  it("reads CPT, HCPCS and ICD-10 codes, not years or ZIP-like parts of ids", () => {
    const codes = extractFacts("Codes 99214, 0075T, J1885 and E11.9 in 2026 on claim HV-2026-00417").filter((f) => f.kind === "code");
    expect(codes.map((f) => f.value)).toEqual(["99214", "0075T", "J1885", "E11.9"]);
  });

  it("reads ISO, M/D/YYYY, 'March 14, 2026', '14 March 2026' and 'Mar 14' dates", () => {
    const dates = extractFacts("2026-03-14, 3/14/2026, March 14, 2026, 14 March 2026 and Mar 14th").filter((f) => f.kind === "date");
    expect(dates.map((f) => f.value)).toEqual(["2026-03-14", "2026-03-14", "2026-03-14", "2026-03-14", "--03-14"]);
  });
});

describe("the grounding check", () => {
  it("accepts the computed answer and true figures written another way", () => {
    expect(checkGrounding(owed.paragraphs.join(" "), owed, records).ok).toBe(true);
    const reworded = "You owe $40 per the EOB from 3/14/2026; the statement says 575 dollars, which is $535 more.";
    expect(checkGrounding(reworded, owed, records)).toEqual({ ok: true, offending: [] });
  });

  it("rejects a fabricated amount, code or date", () => {
    expect(checkGrounding("You owe $999.00.", owed, records)).toEqual({ ok: false, offending: ["$999.00"] });
    expect(checkGrounding("Line 1 was billed as 99215.", owed, records).offending).toEqual(["99215"]);
    expect(checkGrounding("Pay by April 30, 2026.", owed, records).offending).toEqual(["April 30, 2026"]);
  });

  it("rejects a true figure of a record the answer does not cite", () => {
    // $3,200.00 is the MRI bill's charge: real, but not among what this answer cites.
    expect(checkGrounding("You owe $3,200.00.", owed, records).offending).toEqual(["$3,200.00"]);
  });

  it("accepts a derived amount only when its arithmetic over cited amounts holds", () => {
    const forged = { ...owed, derived: [{ op: "sum" as const, of: [4000, 57500], cents: 99900 }] };
    expect(checkGrounding("That is $999.00.", forged, records).ok).toBe(false);
    const sum = { ...owed, derived: [{ op: "sum" as const, of: [4000, 57500], cents: 61500 }] };
    expect(checkGrounding("That is $615.00.", sum, records).ok).toBe(true);
  });
});
