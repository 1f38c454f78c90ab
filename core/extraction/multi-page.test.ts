// Multi-page statements on recognised text (no OCR): one line list in print order, running heads
// and subtotals never lines and never fields, a description wrapped over a page break kept whole.
import { describe, expect, it } from "vitest";
import type { Recognition } from "../documents/types";
import { extractDocument } from "./extract";
import { buildLines } from "./layout";
import { extractLineItems, isTableHeader } from "./line-items";
import { runningHeads } from "./page-furniture";
import { page } from "./test-page";

type Printed = Parameters<typeof page>[0];

/** Pages laid out like the engine returns them: each page's words carry its number. */
function pages(...printed: Printed[]): Recognition {
  const read = printed.map((lines, i) => {
    const one = page(lines);
    return { ...one, words: one.words.map((w) => ({ ...w, page: i + 1 })) };
  });
  return {
    text: read.map((r) => r.text).join("\n\n"),
    words: read.flatMap((r) => r.words),
    pages: printed.length,
    method: "ocr",
  };
}

const HEADER: [string, number][] = [
  ["DATE", 0.06],
  ["REV", 0.18],
  ["CPT/HCPCS", 0.23],
  ["DESCRIPTION", 0.34],
  ["QTY", 0.78],
  ["CHARGES", 0.87],
];
const charge = (date: string, rev: string, code: string, description: string, qty: string, amount: string) =>
  [
    [date, 0.06],
    [rev, 0.18],
    [code, 0.23],
    [description, 0.34],
    [qty, 0.79],
    [amount, 0.88],
  ] as [string, number][];
const right = (label: string, value: string): [string, number][] => [
  [label, 0.58],
  [value, 0.78],
];

const firstPage: Printed = [
  "MERCY GENERAL HOSPITAL",
  "ITEMIZED STATEMENT",
  [
    ["Statement Date", 0.06],
    ["03/14/2025", 0.25],
    ["Account No.", 0.55],
    ["MGH-118204", 0.72],
  ],
  [
    ["Patient Name", 0.06],
    ["Marisol Quintero", 0.25],
    ["Page 1 of 2", 0.8],
  ],
  HEADER,
  charge("03/02/2025", "0300", "80053", "COMPREHENSIVE METABOLIC PANEL", "1", "$186.00"),
  charge("03/02/2025", "0636", "2405", "ONDANSETRON HCL INJ PER MG", "4", "$73.60"),
  charge("03/03/2025", "0360", "27447", "TOTAL KNEE ARTHROPLASTY MEDIAL AND LATERAL", "1", "$38,650.00"),
  right("Page subtotal", "$38,909.60"),
  "Continued on next page",
];

const secondPage: Printed = [
  [
    ["MERCY GENERAL HOSPITAL - ITEMIZED STATEMENT (CONTINUED)", 0.06],
    ["Page 2 of 2", 0.8],
  ],
  [
    // OCR read the running head's copy of the account number differently.
    ["Patient: Marisol Quintero", 0.06],
    ["Account No.: MGH-11B2O4", 0.42],
    ["Statement Date: 03/15/2025", 0.7],
  ],
  right("Balance forward", "$38,909.60"),
  HEADER,
  [["COMPARTMENTS WITH PATELLA RESURFACING", 0.34]],
  charge("03/03/2025", "0300", "85025", "CBC WITH AUTO DIFFERENTIAL", "1", "$92.00"),
  charge("03/03/2025", "0636", "J2270", "MORPHINE SULFATE INJECTION", "3", "$44.70"),
  [
    ["0636", 0.18],
    ["SUBTOTAL - PHARMACY 03/03/2025", 0.34],
    ["$118.30", 0.88],
  ],
  right("Page subtotal", "$136.70"),
  right("Total Charges", "$39,046.30"),
  right("Amount Due", "$12,480.15"),
];

describe("a statement continued over pages", () => {
  const extraction = extractDocument(pages(firstPage, secondPage), "medical_bill");

  it("reads every charge once, in print order, across the page break", () => {
    expect(extraction.line_items.map((i) => [i.cpt_code, i.billed_amount])).toEqual([
      ["80053", 186],
      ["J2405", 73.6],
      ["27447", 38650],
      ["85025", 92],
      ["J2270", 44.7],
    ]);
  });

  it("never reads a subtotal, balance forward or 'continued' row as a line", () => {
    const amounts = extraction.line_items.map((i) => i.billed_amount);
    for (const sum of [38909.6, 118.3, 136.7, 39046.3]) expect(amounts).not.toContain(sum);
  });

  it("keeps a description that wraps onto the next page's first row as one line", () => {
    expect(extraction.line_items[2].description).toBe(
      "TOTAL KNEE ARTHROPLASTY MEDIAL AND LATERAL COMPARTMENTS WITH PATELLA RESURFACING",
    );
    expect(extraction.line_items[3].description).toBe("CBC WITH AUTO DIFFERENTIAL");
  });

  it("takes the fields from page 1, not from the running head repeated on later pages", () => {
    expect(extraction.fields.account_number).toBe("MGH-118204");
    expect(extraction.fields.bill_date).toBe("2025-03-14");
    expect(extraction.fields.total_charges).toBe(39046.3);
    expect(extraction.fields.amount_due).toBe(12480.15);
  });

  it("reads a pharmacy line whose J the scan lost as its J-code, and invents no J elsewhere", () => {
    // A lab line whose code lost a digit stays a line, its code as read for the person to correct.
    const lab = pages([HEADER, charge("03/02/2025", "0300", "8053", "METABOLIC PANEL", "1", "$186.00")]);
    expect(extractLineItems(buildLines(lab)).items.map((i) => i.cpt_code)).toEqual(["8053"]);
  });

  it("totals the table from its grand total, not the last subtotal", () => {
    const table = extractLineItems(buildLines(pages(firstPage, secondPage)));
    expect(table.totals?.billed).toBe(39046.3);
    const onlySubtotals = extractLineItems(buildLines(pages(firstPage)));
    expect(onlySubtotals.totals?.billed).toBe(38909.6);
  });
});

describe("running heads", () => {
  it("are the lines above a repeated column header, only once the table has started", () => {
    const lines = buildLines(pages(firstPage, secondPage));
    const heads = [...runningHeads(lines, isTableHeader)].map((l) => l.text);
    expect(heads).toHaveLength(3);
    expect(heads[1]).toContain("MGH-11B2O4");
    expect(heads.every((t) => !t.includes("MGH-118204"))).toBe(true);
  });

  it("leave a second page alone when page 1 had no table (a summary page, then the charges)", () => {
    const summary: Printed = ["LAKE CLINIC", "Account No.: LC-1001"];
    const charges: Printed = ["Itemized charges - Account LC-1001", HEADER];
    expect(runningHeads(buildLines(pages(summary, charges)), isTableHeader).size).toBe(0);
  });

  it("do not let a row of words after other text join a line's description", () => {
    const printed: Printed = [
      HEADER,
      charge("03/02/2025", "0300", "85025", "CBC WITH AUTO DIFFERENTIAL", "1", "$92.00"),
      "Diagnoses: see reverse",
      [["PLEASE CALL BILLING OFFICE", 0.34]],
    ];
    const items = extractLineItems(buildLines(pages(printed))).items;
    expect(items.map((i) => i.description)).toEqual(["CBC WITH AUTO DIFFERENTIAL"]);
  });
});

describe("a page of claim details after a page of summary", () => {
  const summary: Printed = [
    "Summit Ridge Health Plans",
    "Your Explanation of Benefits for medical services you received in February 2026",
    [
      ["Statement date", 0.59],
      ["03/06/2026", 0.87],
    ],
    [
      ["Claim number", 0.06],
      ["Provider", 0.2],
      ["Service date", 0.5],
      ["Provider charged", 0.64],
      ["Plan paid", 0.8],
    ],
    [
      ["2603-118842-01", 0.06],
      ["Treasure Valley Heart Institute", 0.2],
      ["02/10/2026", 0.5],
      ["$1,325.00", 0.64],
      ["$292.01", 0.8],
    ],
  ];
  const claim = (
    number: string,
    provider: string,
    received: string,
    processed: string,
    code: string,
  ): Printed => [
    [
      [`Claim ${number}`, 0.07],
      [`Received ${received}`, 0.8],
    ],
    [
      [provider, 0.07],
      [`Processed ${processed}`, 0.79],
    ],
    [
      ["Date of service", 0.06],
      ["Service", 0.16],
      ["Code", 0.4],
      ["Provider charged", 0.5],
      ["Plan allowed", 0.64],
      ["Plan paid", 0.78],
    ],
    [
      ["02/10/26", 0.06],
      ["Office visit", 0.16],
      [code, 0.4],
      ["345.00", 0.5],
      ["167.09", 0.64],
      ["127.09", 0.78],
    ],
  ];
  const details: Printed = [
    "Claim details",
    ...claim("2603-118842-01", "Treasure Valley Heart Institute", "02/17/2026", "02/27/2026", "99204"),
    ...claim("2603-121907-01", "Northgate Primary Care", "02/27/2026", "03/03/2026", "99213"),
  ];

  it("is no running head: the first claim's processed date and number are its own", () => {
    const eob = extractDocument(pages(summary, details), "eob");
    expect([eob.fields.claim_number, eob.fields.processed_date]).toEqual(["2603-118842-01", "2026-02-27"]);
  });
});
