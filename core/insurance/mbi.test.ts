import { describe, expect, it } from "vitest";
import { isValidMbi, normalizeMbi } from "./mbi";

describe("Medicare numbers (MBI)", () => {
  it.each([
    ["1EG4-TE5-MK73", true], // CMS's own example, as the card prints it
    ["1eg4te5mk73", true],
    ["9A00A00AA00", true],
    ["1EG4TE5MK7", false], // 10 characters
    ["1EG4TE5MK733", false], // 12
    ["0EG4TE5MK73", false], // position 1 is 1–9
    ["1SG4TE5MK73", false], // S is never used
    ["1EG4TE5MB73", false], // nor B
    ["1E14TE5MK73", true], // 3 may be a digit
    ["1EGATE5MK73", false], // 4 must be a digit
    ["123-45-6789", false], // a Social Security number is not an MBI
  ])("%s is %s", (typed, valid) => {
    expect(isValidMbi(typed)).toBe(valid);
  });

  it("is stored without dashes or spaces, in capitals", () => {
    expect(normalizeMbi(" 1eg4-te5-mk73 ")).toBe("1EG4TE5MK73");
  });
});
