// Decision 103: a code read without its HCPCS letter gets it back from the code sets, only when the
// sets leave one choice.
import { describe, expect, it } from "vitest";
import { codesToLookUp, printedAs, withPrintedLetters } from "./code-letters";

const listed = new Set(["S9088", "G0108", "J8540", "J2405", "L2405", "53620", "S3620", "99213", "A9585"]);
const read = (...codes: (string | null)[]) =>
  withPrintedLetters(
    codes.map((cpt_code) => ({ cpt_code, units: 1 })),
    (c) => listed.has(c),
  ).map((l) => l.cpt_code);

describe("codes read without their HCPCS letter", () => {
  it("get the one letter the code sets list ('59088' is S9088, '60108' G0108, '38540' J8540)", () => {
    expect(read("59088", "60108", "38540", "99213")).toEqual(["S9088", "G0108", "J8540", "99213"]);
  });

  it("stay as read when the sets list the code read, list two lettered codes, or none", () => {
    expect(read("53620", "12405", "59999", null)).toEqual(["53620", "12405", "59999", null]);
  });

  it("never take an A for a 4: a retired hernia repair code stays itself", () => {
    expect(printedAs("49585")).toEqual([]);
    expect(read("49585")).toEqual(["49585"]);
  });

  it("are looked up as read and as they may have been printed, once each", () => {
    expect(
      codesToLookUp([
        { cpt_code: "59088" },
        { cpt_code: "59088" },
        { cpt_code: "J1100" },
        { cpt_code: null },
      ]),
    ).toEqual(["59088", "S9088", "J1100"]);
  });
});
