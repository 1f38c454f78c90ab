// Layouts of the twenty-fourth development round (issue 17, decision 097): hospitals' and their
// physicians' service lines as families photograph and scan them: a lab's own test numbers beside
// the CPT code, codes with two modifiers, a count the description states, a supplement's EOB that
// numbers its claims 'Claim 2: <provider>'. Each case fails without the rule it names.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "../classification/classify";
import { withoutLogoSpeck } from "./context";
import { extractDocument } from "./extract";
import { parseProcedureCode } from "./parse";
import { page } from "./test-page";

const codes = (items: { cpt_code: string; units: number; billed_amount: number | null }[]) =>
  items.map((i) => [i.cpt_code, i.units, i.billed_amount]);

describe("a lab's bill", () => {
  it("reads its lines when the lab's own test number sits beside the code and the price is the only amount", () => {
    const bill = extractDocument(
      page([
        "CRESTLINE REFERENCE LABORATORIES",
        "PATIENT BILL",
        "BILL DATE 01/30/2026",
        "COLLECTED 01/14/2026",
        [
          ["TEST NO.", 0.06],
          ["TEST NAME", 0.2],
          ["CPT", 0.5],
          ["QTY", 0.62],
          ["PRICE", 0.75],
        ],
        [
          ["005009", 0.06],
          ["CBC W/DIFF", 0.2],
          ["85025", 0.5],
          ["1", 0.62],
          ["48.00", 0.75],
        ],
        [
          ["322000", 0.06],
          ["COMP METABOLIC PNL", 0.2],
          ["80053", 0.5],
          ["1", 0.62],
          ["62.00", 0.75],
        ],
        "TOTAL CHARGES 110.00",
      ]),
      "medical_bill",
    );
    expect(codes(bill.line_items)).toEqual([
      ["85025", 1, 48],
      ["80053", 1, 62],
    ]);
    expect(bill.line_items[0].description).toContain("CBC W/DIFF");
    // 'Collected' alone dates the specimen, so the service.
    expect(bill.fields.service_date).toBe("2026-01-14");
  });
});

describe("procedure codes", () => {
  it("keep their code when two or three modifiers follow it, each after a hyphen", () => {
    expect(parseProcedureCode("29876-XS-RT")).toBe("29876");
    expect(parseProcedureCode("20610-59-LT")).toBe("20610");
    expect(parseProcedureCode("73721-26-RT-XU")).toBe("73721");
    // A run of letters with no code in front is still no code.
    expect(parseProcedureCode("ABCDE-FG-HI")).toBeNull();
  });
});

describe("a count the description states", () => {
  it("is the line's units where no column gives them, in parentheses or after a comma", () => {
    const eob = extractDocument(
      page([
        "Keel Harbor Mutual",
        "EXPLANATION OF BENEFITS",
        "This is not a bill",
        [
          ["Date", 0.04],
          ["Code", 0.14],
          ["Service", 0.24],
          ["Charges", 0.6],
          ["Approved", 0.7],
          ["Paid", 0.82],
        ],
        [
          ["12/15/2025", 0.04],
          ["J2785", 0.14],
          ["Regadenoson injection, 0.1 mg (4 units)", 0.24],
          ["612.00", 0.6],
          ["238.00", 0.7],
          ["190.40", 0.82],
        ],
        [
          ["12/15/2025", 0.04],
          ["Regadenoson injection, 0.1 mg, 4 units (J2785)", 0.14],
          ["612.00", 0.6],
          ["238.00", 0.7],
          ["190.40", 0.82],
        ],
      ]),
      "eob",
    );
    expect(codes(eob.line_items)).toEqual([
      ["J2785", 4, 612],
      ["J2785", 4, 612],
    ]);
  });
});

describe("an EOB that numbers its claims 'Claim 2: <provider>'", () => {
  it("is read for its first claim", () => {
    const row = (code: string, billed: string, paid: string) => [
      ["12/15/2025", 0.04] as [string, number],
      [code, 0.14] as [string, number],
      ["Office visit", 0.24] as [string, number],
      [billed, 0.6] as [string, number],
      [paid, 0.8] as [string, number],
    ];
    const header = [
      ["Date", 0.04],
      ["Code", 0.14],
      ["Service", 0.24],
      ["Charges", 0.6],
      ["Paid", 0.8],
    ] as [string, number][];
    const eob = extractDocument(
      page([
        "Keel Harbor Mutual",
        "EXPLANATION OF BENEFITS",
        "Claim 1: Valemont University Hospital",
        header,
        row("G0463", "325.00", "17.10"),
        [
          ["Totals", 0.04],
          ["325.00", 0.6],
          ["17.10", 0.8],
        ],
        "Claim 2: Valemont Heart Physicians",
        header,
        row("93016", "95.00", "4.28"),
      ]),
      "eob",
    );
    expect(codes(eob.line_items)).toEqual([["G0463", 1, 325]]);
    expect(eob.fields.total_billed).toBe(325);
  });
});

describe("a provider's name", () => {
  it("drops a logo's dot OCR read between its words", () => {
    expect(withoutLogoSpeck("Tri-Valley Radiology . Associates")).toBe("Tri-Valley Radiology Associates");
  });
});

describe("a drug's J-code in parentheses", () => {
  it("gets back the J OCR lost ('… per 1,000 units (1644)')", () => {
    const eob = extractDocument(
      page([
        "Evenstar Senior Advantage (HMO)",
        "Explanation of Benefits",
        "THIS IS NOT A BILL",
        [
          ["Date", 0.04],
          ["Service you received (code)", 0.14],
          ["Units", 0.62],
          ["Charged", 0.7],
          ["Approved", 0.8],
          ["Paid", 0.9],
        ],
        [
          ["02/04/2026", 0.04],
          ["Heparin sodium injection, per 1,000 units (1644)", 0.14],
          ["5", 0.63],
          ["45.00", 0.7],
          ["0.00", 0.8],
          ["0.00", 0.9],
        ],
      ]),
      "eob",
    );
    expect(codes(eob.line_items)).toEqual([["J1644", 5, 45]]);
  });
});

describe("a hospital stay's review", () => {
  const letter = [
    "Tamarack Health Plans Notice of Inpatient Review",
    "Care Management PO Box 44120, Dayton, OH 45401-4120",
    "Member: Dana Whitcombe",
    "Reference number: TMK-IP-26-0019384 DECISION APPROVED",
    "Admission date: 01/12/2026",
  ];
  it("is a prior authorization", () => {
    const text = [
      ...letter,
      "Service type Procedure Description Days approved Approved dates",
      "Inpatient - surgical 44970 Laparoscopic appendectomy 3 01/12/2026 - 01/14/2026",
      "Your hospital asked us to review your admission of January 12, 2026. We approved 3 days of inpatient care.",
    ].join("\n");
    expect(classifyDocument(text).document_type).toBe("prior_authorization");
  });

  it("names the service by its description, not its type", () => {
    const pa = extractDocument(
      page([
        ...letter,
        [
          ["Service type", 0.06],
          ["Procedure", 0.25],
          ["Description", 0.36],
          ["Days approved", 0.62],
          ["Approved dates", 0.76],
        ],
        [
          ["Inpatient - surgical", 0.06],
          ["44970", 0.25],
          ["Laparoscopic appendectomy", 0.36],
          ["3", 0.62],
          ["01/12/2026 - 01/14/2026", 0.76],
        ],
      ]),
      "prior_authorization",
    );
    expect(pa.fields.authorized_services).toBe("Laparoscopic appendectomy (44970)");
  });
});

describe("a benefit manager's denial", () => {
  it("names the plan it writes for on the line after 'on behalf of', and dates the requested service", () => {
    const pa = extractDocument(
      page([
        "LUMEN IMAGING MANAGEMENT",
        "Radiology benefit management on behalf of",
        "Evenstar Senior Advantage (HMO)",
        "NOTICE OF DENIAL OF MEDICAL COVERAGE",
        [
          ["CPT", 0.06],
          ["Service requested", 0.16],
          ["Requested date", 0.5],
          ["Decision", 0.8],
        ],
        [
          ["72148", 0.06],
          ["MRI lumbar spine without contrast", 0.16],
          ["02/20/2026", 0.5],
          ["DENIED", 0.8],
        ],
      ]),
      "prior_authorization",
    );
    expect(pa.fields.insurance_company).toBe("Evenstar Senior Advantage (HMO)");
    expect(pa.fields.service_date).toBe("2026-02-20");
  });
});

describe("a Medicare supplement's EOB", () => {
  const eob = () =>
    extractDocument(
      page([
        [
          ["Keel Harbor Mutual", 0.06],
          ["EXPLANATION OF BENEFITS", 0.6],
        ],
        "Medicare Supplement Insurance",
        "Date processed: January 20, 2026",
        [
          ["Keel Harbor claim no. KHM 2601-77341", 0.06],
          ["Medicare claim (ICN) 25349 0081762 4", 0.37],
        ],
        "Keep this notice with your Medicare Summary Notice.",
      ]),
      "eob",
    );
  it("is the supplement's, though it asks to be kept with the Medicare Summary Notice", () => {
    expect(eob().fields.insurance_company).toBe("Keel Harbor Mutual");
  });
  it("is numbered by the label that says 'claim no.' in the middle of its cell", () => {
    expect(eob().fields.claim_number).toBe("KHM 2601-77341");
  });
});

describe("an authorization's period", () => {
  const letter = (...lines: Parameters<typeof page>[0]) =>
    extractDocument(
      page([
        "Cobalt Ridge Health Plan",
        "NOTICE OF APPROVED SERVICES",
        "Authorization #: CR-0611842",
        ...lines,
      ]),
      "prior_authorization",
    );
  it("spans the two dates a table prints in cells of their own under 'Approved Dates'", () => {
    const pa = letter(
      [
        ["Service", 0.09],
        ["Code", 0.47],
        ["Units", 0.53],
        ["Approved Dates", 0.59],
        ["Status", 0.8],
      ],
      [
        ["PT evaluation - moderate complexity", 0.09],
        ["97162", 0.47],
        ["1", 0.56],
        ["06/10/26", 0.59],
        ["08/09/26", 0.67],
        ["Approved", 0.8],
      ],
    );
    expect([pa.fields.service_date, pa.fields.expiration_date]).toEqual(["2026-06-10", "2026-08-09"]);
  });

  it("is what 'Effective … to …' says, in a sentence or beside its label", () => {
    const sentence = letter("Effective 05/18/2026 to 11/17/2026 for the approved items below.");
    expect([sentence.fields.service_date, sentence.fields.expiration_date]).toEqual([
      "2026-05-18",
      "2026-11-17",
    ]);
    const cells = letter([
      ["Effective", 0.52],
      ["03/01/2026 to 08/31/2026", 0.65],
    ]);
    expect([cells.fields.service_date, cells.fields.expiration_date]).toEqual(["2026-03-01", "2026-08-31"]);
  });

  it("is numbered by a pharmacy benefit's 'PA Number'", () => {
    const pa = extractDocument(
      page([
        "Redbud Health Plan",
        "PHARMACY PRIOR AUTHORIZATION - APPROVAL",
        [
          ["Member", 0.07],
          ["Sofia Marchetti", 0.21],
          ["PA Number", 0.52],
          ["RB-RX-6620198", 0.65],
        ],
      ]),
      "prior_authorization",
    );
    expect(pa.fields.authorization_number).toBe("RB-RX-6620198");
  });
});

describe("a wordmark's name", () => {
  it("drops a dash OCR read before the name's kind word, and keeps one before a hospital's own name", () => {
    expect(withoutLogoSpeck("Cobalt Ridge - Health Plan")).toBe("Cobalt Ridge Health Plan");
    expect(withoutLogoSpeck("Sunfield Community - Care")).toBe("Sunfield Community Care");
    expect(withoutLogoSpeck("Mercy Health - St. Vincent Medical Center")).toBe(
      "Mercy Health - St. Vincent Medical Center",
    );
  });
});

describe("a therapy statement", () => {
  it("counts the 15-minute units printed after the code as a multiple, and is dated by 'Statement'", () => {
    const bill = extractDocument(
      page([
        "Brookhaven Regional Medical Center",
        "OUTPATIENT THERAPY STATEMENT",
        [
          ["Statement", 0.12],
          ["02/23/2026", 0.21],
        ],
        [
          ["VISIT", 0.11],
          ["REV", 0.21],
          ["SERVICE", 0.26],
          ["DESCRIPTION", 0.37],
          ["AMOUNT", 0.83],
        ],
        [
          ["02/02/26", 0.11],
          ["0420", 0.21],
          ["97110 x2", 0.26],
          ["THERAPEUTIC EXERCISE, EA 15 MIN", 0.37],
          ["184.00", 0.85],
        ],
        [
          ["0420", 0.21],
          ["97110x3", 0.26],
          ["THERAPEUTIC EXERCISE, EA 15 MIN", 0.37],
          ["276.00", 0.85],
        ],
      ]),
      "medical_bill",
    );
    expect(codes(bill.line_items)).toEqual([
      ["97110", 2, 184],
      ["97110", 3, 276],
    ]);
    expect(bill.line_items[0].description).toBe("THERAPEUTIC EXERCISE, EA 15 MIN");
    expect(bill.fields.bill_date).toBe("2026-02-23");
  });
});

describe("a card's pharmacy benefit manager", () => {
  it("is the name under 'Pharmacy benefits managed by', with the phone under its help desk's title", () => {
    const back = extractDocument(
      page([
        "Member Services: 1-800-555-0142 (TTY 711)",
        [
          ["Submit medical claims to:", 0.04],
          ["Pharmacy benefits managed by", 0.52],
        ],
        [
          ["Bellhaven Health Claims", 0.04],
          ["RxCrest", 0.52],
        ],
        [
          ["PO Box 30418", 0.04],
          ["Pharmacist help desk:", 0.52],
        ],
        [
          ["Omaha, NE 68103-0418", 0.04],
          ["1-866-555-0177", 0.52],
        ],
      ]),
      "insurance_card_back",
    );
    expect(back.fields.pharmacy_benefits).toBe("RxCrest 1-866-555-0177");
  });

  it("keeps its phone as printed, from two lines under its name", () => {
    const back = extractDocument(
      page([
        [["Member Services (888) 555-0119", 0.05]],
        [["PHARMACY BENEFIT MANAGER", 0.6]],
        [["Corvane Rx", 0.6]],
        [["Nurse Line (888) 555-0120", 0.05]],
        [["(877) 555-0163", 0.6]],
        "Medical claims: P.O. Box 7721, Denver, CO 80217-7721",
      ]),
      "insurance_card_back",
    );
    expect(back.fields.pharmacy_benefits).toBe("Corvane Rx (877) 555-0163");
  });
});
