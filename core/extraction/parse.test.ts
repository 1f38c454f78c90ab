import { describe, expect, it } from "vitest";
import {
  findAmounts,
  findIcd10Codes,
  findStateName,
  parseAmount,
  parseDate,
  parseDateRange,
  parsePhone,
  parseProcedureCode,
} from "./parse";

describe("dates", () => {
  it.each([
    ["03/14/2025", "2025-03-14"],
    ["3/4/25", "2025-03-04"],
    ["07/04/86", "1986-07-04"],
    ["2025-01-28", "2025-01-28"],
    ["03.14.2025", "2025-03-14"],
    ["March 10, 2025", "2025-03-10"],
    ["Sept. 3 2025", "2025-09-03"],
    ["14-Mar-2025", "2025-03-14"],
    ["due by 5 June 2025 please", "2025-06-05"],
  ])("%s → %s", (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it("rejects impossible dates instead of rolling them over", () => {
    expect(parseDate("02/30/2025")).toBeNull();
    expect(parseDate("13/01/2025")).toBeNull();
    expect(parseDate("no date here")).toBeNull();
  });

  it("reads ranges written with a dash, 'to' or 'through'", () => {
    expect(parseDateRange("03/02/2025 - 03/04/2025")).toEqual({ from: "2025-03-02", to: "2025-03-04" });
    expect(parseDateRange("Feb 1, 2025 through Apr 30, 2025")).toEqual({
      from: "2025-02-01",
      to: "2025-04-30",
    });
    expect(parseDateRange("03/02/2025 and later 03/04/2025")).toBeNull();
  });
});

describe("amounts", () => {
  it("reads money with cents, thousands and negatives", () => {
    expect(parseAmount("$1,916.65")).toBe(1916.65);
    expect(parseAmount("Total 345.00")).toBe(345);
    expect(parseAmount("-$249.00")).toBe(-249);
    expect(parseAmount("($12.50)")).toBe(-12.5);
    expect(parseAmount("$ 40")).toBe(40);
    expect(parseAmount("1,500")).toBe(1500);
  });

  it("does not take dates, codes or ICD-10 codes for money", () => {
    expect(findAmounts("03.14.2025")).toEqual([]);
    expect(findAmounts("Z00.00 E11.90")).toEqual([]);
    expect(findAmounts("99213 Office visit")).toEqual([]);
    expect(findAmounts("1 $185.00 $92.40").map((a) => a.value)).toEqual([185, 92.4]);
  });

  it("reads an amount printed after dot leaders", () => {
    expect(findAmounts("Total Charges ..........$1,125.00").map((a) => a.value)).toEqual([1125]);
    expect(findAmounts("Amount Due.......240.00").map((a) => a.value)).toEqual([240]);
    expect(findAmounts("12.50.00")).toEqual([]);
  });
});

describe("procedure codes", () => {
  it("accepts CPT, category II/III and HCPCS Level II codes, dropping modifiers", () => {
    expect(parseProcedureCode("99213")).toBe("99213");
    expect(parseProcedureCode("99213-25")).toBe("99213");
    expect(parseProcedureCode("3074F")).toBe("3074F");
    expect(parseProcedureCode("0075T")).toBe("0075T");
    expect(parseProcedureCode("J1100")).toBe("J1100");
    expect(parseProcedureCode("g0101")).toBe("G0101");
  });

  it("repairs the usual OCR slips", () => {
    expect(parseProcedureCode("]1100")).toBe("J1100");
    expect(parseProcedureCode("}9045")).toBe("J9045");
    expect(parseProcedureCode("9921O")).toBe("99210");
  });

  it("rejects what is not a procedure code", () => {
    for (const token of ["1234", "123456", "ABCDE", "W1234", "$185.00", "0450", "Billing", "BILLS", "Dollo"])
      expect(parseProcedureCode(token)).toBeNull();
  });

  it("reads a dental (CDT) code: D and four digits", () => {
    expect(parseProcedureCode("D1120")).toBe("D1120");
  });
});

describe("ICD-10 codes", () => {
  it("finds dotted codes anywhere and normalises them", () => {
    expect(findIcd10Codes("Dx pointer E11.9; seen for S72.001A", false)).toEqual(["E11.9", "S72.001A"]);
  });

  it("accepts undotted codes only on a diagnosis line, adding the dot", () => {
    expect(findIcd10Codes("Invoice A1234 for Springfield IL 62704", false)).toEqual([]);
    expect(findIcd10Codes("E119, I10, Z0000", true)).toEqual(["E11.9", "I10", "Z00.00"]);
  });

  it("reads 110 as I10 on a diagnosis line (OCR of a capital I)", () => {
    expect(findIcd10Codes("E11.9, 110", true)).toEqual(["E11.9", "I10"]);
  });
});

describe("phones and states", () => {
  it("normalises US phone numbers", () => {
    expect(parsePhone("Call (800) 555-0147 today")).toBe("800-555-0147");
    expect(parsePhone("1-800-555-0134")).toBe("1-800-555-0134");
    expect(parsePhone("1 800.555.0134")).toBe("1-800-555-0134");
    expect(parsePhone("no phone")).toBeNull();
  });

  it("maps the first state name to its USPS code", () => {
    expect(findStateName("STATE OF WEST VIRGINIA DRIVER LICENSE")).toBe("WV");
    expect(findStateName("CALIFORNIA DRIVER LICENSE")).toBe("CA");
    expect(findStateName("Driver license")).toBeNull();
  });
});
