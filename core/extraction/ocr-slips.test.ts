// Printed phrases and labels as OCR reads them off photos and crisp high-resolution scans: words run
// together and letters read as look-alike digits (issue 17, image formats on unseen layouts).
import { describe, expect, it } from "vitest";
import { classifyDocument } from "../classification/classify";
import { extractDocument } from "./extract";
import { asOcrMayRead } from "./ocr-slips";
import { parseDate } from "./parse";
import { buildLines } from "./layout";
import { eobTable, page } from "./test-page";

const matches = (source: string, text: string) => new RegExp(`^(?:${asOcrMayRead(source)})$`, "i").test(text);

describe("a phrase as OCR may read it", () => {
  it("matches words run together and i, l, o, s read as look-alikes in longer words", () => {
    expect(matches("this is not a bill", "this is nota bill")).toBe(true);
    expect(matches("explanation of benefits", "EXPLANATlON OF BENEF1TS")).toBe(true);
    expect(matches("coverage decision", "C0VERAGE DECISI0N")).toBe(true);
    expect(matches("claims? processed", "CLAIM5 PROCE55ED")).toBe(true);
  });

  it("keeps short words exact and leaves escapes, classes, quantifiers and groups as they are", () => {
    expect(matches("pos", "p05")).toBe(false);
    expect(matches("dos", "d0s")).toBe(false);
    expect(matches("account (no|id)", "Account 1D")).toBe(true);
    expect(matches("account (no|id)", "Account lD")).toBe(true);
    expect(matches("[hrs]\\d{4}-\\d{3}", "H5555-012")).toBe(true);
    expect(matches("[hrs]\\d{4}-\\d{3}", "l5555-012")).toBe(false);
    expect(matches("(?:statement|bill) date", "Statement Date")).toBe(true);
    expect(matches("total(?! paid) charges", "TOTAL CHARGES")).toBe(true);
    expect(matches("(?<sep>amount) due", "AMOUNT DUE")).toBe(true);
  });

  it("still tells words apart that differ by more than a look-alike", () => {
    expect(matches("explanation of benefits", "explanation of payments")).toBe(false);
    expect(matches("denied", "dented")).toBe(false);
  });
});

describe("typing and reading a page with OCR slips", () => {
  it("types an EOB whose only EOB words were run together or read with look-alikes", () => {
    const text = [
      "Thornfield Student Health Plan",
      "Claim reference ASL-1 Processed October 28, 2025",
      "Date What was done Code Charged Covered We paid Your part",
      "10/06/25 New patient visit 99203 220.00 134.10 114.10 20.00",
      "This is nota bill.",
    ].join("\n");
    expect(classifyDocument(text).document_type).toBe("eob");
    expect(classifyDocument(text.replace("nota bill", "not a bill")).document_type).toBe("eob");
    expect(classifyDocument(text.replace("This is nota bill.", "")).document_type).not.toBe("eob");
  });

  it("reads a label printed with a look-alike digit ('Acc0unt Number', 'Am0unt Due')", () => {
    const fields = extractDocument(
      page([
        "Lakeview Family Medicine",
        "Acc0unt Number: LFM-20931",
        "Statement Date 03/02/2025",
        "Am0unt Due: $84.20",
      ]),
      "medical_bill",
    ).fields;
    expect(fields).toMatchObject({ account_number: "LFM-20931", amount_due: 84.2 });
  });

  it("reads a date OCR glued to its label, but no number glued to a word", () => {
    const read = (line: string) =>
      extractDocument(
        page(["Evergreen State Health Plan", "RE: Notice of approval", line, "Determination: Approved"]),
        "prior_authorization",
      ).fields.service_date;
    expect(read("Planned date of service5/19/2025")).toBe("2025-05-19");
    expect(read("Planned date of service 5/19/2025")).toBe("2025-05-19");
    expect(read("Planned date of service519")).toBeNull();
  });
});

describe("a code OCR damaged under the code column", () => {
  const header: [string, number][] = [
    ["Description", 0.06],
    ["Code", 0.3],
    ["Date", 0.42],
    ["Billed", 0.56],
    ["Allowed", 0.68],
    ["Paid", 0.8],
  ];
  const row = (description: string, code: string, billed: string): [string, number][] => [
    [description, 0.06],
    [code, 0.3],
    ["05/08/2025", 0.42],
    [billed, 0.56],
    ["10.00", 0.68],
    ["8.00", 0.8],
  ];
  const codes = (...rows: [string, number][][]) =>
    extractDocument(eobTable(header, ...rows), "eob").line_items.map((i) => [i.cpt_code, i.billed_amount]);

  it("keeps the row as a line so the lines after it stay in place, the code as read", () => {
    expect(
      codes(
        row("Office visit", "99214", "265.00"),
        row("Splint supply", "1885", "32.00"),
        row("Strep test", "87880", "48.00"),
      ),
    ).toEqual([
      ["99214", 265],
      ["1885", 32],
      ["87880", 48],
    ]);
  });

  it("gives a drug's J-code back the J OCR lost or read as a 1", () => {
    expect(
      codes(
        row("Ketorolac injection", "1885", "32.00"),
        row("Ceftriaxone 250 mg inj", "0696", "36.00"),
        row("Albuterol inhalation solution, per 1 mg", "17613", "13.50"),
        row("Wound repair, 2.5 cm", "12001", "210.00"),
      ),
    ).toEqual([
      ["J1885", 32],
      ["J0696", 36],
      ["J7613", 13.5],
      ["12001", 210],
    ]);
  });

  it("names a drug by the words before its code, past a speck OCR read after the code", () => {
    const speck: [string, number][] = [
      ["Ceftriaxone 250 mg inj", 0.06],
      ["0696", 0.3],
      ["&", 0.36],
      ["05/08/2025", 0.42],
      ["36.00", 0.56],
      ["10.00", 0.68],
      ["8.00", 0.8],
    ];
    expect(codes(speck)).toEqual([["J0696", 36]]);
  });

  it("gives a dental code back the 0 OCR ran into its D or read twice, and a doubled HCPCS letter once", () => {
    expect(
      codes(
        row("Periodic oral evaluation", "D120", "65.00"),
        row("Bitewings, two films", "DO0272", "74.00"),
        row("Skilled nursing visit", "GO0151", "75.00"),
        row("Frame", "Vv2020", "219.00"),
      ),
    ).toEqual([
      ["D0120", 65],
      ["D0272", 74],
      ["G0151", 75],
      ["V2020", 219],
    ]);
  });

  it("does not make a line of a diagnosis code or a revenue code under the code column", () => {
    expect(codes(row("Diagnosis:", "E119", "71.00"), row("Pharmacy", "0250", "12.00"))).toEqual([]);
  });
});

describe("words and values OCR broke apart or bracketed", () => {
  const at = (text: string, left: number, top = 0.1) => ({
    text,
    confidence: 0.9,
    left,
    top,
    width: text.length * 0.009,
    height: 0.012,
    page: 1,
  });

  it("joins a capital split off its word, but not the words A and I or a far letter", () => {
    const line = (...words: ReturnType<typeof at>[]) =>
      buildLines({ text: "", words, pages: 1, method: "ocr" })[0].text;
    expect(line(at("Pay", 0.1), at("by", 0.133), at("J", 0.157), at("une", 0.168), at("1,", 0.201))).toBe(
      "Pay by June 1,",
    );
    expect(line(at("W", 0.1), at("elcome", 0.111))).toBe("Welcome");
    expect(line(at("A", 0.1), at("bill", 0.111))).toBe("A bill");
    expect(line(at("Plan", 0.1), at("B", 0.142), at("members", 0.163))).toBe("Plan B members");
  });

  it("leaves out a scanner's speck read as a mark, not a printed one", () => {
    const mark = (text: string, left: number, width: number, height: number, confidence: number) => ({
      ...at(text, left, 0.1 + 0.006 - height / 2),
      width,
      height,
      confidence,
    });
    const line = (...words: ReturnType<typeof at>[]) =>
      buildLines({ text: "", words, pages: 1, method: "ocr" })[0].text;
    const words = [at("Prepared", 0.1), at("April", 0.178), at("1,", 0.229), at("2025", 0.25)];
    const speck = mark("=", 0.225, 0.0014, 0.001, 0.5);
    expect(line(...words.slice(0, 2), speck, ...words.slice(2))).toBe("Prepared April 1, 2025");
    const printed = mark("=", 0.224, 0.004, 0.003, 0.94);
    expect(line(...words.slice(0, 2), printed, ...words.slice(2))).toBe("Prepared April = 1, 2025");
  });

  it("drops a bracket OCR took from a box's border, or a speck read as a sign, off an identifier", () => {
    const fields = extractDocument(
      page(["Granite Shore Health", "Explanation of Benefits", "Claim number: (GS25-0419-88317"]),
      "eob",
    ).fields;
    expect(fields.claim_number).toBe("GS25-0419-88317");
    const speck = extractDocument(
      page(["Summit Valley Anesthesia", "Account number ©7730-55129"]),
      "medical_bill",
    );
    expect(speck.fields.account_number).toBe("7730-55129");
    const printed = extractDocument(
      page(["Explanation of Benefits", "Claim number: GS25-(0419)"]),
      "eob",
    ).fields;
    expect(printed.claim_number).toBe("GS25-(0419)");
  });
});

describe("a date whose 0 OCR read as a 6, 8 or 9", () => {
  it("reads a day, month or century no calendar has as the 0 it was", () => {
    expect(parseDate("STATEMENT DATE 08/18/2626")).toBe("2026-08-18");
    expect(parseDate("STMT DT: 12/61/2025")).toBe("2025-12-01");
    expect(parseDate("Billed 81/15/2025")).toBe("2025-01-15");
  });

  it("leaves a real date and an impossible one that no slip explains alone", () => {
    expect(parseDate("06/18/2026")).toBe("2026-06-18");
    expect(parseDate("12/45/2025")).toBeNull();
    expect(parseDate("12/01/2325")).toBeNull();
  });
});
