// Layouts of the twenty-sixth development round (issue 17, decision 099). Each case fails without the
// rule it names.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "../classification/classify";
import { extractDocument } from "./extract";
import { billTable, page } from "./test-page";

const MA_HEADER: [string, number][] = [
  ["Service you received", 0.1],
  ["Amount billed", 0.45],
  ["Plan approved", 0.58],
  ["Plan's share", 0.71],
  ["Your share", 0.83],
];
const maRow = (text: string, ...money: string[]): [string, number][] => [
  [text, 0.1],
  ...money.map((m, i): [string, number] => [m, [0.45, 0.58, 0.71, 0.83][i]]),
];

describe("a code printed on the line under its service", () => {
  it("is never six digits alone: those are the lab's own numbers", () => {
    const eob = extractDocument(
      page([
        "Larchmont Medicare Advantage (HMO)",
        "Explanation of Benefits - This is not a bill",
        MA_HEADER,
        maRow("Office visit, established patient", "$310.00", "$128.44", "$108.44", "$20.00"),
        [["Code 99214", 0.12]],
        maRow("Troponin, high sensitivity", "$186.00", "$41.20", "$41.20", "$0.00"),
        [["482913", 0.12]],
      ]),
      "eob",
    );
    expect(eob.line_items.map((i) => [i.cpt_code, i.billed_amount])).toEqual([["99214", 310]]);
  });
});

describe("a guarantor's statement of several visits", () => {
  const statement = (second: string) =>
    page([
      "Aldermoor Health System",
      "Patient Financial Services",
      "GUARANTOR STATEMENT",
      "Statement Date 10/05/2026",
      "Amount Due $311.00",
      "VISIT 1 OF 2 Julian Okafor (son) Aldermoor Pediatrics",
      [
        ["Date", 0.06],
        ["CPT/HCPCS", 0.2],
        ["Description", 0.32],
        ["Qty", 0.7],
        ["Charges", 0.82],
      ],
      [
        ["08/14/2026", 0.06],
        ["99214", 0.2],
        ["Office visit, established", 0.32],
        ["1", 0.71],
        ["246.00", 0.82],
      ],
      [
        ["08/14/2026", 0.06],
        ["87880", 0.2],
        ["Strep A antigen, rapid", 0.32],
        ["1", 0.71],
        ["42.00", 0.82],
      ],
      [
        ["Visit charges", 0.32],
        ["288.00", 0.82],
      ],
      second,
      [
        ["Date", 0.06],
        ["CPT/HCPCS", 0.2],
        ["Description", 0.32],
        ["Qty", 0.7],
        ["Charges", 0.82],
      ],
      [
        ["08/29/2026", 0.06],
        ["77065", 0.2],
        ["Diagnostic mammography", 0.32],
        ["1", 0.71],
        ["318.00", 0.82],
      ],
      [
        ["Visit charges", 0.32],
        ["318.00", 0.82],
      ],
    ]);

  it("is read for its first visit: its lines and its charges", () => {
    const bill = extractDocument(
      statement("VISIT 2 OF 2 Delphine Okafor (self) Aldermoor Imaging"),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => i.cpt_code)).toEqual(["99214", "87880"]);
    expect(bill.fields.total_charges).toBe(288);
    expect(bill.fields.amount_due).toBe(311);
  });

  it("takes no department for the patient ('Patient Financial Services')", () => {
    const bill = extractDocument(
      statement("VISIT 2 OF 2 Delphine Okafor (self) Aldermoor Imaging"),
      "medical_bill",
    );
    expect(bill.fields.patient_name).not.toBe("Financial Services");
  });
});

describe("what a statement asks for", () => {
  it("reads 'Amount Due Now' beside its amount", () => {
    const bill = extractDocument(
      page([
        [
          ["Ottermere Orthopaedic Associates", 0.06],
          ["Statement Date 09/21/2026", 0.6],
        ],
        [
          ["Billing Office (717) 555-0164", 0.06],
          ["Amount Due Now", 0.6],
          ["$90.00", 0.88],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.fields.amount_due).toBe(90);
  });

  it("is not the balance a running-balance table starts with under its 'Balance' column", () => {
    const bill = extractDocument(
      page([
        "Fennimore Family Medicine, P.C.",
        "PATIENT STATEMENT",
        [
          ["Date", 0.07],
          ["Code", 0.24],
          ["Description", 0.31],
          ["Charges", 0.64],
          ["Credits", 0.76],
          ["Balance", 0.87],
        ],
        [
          ["05/28/2026", 0.07],
          ["Balance forward", 0.31],
          ["35.00", 0.89],
        ],
        [
          ["06/03/2026", 0.07],
          ["99396", 0.24],
          ["Preventive visit", 0.31],
          ["298.00", 0.65],
          ["333.00", 0.88],
        ],
        [
          ["06/27/2026", 0.07],
          ["Insurance payment", 0.31],
          ["-293.00", 0.76],
          ["40.00", 0.89],
        ],
        [
          ["BALANCE DUE", 0.55],
          ["$40.00", 0.87],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.fields.amount_due).toBe(40);
  });
});

describe("a note about one line's code under the table", () => {
  it("is no line ('A6222: Supplies given for use at home are not covered …')", () => {
    const eob = extractDocument(
      page([
        "Keystone Valley Health Plan",
        "Explanation of Benefits",
        [
          ["Service", 0.05],
          ["Code", 0.3],
          ["Billed", 0.4],
          ["Allowed", 0.5],
          ["Plan paid", 0.6],
          ["Total", 0.85],
        ],
        [
          ["Tdap vaccine 7 yrs+", 0.05],
          ["90715", 0.3],
          ["78.00", 0.4],
          ["44.25", 0.5],
          ["44.25", 0.6],
          ["0.00", 0.85],
        ],
        [
          ["Gauze pad, impregnated", 0.05],
          ["A6222", 0.3],
          ["24.00", 0.4],
          ["0.00", 0.5],
          ["0.00", 0.6],
          ["24.00", 0.85],
        ],
        [
          ["Totals", 0.05],
          ["102.00", 0.4],
          ["44.25", 0.5],
          ["44.25", 0.6],
          ["24.00", 0.85],
        ],
        "A6222: Supplies given for use at home are not covered under your plan (exclusion 4.12).",
      ]),
      "eob",
    );
    expect(eob.line_items.map((i) => [i.cpt_code, i.billed_amount])).toEqual([
      ["90715", 78],
      ["A6222", 24],
    ]);
  });
});

describe("a small practice's statement", () => {
  it("reads 'Bal Due' as the amount due", () => {
    const bill = extractDocument(
      page([
        "FENWICK ALLERGY & ASTHMA ASSOCIATES",
        "Acct # FAA-88213   Stmt 08/27/2026",
        [
          ["Total Chg", 0.4],
          ["1,106.00", 0.8],
        ],
        [
          ["Bal Due", 0.4],
          ["$290.00", 0.8],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.fields.amount_due).toBe(290);
  });

  it("bills under the letterhead's name when the provider named is a clinician with a note ('…, MD (both visits)')", () => {
    const bill = extractDocument(
      page([
        "Fairhaven Family Medicine",
        "62 Harbor Hill Rd, Fairhaven, MA 02999",
        "PATIENT STATEMENT",
        "Provider: Oluwaseun Adebayo-Marsh, MD (both visits)",
        "Amount Due $145.00",
      ]),
      "medical_bill",
    );
    expect(bill.fields.provider_name).toBe("Fairhaven Family Medicine");
  });
});

describe("what OCR does to a brace's code and a photo's slant", () => {
  it("gives a brace's L-code back its L ('11833' on 'Knee orthosis, adjustable joints')", () => {
    const bill = extractDocument(
      page([
        "Cedar Ridge Surgery Center",
        "PATIENT STATEMENT",
        [
          ["Date", 0.05],
          ["Code", 0.18],
          ["Description", 0.3],
          ["Charges", 0.82],
        ],
        [
          ["01/21/2026", 0.05],
          ["29881", 0.18],
          ["Arthroscopy, knee, meniscectomy", 0.3],
          ["6,850.00", 0.82],
        ],
        [
          ["01/21/2026", 0.05],
          ["11833", 0.18],
          ["Knee orthosis, adjustable joints, prefab", 0.3],
          ["265.00", 0.82],
        ],
        [
          ["01/22/2026", 0.05],
          ["11042", 0.18],
          ["Debridement, subcutaneous tissue", 0.3],
          ["410.00", 0.82],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => i.cpt_code)).toEqual(["29881", "L1833", "11042"]);
  });

  it("reads a value set a little above its label's line by the slant ('Pay by' … '03/16/2026')", () => {
    const recognition = page([
      "Brookhaven Regional Medical Center",
      "OUTPATIENT THERAPY STATEMENT",
      [
        ["Statement", 0.12],
        ["02/23/2026", 0.21],
        ["03/16/2026", 0.8],
      ],
      [["Pay by", 0.59]],
      "Amount due $320.40",
    ]);
    // The value's words are taller and the label sits half a line lower, as a photo's slant leaves
    // them: OCR makes two lines of them that overlap.
    for (const word of recognition.words) {
      if (["Statement", "02/23/2026", "03/16/2026"].includes(word.text)) word.height = 0.02;
      if (word.text === "Pay" || word.text === "by") Object.assign(word, { top: 0.106, height: 0.011 });
    }
    const bill = extractDocument(recognition, "medical_bill");
    expect(bill.fields.due_date).toBe("2026-03-16");
  });

  it("reads 'Due from patient' as the amount due", () => {
    const bill = extractDocument(
      page([
        "Hollis Pathology Group",
        "Billing Statement",
        "Payment is due on receipt.",
        "Due from patient $57.40",
      ]),
      "medical_bill",
    );
    expect(bill.fields.amount_due).toBe(57.4);
  });
});

describe("a bill as an app shows it", () => {
  const APP_BILL = [
    "2:17 5G",
    "< Billing  Bill Details",
    "St. Brigid Medical Center",
    "Emergency visit - Jan 16, 2026",
    "Amount due",
    "$342.18",
    "Due Mar 2, 2026",
    "Statement date Feb 10, 2026",
    "Account 3391-07725",
    "CHARGES",
    "Emergency dept visit, level 4 $1,205.00",
    "CPT 99284 - Qty 1",
    "Bandage, elastic, per roll $24.00",
    "HCPCS A6448 - Qty 3",
    "Total charges $1,229.00",
    "Insurance paid -$887.00",
    "You owe $342.18",
  ];

  it("is a bill ('Bill Details')", () => {
    expect(classifyDocument(APP_BILL.join("\n"))).toMatchObject({ document_type: "medical_bill" });
    expect(classifyDocument(APP_BILL.join("\n")).confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("reads each charge with the code and quantity printed under it, with no table header", () => {
    const bill = extractDocument(page(APP_BILL), "medical_bill");
    expect(bill.line_items.map((i) => [i.cpt_code, i.units, i.billed_amount, i.description])).toEqual([
      ["99284", 1, 1205, "Emergency dept visit, level 4"],
      ["A6448", 3, 24, "Bandage, elastic, per roll"],
    ]);
  });
});

describe("a portal page's menu", () => {
  it("says nothing about the page: a message printed from the portal is no lab report", () => {
    const message = [
      "1/14/26, 6:20 PM Message | Fernridge Connect",
      "Home Messages Appointments Test Results Billing",
      "Messages > Inbox",
      "Referral to cardiology: next steps",
      "From: Lena Park, MD's office - Fernridge Medical Group",
      "Dr. Park reviewed your heart monitor results and would like you to see a cardiologist. We have",
      "sent a referral to Lakeridge Cardiology Associates. Their scheduling office will call you within",
      "5 business days. Bring your insurance card and a list of your medications.",
      "This message is part of your medical record. Do not use messages for emergencies.",
    ].join("\n");
    expect(classifyDocument(message).document_type).not.toBe("lab_results");
  });
});

describe("pages printed from a screen", () => {
  it("keeps a table whose titles' line caught a neighbouring box's amount ('Test  CPT  Charge   $87.34')", () => {
    const bill = extractDocument(
      page([
        "Arbor Point Clinical Laboratories",
        "Invoice summary",
        [
          ["Test", 0.06],
          ["CPT", 0.38],
          ["Charge", 0.54],
          ["$87.34", 0.66],
        ],
        [
          ["Lipid panel", 0.06],
          ["80061", 0.38],
          ["$95.00", 0.54],
        ],
        [
          ["Thyroid stimulating hormone (TSH)", 0.06],
          ["84443", 0.38],
          ["$112.00", 0.53],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => [i.cpt_code, i.billed_amount])).toEqual([
      ["80061", 95],
      ["84443", 112],
    ]);
  });

  it("takes no browser's print header for the payer, nor its footer for anything", () => {
    const eob = extractDocument(
      page([
        [
          ["1/20/26, 7:58 PM", 0.04],
          ["Claim Details | Harborline Health", 0.48],
        ],
        "https://member.harborlinehealth.com/claims/detail/H26-0113-558201 Page 1 of 2",
        [
          ["Harborline Health", 0.07],
          ["Oliver Stanek | Sign Out", 0.77],
        ],
        "Claims > Claim Details",
        "Claim number H26-0113-558201",
        "Explanation of Benefits - this is not a bill",
      ]),
      "eob",
    );
    expect(eob.fields.insurance_company).toBe("Harborline Health");
  });

  it("takes no phone's status bar for the organisation", () => {
    const other = extractDocument(
      page([
        [
          ["9:47", 0.06],
          ["ml", 0.74],
          ["5G 58%", 0.8],
        ],
        "Payment Confirmation",
        "Thank you! We received your payment.",
      ]),
      "other",
    );
    expect(other.fields.organization).not.toBe("9:47");
  });

  it("takes a mailed statement's sender without the address ('Pinebrook Orthopedics <billing@…>')", () => {
    const bill = extractDocument(
      page([
        [
          ["1/12/26, 8:15 AM", 0.04],
          ["Fernmail - Your January statement from Pinebrook Orthopedics", 0.39],
        ],
        "Your January statement from Pinebrook Orthopedics",
        [
          ["Pinebrook Orthopedics <billing@pinebrookortho.example>", 0.06],
          ["Mon, Jan 12, 2026 at 8:03 AM", 0.74],
        ],
        "To: m.whitfield@fernmail.example",
        "Statement date: 01/12/2026",
        "Amount due: $86.00",
      ]),
      "medical_bill",
    );
    expect(bill.fields.provider_name).toBe("Pinebrook Orthopedics");
  });
});

describe("diagnosis codes whose first letter OCR read as a digit", () => {
  it("reads a list under its label, each line starting with its code ('200.121', 'H66.91', '223')", () => {
    const bill = extractDocument(
      page([
        "Juniper Street Pediatrics",
        "PATIENT STATEMENT",
        "Amount due (sick-visit copay) $5.00",
        "Diagnoses",
        "200.121 Routine child health exam with abnormal findings",
        "H66.91 Otitis media, right ear",
        "223 Encounter for immunization",
        "Modifier 25: a separate problem was treated at the same visit as the checkup.",
      ]),
      "medical_bill",
    );
    expect(bill.icd10_codes).toEqual(["Z00.121", "H66.91", "Z23"]);
  });

  it("reads an O and a Z read as 0 and 7 on a diagnosis line ('DIAGNOSIS: 734.01, 024.410')", () => {
    const lab = extractDocument(
      page([
        "Northwind Laboratories",
        "ORDERED BY: IMANI BROOKS MD   DIAGNOSIS: 734.01, 024.410",
        "Hemoglobin 12.1 g/dL",
      ]),
      "lab_results",
    );
    expect(lab.icd10_codes).toEqual(["Z34.01", "O24.410"]);
  });

  it("reads the first row under a 'Diagnosis' column ('044.43, Z3A.33'), taking no amount for a code", () => {
    const bill = extractDocument(
      page([
        "Bayline Maternal-Fetal Imaging",
        "STATEMENT",
        [
          ["Date", 0.05],
          ["Code", 0.15],
          ["Exam", 0.25],
          ["Diagnosis", 0.6],
          ["Charge", 0.75],
        ],
        [
          ["04/29/25", 0.05],
          ["76815", 0.15],
          ["US limited, follow-up", 0.25],
          ["044.43, Z3A.33", 0.6],
          ["240.00", 0.75],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.icd10_codes).toEqual(["O44.43", "Z3A.33"]);
  });

  it("takes no credit ('100.00CR') on a diagnosis line for a code", () => {
    const bill = extractDocument(
      page(["Fenwick Allergy", "STATEMENT", "Dx: J30.1   Patient payment 100.00CR"]),
      "medical_bill",
    );
    expect(bill.icd10_codes).toEqual(["J30.1"]);
  });
});

describe("a lactation consultant's superbill", () => {
  const SUPERBILL: (string | [string, number][])[] = [
    "Milkweed Lactation Care",
    "Nora Patel, MS, IBCLC",
    "Home & virtual breastfeeding support",
    "RECEIPT / SUPERBILL",
    [
      ["Date:", 0.11],
      ["June 26,", 0.28],
      ["2025", 0.39],
    ],
    "Client ID: ML-2231",
    [
      ["CODE", 0.06],
      ["ITEM", 0.16],
      ["QTY", 0.7],
      ["AMOUNT", 0.82],
    ],
    [
      ["S9443", 0.06],
      ["Lactation consult, home (90 min)", 0.16],
      ["1", 0.71],
      ["175.00", 0.82],
    ],
    [
      ["TOTAL", 0.16],
      ["175.00", 0.82],
    ],
    "BALANCE DUE 0.00",
    "Submit this superbill to your plan or FSA for reimbursement.",
    "Provider signature:  N. Patel",
  ];

  it("is a bill", () => {
    const text = SUPERBILL.map((l) => (typeof l === "string" ? l : l.map((c) => c[0]).join("  "))).join("\n");
    expect(classifyDocument(text)).toMatchObject({ document_type: "medical_bill" });
    expect(classifyDocument(text).confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("is billed by the practice, not by where the provider signs, on the date whose year stands apart", () => {
    const bill = extractDocument(page(SUPERBILL), "medical_bill");
    expect(bill.fields.provider_name).toBe("Milkweed Lactation Care");
    expect(bill.fields.bill_date).toBe("2025-06-26");
  });

  it("knows more clinicians' credentials ('L. Ferreira, PNP')", () => {
    const bill = extractDocument(
      page([
        "KidsFirst Pediatric Urgent Care",
        "1200 Harbor Way, Grand Harbor, MI 49512",
        "PATIENT STATEMENT",
        "Provider: L. Ferreira, PNP",
        "Amount due $0.00",
      ]),
      "medical_bill",
    );
    expect(bill.fields.provider_name).toBe("KidsFirst Pediatric Urgent Care");
  });
});

describe("a claim as a payer's app shows it", () => {
  it("reads each service's labelled amounts over two lines, and the visit's date", () => {
    const eob = extractDocument(
      page([
        "< Claims Claim Details",
        "Bluestem Health Plan",
        "Ridgeway Internal Medicine",
        "Visited Dec 11, 2025",
        "Claim # EJ2025121100418",
        "Processed Dec 29, 2025",
        "SERVICES",
        "Office visit, established (99214)",
        "Billed $310.00 - Allowed $178.40",
        "Plan paid $138.40 - Copay $40.00",
        "Electrocardiogram (93000)",
        "Billed $100.00 - Allowed $63.28",
        "Plan paid $63.28 - You owe $0.00",
      ]),
      "eob",
    );
    expect(eob.fields.service_date).toBe("2025-12-11");
    expect(eob.line_items.map((i) => [i.cpt_code, i.billed_amount, i.allowed_amount, i.paid_amount])).toEqual(
      [
        ["99214", 310, 178.4, 138.4],
        ["93000", 100, 63.28, 63.28],
      ],
    );
  });
});

describe("a claim as a payer's app in dark mode shows it", () => {
  it("reads one labelled amount a line under each 'Procedure' heading, and the claim's own total paid", () => {
    const eob = extractDocument(
      page([
        "COBALT MUTUAL INSURANCE",
        "Explanation of Benefits",
        "Claim number C-88120-3347-01",
        "Billed by provider $1,060.00",
        "Allowed amount $478.75",
        "Cobalt paid $223.00",
        "Ultrasound, abdomen complete",
        "Procedure 76700 - 11/14/2025",
        "Billed $640.00",
        "Allowed $288.50",
        "Deductible $200.00",
        "Paid by plan $70.80",
        "Ultrasound, soft tissue head/neck",
        "Procedure 76536 - 11/14/2025",
        "Billed $420.00",
        "Allowed $190.25",
        "Paid by plan $152.20",
      ]),
      "eob",
    );
    expect(eob.line_items.map((i) => [i.cpt_code, i.billed_amount, i.allowed_amount, i.paid_amount])).toEqual(
      [
        ["76700", 640, 288.5, 70.8],
        ["76536", 420, 190.25, 152.2],
      ],
    );
    expect(eob.fields.total_paid).toBe(223);
  });
});

describe("an authorization as a portal or an app shows it", () => {
  it("reads the period an app's card gives 'Approved for'", () => {
    const pa = extractDocument(
      page([
        "<Inbox Prior Authorization",
        "Brightwater Mutual",
        "Your prior authorization request was approved on Feb 4, 2026.",
        "Service",
        "Home sleep apnea test (95800)",
        "Reference #",
        "7731-4420-96",
        "Approved for",
        "Feb 9, 2026 - May 9, 2026",
        "Status",
        "Approved",
      ]),
      "prior_authorization",
    );
    expect(pa.fields).toMatchObject({ service_date: "2026-02-09", expiration_date: "2026-05-09" });
  });

  it("reads the number a portal's heading gives and the period its sentence gives", () => {
    const pa = extractDocument(
      page([
        "Quillfield Health Plan",
        [
          ["Authorization QF-A-0093381", 0.08],
          ["Partially Approved", 0.44],
        ],
        [
          ["Dmitri Vance", 0.08],
          ["Keller Orthopedic Rehab", 0.37],
          ["01/29/2026", 0.66],
        ],
        [
          ["02/02/2026", 0.07],
          ["05/01/2026", 0.37],
          ["Outpatient therapy", 0.66],
        ],
        [
          ["Code", 0.07],
          ["Service", 0.15],
          ["Requested", 0.46],
          ["Approved", 0.55],
          ["Decision", 0.65],
        ],
        [
          ["97110", 0.07],
          ["Therapeutic exercise", 0.15],
          ["24 units", 0.46],
          ["24 units", 0.56],
          ["Approved", 0.65],
        ],
        [
          ["97035", 0.07],
          ["Ultrasound therapy", 0.15],
          ["12 units", 0.46],
          ["0 units", 0.56],
          ["Denied - not medically necessary", 0.65],
        ],
        "Services must be received between 02/02/2026 and 05/01/2026. You can appeal the denied service within",
        "180 days. Approval is not a guarantee of payment",
      ]),
      "prior_authorization",
    );
    expect(pa.fields).toMatchObject({
      authorization_number: "QF-A-0093381",
      service_date: "2026-02-02",
      expiration_date: "2026-05-01",
    });
  });
});

describe("a small practice's software statement in tiny type", () => {
  it("reads 'Ins Pd' as what the plan paid and 'Pt Pd' as what the patient paid", () => {
    const bill = extractDocument(
      billTable(
        [
          ["Date", 0.06],
          ["CPT", 0.19],
          ["Description", 0.25],
          ["Charge", 0.51],
          ["Ins Pd", 0.59],
          ["Adj", 0.69],
          ["Pt Pd", 0.76],
          ["Balance", 0.9],
        ],
        [
          ["10/28/25", 0.06],
          ["99213", 0.19],
          ["OFFICE VISIT EST LEVEL 3", 0.25],
          ["160.00", 0.51],
          ["71.15", 0.6],
          ["53.85", 0.68],
          ["35.00", 0.76],
          ["0.00", 0.92],
        ],
      ),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => [i.cpt_code, i.billed_amount, i.paid_amount])).toEqual([
      ["99213", 160, 71.15],
    ]);
  });
});

describe("a decision given by ticking one of a form's boxes", () => {
  it("is the ticked box's option ('Approved  Partially approved  X Denied')", () => {
    const pa = extractDocument(
      page([
        "LAKESHORE MUTUAL HEALTH Coverage Determination Notice",
        "Reference number LMH-DME-2506-0392",
        "Requested item E0604 Hospital-grade breast pump rental",
        "Decision",
        [
          ["Approved", 0.1],
          ["Partially approved", 0.28],
          ["X Denied", 0.49],
          ["pended for information", 0.68],
        ],
        "Why we made this decision",
      ]),
      "prior_authorization",
    );
    expect(pa.fields.status).toBe("Denied");
  });
});

describe("a payment plan's statement", () => {
  it("asks for this month's installment ('INSTALLMENT DUE NOW $33.00')", () => {
    const bill = extractDocument(
      page([
        "Westmark Radiology",
        "STATEMENT",
        "YOUR PAYMENT PLAN",
        "Plan balance at start $132.00",
        "Installments paid 1 of 4",
        "INSTALLMENT DUE NOW $33.00",
        "Due by November 20, 2025",
        "Remaining plan balance 99.00",
      ]),
      "medical_bill",
    );
    expect(bill.fields.amount_due).toBe(33);
  });
});

describe("an urgent care's receipt", () => {
  it("is dated by a 'Date' beside its date and time, asks for the balance due today, names no 'RECEIPT' patient", () => {
    const bill = extractDocument(
      page([
        "QuickCare Urgent Care",
        "PATIENT RECEIPT",
        [
          ["Date", 0.07],
          ["01/24/2026 18:48", 0.68],
        ],
        [
          ["Patient Acct", 0.07],
          ["88301274", 0.77],
        ],
        [
          ["TOTAL CHARGES", 0.07],
          ["343.00", 0.87],
        ],
        [
          ["BALANCE DUE TODAY", 0.07],
          ["0.00", 0.87],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.fields).toMatchObject({ bill_date: "2026-01-24", amount_due: 0 });
    expect(bill.fields.patient_name).not.toBe("RECEIPT");
  });
});

describe("a payer's list of claims exported from its site", () => {
  it("gives the first claim's amounts", () => {
    const eob = extractDocument(
      page([
        "Summitline Benefit Administrators",
        "CLAIMS HISTORY",
        "Member: Felix Arguello Member ID: SBA-40017723",
        [
          ["Claim Number", 0.05],
          ["Patient", 0.17],
          ["Service Date", 0.42],
          ["Status", 0.56],
          ["Billed", 0.63],
          ["Allowed", 0.72],
          ["Plan Paid", 0.81],
          ["Your Cost", 0.9],
        ],
        [
          ["SB2601200931", 0.05],
          ["Felix Arguello", 0.17],
          ["01/15/2026", 0.42],
          ["Paid", 0.56],
          ["265.00", 0.63],
          ["142.18", 0.72],
          ["112.18", 0.81],
          ["30.00", 0.9],
        ],
        [
          ["SB25122310371", 0.05],
          ["Felix Arguello", 0.17],
          ["12/23/2025", 0.42],
          ["Paid", 0.56],
          ["253.25", 0.63],
          ["121.56", 0.72],
          ["91.56", 0.81],
          ["30.00", 0.9],
        ],
      ]),
      "eob",
    );
    expect(eob.fields).toMatchObject({ total_billed: 265, total_allowed: 142.18, total_paid: 112.18 });
  });
});
