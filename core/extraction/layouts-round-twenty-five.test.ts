// Layouts of the twenty-fifth development round (issue 17, decision 098): what photographed and
// scanned statements of hospitals, small practices and payers print and OCR damages. Each case fails
// without the rule it names.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "../classification/classify";
import { withoutLogoSpeck } from "./context";
import { extractDocument } from "./extract";
import { parseValue } from "./label-values";
import { findDates, parseProcedureCode } from "./parse";
import { billTable, page } from "./test-page";

const codes = (items: { cpt_code: string; units: number; billed_amount: number | null }[]) =>
  items.map((i) => [i.cpt_code, i.units, i.billed_amount]);

const HOSPITAL_HEADER: [string, number][] = [
  ["DATE", 0.04],
  ["REV", 0.14],
  ["DESCRIPTION", 0.21],
  ["HCPCS", 0.55],
  ["UNITS", 0.68],
  ["CHARGES", 0.8],
];
const hospitalRow = (date: string, rev: string, text: string, code: string, units: string, charge: string) =>
  [
    [date, 0.04],
    [rev, 0.14],
    [text, 0.21],
    [code, 0.55],
    [units, 0.69],
    [charge, 0.8],
  ] as [string, number][];

describe("a code OCR read with a digit too many", () => {
  it("keeps its line, as read, so the lines after it stay in place", () => {
    const bill = extractDocument(
      billTable(
        HOSPITAL_HEADER,
        hospitalRow("02/03/26", "0450", "ER LEVEL 4", "99284", "1", "1,925.00"),
        hospitalRow("02/03/26", "0300", "TROPONIN I HIGH SENS", "844384", "1", "186.00"),
        hospitalRow("02/03/26", "0301", "METABOLIC PANEL BASIC", "80048", "1", "198.00"),
      ),
      "medical_bill",
    );
    expect(codes(bill.line_items)).toEqual([
      ["99284", 1, 1925],
      ["844384", 1, 186],
      ["80048", 1, 198],
    ]);
  });

  it("is no line when no row of the table prints a procedure code: six digits are the lab's own numbers", () => {
    const bill = extractDocument(
      billTable(
        HOSPITAL_HEADER,
        hospitalRow("02/03/26", "0300", "TROPONIN I HIGH SENS", "844384", "1", "186.00"),
        hospitalRow("02/03/26", "0301", "METABOLIC PANEL BASIC", "322000", "1", "198.00"),
      ),
      "medical_bill",
    );
    expect(bill.line_items).toEqual([]);
  });
});

describe("a provider's wordmark over two lines", () => {
  it("names the provider with its one capitalised word over the kind of company, in any case", () => {
    const bill = extractDocument(
      page([
        "WRENFIELD",
        "Memorial Hospital",
        "Patient Financial Services, 2200 Larkhollow Road, Bramford, OH 43990",
        "ITEMIZED STATEMENT",
        "Statement date 03/02/2026",
        "Total charges $1,250.00",
      ]),
      "medical_bill",
    );
    expect(bill.fields.provider_name).toBe("WRENFIELD Memorial Hospital");
  });
});

describe("a Medicare Summary Notice's claim", () => {
  const notice = (heading: string[]) =>
    page([
      "Medicare Summary Notice for Part B (Medical Insurance)",
      "Date of This Notice June 5, 2026",
      "Your Claims for Part B (Medical Insurance)",
      ...heading,
      "Saguaro Heart & Internal Medicine, 77 Canyon Rd, Tucson, AZ 85999",
      "Received on April 20, 2026 Claim Processed June 3, 2026",
      [
        ["Service Provided & Billing Code", 0.04],
        ["Amount Charged", 0.45],
        ["Medicare Approved", 0.6],
        ["Medicare Paid", 0.74],
        ["You May Be Billed", 0.86],
      ],
      [
        ["Office visit, est (99214)", 0.04],
        ["$212.00", 0.45],
        ["$131.52", 0.6],
        ["$105.22", 0.74],
        ["$26.30", 0.86],
      ],
      [
        ["Electrocardiogram (93000)", 0.04],
        ["$64.00", 0.45],
        ["$16.86", 0.6],
        ["$13.49", 0.74],
        ["$3.37", 0.86],
      ],
    ]);

  it("is dated by the date heading it, over its number", () => {
    const eob = extractDocument(notice(["April 14, 2026", "Claim number 26-104-558-219-910"]), "eob");
    expect(eob.fields.service_date).toBe("2026-04-14");
  });

  it("is dated by its heading a few lines over the table ('Claims for June 10, 2026')", () => {
    const eob = extractDocument(
      notice(["Claims for April 14, 2026", "Claim Number: 26-104-558-219-910", "Referred by Dr. Ana Ruiz"]),
      "eob",
    );
    expect(eob.fields.service_date).toBe("2026-04-14");
  });
});

describe("an EOB's processing date", () => {
  const eob = (lines: string[]) =>
    extractDocument(
      page([
        "Greywater Mutual Insurance Company",
        "Explanation of Benefits",
        ...lines,
        [
          ["Procedure", 0.04],
          ["Billed", 0.3],
          ["Allowed", 0.5],
          ["Plan Paid", 0.7],
        ],
        [
          ["99214", 0.04],
          ["260.00", 0.3],
          ["128.40", 0.5],
          ["25.68", 0.7],
        ],
      ]),
      "eob",
    ).fields.processed_date;

  it("is read from a payer's sentence that processed 'it'", () => {
    expect(
      eob([
        "Medicare sent us the claim below on May 4, 2026.",
        "We processed it on May 8, 2026 as our claim number GW-S-0912274.",
      ]),
    ).toBe("2026-05-08");
  });

  it("is read beside its abbreviation ('Proc'd:') after the date received", () => {
    expect(eob(["Clm #: RM26-0902-71184", "Rec'd: 09/08/2026    Proc'd: 09/19/2026"])).toBe("2026-09-19");
  });

  it("is the date a bare 'Date' prints beside it when nothing else names one", () => {
    expect(
      eob([
        "Subscriber Priya Castellano  Claim # GD-26127-88015",
        "Subscriber ID GWD 61204478  Date 05/21/2026",
      ]),
    ).toBe("2026-05-21");
  });
});

describe("what a small plan's pages say they are", () => {
  it("a vision card's back: where claims go, what the card is not, where to find a doctor", () => {
    const text = [
      "MEMBER SERVICES (888) 555-0163",
      "OUT-OF-NETWORK CLAIMS",
      "BRIGHTSIGHT VISION PLAN, ATTN: CLAIMS",
      "2200 MERIDIAN PKWY, SUITE 310, COLUMBUS, OH 43215",
      "FIND A DOCTOR / ONLINE CLAIM FORMS: BRIGHTSIGHTVISION.COM",
      "VISION BENEFITS ONLY. NOT A MEDICAL OR PHARMACY CARD.",
    ].join("\n");
    expect(classifyDocument(text)).toMatchObject({ document_type: "insurance_card_back" });
    expect(classifyDocument(text).confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("a vision card's front: its plan type and what it pays for an exam and materials", () => {
    const text =
      "BrightSight\nVision Plan\nName Harriet Nakamura\nCopays\nID BSV-20931774 Exam $10\nGroup 88014-VIS Materials $25\nFrame allowance $150\nPlan Type VISION PPO";
    expect(classifyDocument(text).document_type).toBe("insurance_card_front");
    expect(classifyDocument(text).confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("a therapy manager's decision that never says 'prior authorization': an authorized period, partly approved", () => {
    const text = [
      "EVERCARE THERAPY MANAGEMENT AUTHORIZATION",
      "Outpatient rehabilitation reviews for Great Lakes Mutual Health Insurance",
      "Reference number ETM-7720413 Member Gregory Lindqvist Notice date 07-Jan-2026",
      "Treating provider Harbor Point Physical Therapy  Visits requested 20  Visits approved 12  Status PARTIALLY APPROVED",
      "AUTHORIZED PERIOD 08-Jan-2026 through 08-Mar-2026",
      "Code Service Units/visit Determination",
      "97110 Therapeutic exercise up to 4 Approved",
      "97035 Ultrasound therapy - Denied - not medically necessary",
    ].join("\n");
    expect(classifyDocument(text).document_type).toBe("prior_authorization");
    expect(classifyDocument(text).confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("what a phone photo's OCR makes of a row", () => {
  it("reads a HCPCS code whose 0 came out as a D ('AD429' is A0429)", () => {
    expect(parseProcedureCode("AD429")).toBe("A0429");
    // A dental code keeps its D.
    expect(parseProcedureCode("D0120")).toBe("D0120");
  });

  it("reads a date whose spaces were lost ('Nov2,2025')", () => {
    expect(findDates("Nov2,2025").map((d) => d.iso)).toEqual(["2025-11-02"]);
  });
});

describe("a column title printed over two lines with one word on the first", () => {
  it("'Client' over 'Paid' is the client's own payment, no plan's", () => {
    const bill = extractDocument(
      billTable(
        [["Client", 0.72]],
        [
          ["Date", 0.06],
          ["CPT", 0.2],
          ["Service", 0.3],
          ["Fee", 0.6],
          ["Paid", 0.72],
          ["Balance", 0.84],
        ],
        [
          ["Jan 7 2026", 0.06],
          ["90837", 0.2],
          ["Psychotherapy, 60 min", 0.3],
          ["180.00", 0.6],
          ["30.00", 0.72],
          ["150.00", 0.84],
        ],
      ),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => [i.cpt_code, i.billed_amount, i.paid_amount])).toEqual([
      ["90837", 180, null],
    ]);
  });

  it("'Units' over '(15 min)' is the count of units", () => {
    const bill = extractDocument(
      billTable(
        [["Units", 0.62]],
        [
          ["Rev", 0.06],
          ["HCPCS", 0.12],
          ["Service", 0.2],
          ["Date", 0.46],
          ["(15 min)", 0.62],
          ["Charge", 0.8],
        ],
        [
          ["0551", 0.06],
          ["G0299", 0.12],
          ["Skilled nursing visit", 0.2],
          ["05-Jan-2026", 0.46],
          ["4", 0.66],
          ["180.00", 0.8],
        ],
      ),
      "medical_bill",
    );
    expect(codes(bill.line_items)).toEqual([["G0299", 4, 180]]);
  });

  it("'Total' over 'Units' is an anesthesia's count of units, no charge", () => {
    const bill = extractDocument(
      billTable(
        [["Total", 0.62]],
        [
          ["Date", 0.04],
          ["Code", 0.15],
          ["Description", 0.25],
          ["Base", 0.5],
          ["Time", 0.56],
          ["Units", 0.62],
          ["Amount", 0.8],
        ],
        [
          ["01/12/2026", 0.04],
          ["00840", 0.15],
          ["Anesth, lower abdomen", 0.25],
          ["6", 0.51],
          ["5", 0.57],
          ["11", 0.63],
          ["940.80", 0.8],
        ],
      ),
      "medical_bill",
    );
    expect(codes(bill.line_items)).toEqual([["00840", 11, 940.8]]);
  });
});

describe("a small practice's statement", () => {
  it("dates a row whose day and year OCR ran together ('Jan 142026')", () => {
    expect(findDates("Jan 142026").map((d) => d.iso)).toEqual(["2026-01-14"]);
  });

  it("asks for the coinsurance due from the patient", () => {
    const bill = extractDocument(
      page([
        "Riverbend Home Health Services, Inc.",
        "STATEMENT",
        "Total charges 1,665.50",
        "Paid by Keystone Senior Advantage (1,168.40)",
        "Coinsurance due from patient $205.00",
      ]),
      "medical_bill",
    );
    expect(bill.fields.amount_due).toBe(205);
  });
});

describe("a hospital's rows without a procedure code", () => {
  it("are no J-codes: a revenue code opening the row, time billed 'per 15 minutes'", () => {
    const bill = extractDocument(
      billTable(
        [
          ["Date", 0.04],
          ["Rev Code", 0.14],
          ["CPT/HCPCS", 0.22],
          ["Description", 0.32],
          ["Qty", 0.62],
          ["Price", 0.7],
          ["Amount", 0.82],
        ],
        [
          ["03/04/2026", 0.04],
          ["0360", 0.14],
          ["47562", 0.22],
          ["Laparoscopic cholecystectomy", 0.32],
          ["1", 0.63],
          ["8,450.00", 0.7],
          ["8,450.00", 0.82],
        ],
        [
          ["03/04/2026", 0.04],
          ["0370", 0.14],
          ["Anesthesia, per 15 minutes", 0.32],
          ["6", 0.63],
          ["265.00", 0.7],
          ["1,590.00", 0.82],
        ],
        [
          ["03/04/2026", 0.04],
          ["0300", 0.14],
          ["85610", 0.22],
          ["Prothrombin time", 0.32],
          ["1", 0.63],
          ["64.00", 0.7],
          ["64.00", 0.82],
        ],
      ),
      "medical_bill",
    );
    expect(codes(bill.line_items)).toEqual([
      ["47562", 1, 8450],
      ["85610", 1, 64],
    ]);
  });
});

describe("an ambulance service's invoice", () => {
  const invoice = extractDocument(
    page([
      [
        ["BILLING OFFICE", 0.24],
        ["PO BOX 4021", 0.37],
        ["HARRISBURG PA 17111", 0.47],
      ],
      "AMBULANCE SERVICES INVOICE",
      [
        ["INVOICE DATE:", 0.06],
        ["12-Feb-2026", 0.22],
      ],
      [
        ["PRIMARY IMPRESSION:", 0.06],
        ["R07.9 CHEST PAIN, UNSPECIFIED", 0.26],
      ],
      [
        ["DATE", 0.06],
        ["HCPCS", 0.16],
        ["DESCRIPTION", 0.24],
        ["UNITS", 0.64],
        ["RATE", 0.74],
        ["AMOUNT", 0.86],
      ],
      [
        ["01/31/26", 0.06],
        ["A0427", 0.16],
        ["ALS1 EMERGENCY BASE RATE", 0.24],
        ["1", 0.65],
        ["1850.00", 0.74],
        ["1850.00", 0.86],
      ],
      [
        ["01/31/26", 0.06],
        ["A425", 0.16],
        ["GROUND MILEAGE PER STATUTE MILE", 0.24],
        ["14.0", 0.65],
        ["24.00", 0.74],
        ["336.00", 0.86],
      ],
      "TOTAL CHARGES 2186.00",
      "REMIT TO: METRO VALLEY EMS AUTHORITY",
    ]),
    "medical_bill",
  );

  it("gives a HCPCS code the 0 OCR lost after its letter ('A425' is A0425)", () => {
    expect(codes(invoice.line_items)).toEqual([
      ["A0427", 1, 1850],
      ["A0425", 14, 336],
    ]);
  });

  it("is sent by the one it asks to remit to, never by another label's value", () => {
    expect(invoice.fields.provider_name).toBe("METRO VALLEY EMS AUTHORITY");
  });
});

describe("a card front with its copays in a second column", () => {
  it("reads the member's name under its label, not the next column's title on the label's line", () => {
    const card = extractDocument(
      page([
        "Sablewood Health",
        [
          ["Member Name", 0.04],
          ["Copays", 0.62],
        ],
        [
          ["MARISOL J. VANTERPOOL", 0.04],
          ["PCP $25", 0.62],
        ],
        [
          ["Member ID", 0.04],
          ["Specialist $50", 0.62],
        ],
        [["SWH 448 120 973", 0.04]],
        "RxBIN 610427  RxPCN SWHRX",
      ]),
      "insurance_card_front",
    );
    expect(card.fields.member_name).toBe("MARISOL J. VANTERPOOL");
  });
});

describe("a Medicare Advantage plan's monthly summary of several claims under one header", () => {
  it("totals the first claim, which ends at its totals row", () => {
    const row = (cells: string[]) =>
      cells.map((text, i) => [text, [0.04, 0.16, 0.42, 0.54, 0.66, 0.78][i]] as [string, number]);
    const eob = extractDocument(
      page([
        "Sunridge Health Plan",
        "Your Explanation of Benefits",
        "Member: Walter Kim  Statement Date: 02/06/2026",
        "Claim ID SR2601-0044718 Cascade Internal Medicine In network",
        row(["Date", "Service", "Code", "Provider charged", "Plan approved", "Plan paid"]),
        row(["01/06/2026", "Office visit, established", "99214", "$225.00", "$118.73", "$108.73"]),
        row(["01/06/2026", "Blood draw", "36415", "$20.00", "$3.00", "$3.00"]),
        row(["Totals for this claim", "", "", "$245.00", "$121.73", "$111.73"]).filter(([t]) => t),
        "Claim ID SR2601-0063377 Tri-River Podiatry In network",
        row(["01/27/2026", "Nail debridement", "11721", "$95.00", "$43.87", "$33.87"]),
        row(["Totals for this claim", "", "", "$95.00", "$43.87", "$33.87"]).filter(([t]) => t),
      ]),
      "eob",
    );
    expect([eob.fields.total_billed, eob.fields.total_allowed, eob.fields.total_paid]).toEqual([
      245, 121.73, 111.73,
    ]);
    expect(eob.line_items.map((i) => i.cpt_code)).toEqual(["99214", "36415"]);
  });
});

describe("a period whose year is printed once, after its last day", () => {
  it("starts on its first day ('Feb 9 - Feb 15, 2026')", () => {
    expect(findDates("Feb 9 - Feb 15, 2026 Lakeshore Mercy Hospital").map((d) => d.iso)).toEqual([
      "2026-02-09",
      "2026-02-15",
    ]);
    expect(findDates("Jan 5–9, 2026")[0].iso).toBe("2026-01-05");
  });

  it("is never a Medicare notice's processing date ('Claims Processed  Mar 1 - May 31, 2026')", () => {
    const eob = extractDocument(
      page([
        "Medicare Summary Notice for Part B (Medical Insurance)",
        [
          ["Date of This Notice", 0.55],
          ["June 2, 2026", 0.78],
        ],
        [
          ["Claims Processed", 0.55],
          ["Mar 1 - May 31, 2026", 0.78],
        ],
        "March 3, 2026 Eastgate Family Medicine",
        "Claim number 02-26079-331-260",
      ]),
      "eob",
    );
    expect(eob.fields.processed_date).toBe("2026-06-02");
  });
});

describe("a dental card front with its badge on the name's line", () => {
  it("reads the member's name under its label, not the badge", () => {
    const card = extractDocument(
      page([
        "Coastline Dental Benefits",
        [
          ["MEMBER NAME", 0.04],
          ["Dental PPO", 0.7],
        ],
        [["MARIA L OKAFOR", 0.04]],
        [
          ["MEMBER ID", 0.04],
          ["GROUP NO.", 0.5],
        ],
        [
          ["CDB448120937", 0.04],
          ["DG-20415", 0.5],
        ],
      ]),
      "insurance_card_front",
    );
    expect(card.fields.member_name).toBe("MARIA L OKAFOR");
    expect(card.fields.plan_type).toBe("PPO");
  });
});

describe("a TPA's EOB photographed with specks above its letterhead", () => {
  it("is issued by the name on the page's first line of words, which is no table's header", () => {
    const eob = extractDocument(
      page([
        [
          ["ol", 0.4],
          ["iC", 0.45],
          ["fy", 0.5],
        ],
        [
          ["Keystone Benefit Administrators, Inc.", 0.07],
          ["Explanation of Benefits", 0.68],
        ],
        "Third-party administrator  PO Box 1187, Lancaster Mills, PA 17601",
        [
          ["Provider: Willow Creek Counseling Associates", 0.07],
          ["(in network - HarborPoint PPO)", 0.5],
        ],
        "Claim number 2026010900412",
      ]),
      "eob",
    );
    expect(eob.fields.insurance_company).toBe("Keystone Benefit Administrators, Inc.");
  });
});

describe("a unit fee column", () => {
  it("checks the quantity OCR misread: one at the unit fee is the line's total", () => {
    const bill = extractDocument(
      billTable(
        [
          ["DOS", 0.04],
          ["Procedure", 0.14],
          ["Description", 0.26],
          ["Qty", 0.58],
          ["Unit Fee", 0.68],
          ["Total", 0.84],
        ],
        [
          ["01/09/26", 0.04],
          ["11056", 0.14],
          ["Paring of lesions, 2 to 4", 0.26],
          ["3", 0.59],
          ["88.00", 0.69],
          ["88.00", 0.84],
        ],
        [
          ["01/09/26", 0.04],
          ["L3030", 0.14],
          ["Foot insert, removable", 0.26],
          ["2", 0.59],
          ["75.00", 0.69],
          ["150.00", 0.84],
        ],
      ),
      "medical_bill",
    );
    expect(codes(bill.line_items)).toEqual([
      ["11056", 1, 88],
      ["L3030", 2, 150],
    ]);
  });
});

describe("a wordmark OCR parted with a dash", () => {
  it("is one word again when small letters follow the dash", () => {
    expect(withoutLogoSpeck("Brig - htline Dental")).toBe("Brightline Dental");
    // A system's dash before its hospital's own name stays.
    expect(withoutLogoSpeck("Mercy Health - St. Vincent")).toBe("Mercy Health - St. Vincent");
  });
});

describe("a DME supplier's rental line, modifiers and quantity before the description", () => {
  it("takes the quantity under 'Qty', not the number ending the description, and the words after it", () => {
    const bill = extractDocument(
      billTable(
        [
          ["HCPCS", 0.04],
          ["Mod", 0.12],
          ["Qty", 0.2],
          ["Description", 0.26],
          ["Charge", 0.66],
          ["Allowed", 0.76],
          ["Paid", 0.88],
        ],
        [
          ["E0601", 0.04],
          ["RRKX", 0.12],
          ["1", 0.21],
          ["CPAP device, rental month 2 of 13", 0.26],
          ["185.00", 0.66],
          ["98.40", 0.76],
          ["78.72", 0.88],
        ],
      ),
      "medical_bill",
    );
    expect(codes(bill.line_items)).toEqual([["E0601", 1, 185]]);
    expect(bill.line_items[0].description).toBe("CPAP device, rental month 2 of 13");
  });
});

describe("diagnosis codes beside money", () => {
  it("are never an amount printed without its '$' on the same line", () => {
    const bill = extractDocument(
      page([
        "Valley Children's Medical Group",
        "PATIENT STATEMENT",
        "Insurance: Golden Valley Kids Plan   Total Charges 482.30",
        "Dx: J45.901, J10.1   Insurance Payments -284.15",
        "Diagnosis: F41.1 Generalized   Total fees 1,235.00",
      ]),
      "medical_bill",
    );
    expect(bill.icd10_codes).toEqual(["J45.901", "J10.1", "F41.1"]);
  });
});

describe("an injury's diagnosis code whose S OCR read as a dollar sign", () => {
  it("is the S-code, not an amount ('$52.522A')", () => {
    const bill = extractDocument(
      page([
        "Aldric Emergency Physicians",
        "STATEMENT",
        "Patient: Ellie Whitcombe  Diagnoses: $52.522A, S01.81XA",
      ]),
      "medical_bill",
    );
    expect(bill.icd10_codes).toEqual(["S52.522A", "S01.81XA"]);
  });
});

describe("an account number OCR read with a dollar sign inside", () => {
  it("drops the sign: no identifier prints one", () => {
    expect(parseValue("id", "S$C2026-0914433")).toBe("SC2026-0914433");
  });
});

describe("a 'Qty' title OCR cut to its first letter", () => {
  it("is still the quantity column ('Q')", () => {
    const bill = extractDocument(
      billTable(
        [
          ["HCPCS", 0.06],
          ["Description", 0.2],
          ["Q", 0.6],
          ["Rate", 0.7],
          ["Charges", 0.84],
        ],
        [
          ["A0425", 0.06],
          ["Ground mileage, per loaded mile", 0.2],
          ["14", 0.6],
          ["2450", 0.71],
          ["343.00", 0.84],
        ],
      ),
      "medical_bill",
    );
    expect(codes(bill.line_items)).toEqual([["A0425", 14, 343]]);
  });
});
