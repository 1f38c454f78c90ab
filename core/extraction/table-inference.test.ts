// Tables read from what their columns hold, not only from their titles (issue 17, decision 093):
// each case is a general rule and fails without it. Every name and number here is invented.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { billTable, page } from "./test-page";

type Row = [string, number][];
const row = (texts: string[], xs: number[]): Row => texts.map((t, i) => [t, xs[i]]);
const amounts = (items: ReturnType<typeof extractDocument>["line_items"]) =>
  items.map((i) => [i.cpt_code, i.billed_amount, i.allowed_amount, i.paid_amount]);

describe("a column whose title names no amount of the line", () => {
  it("keeps a running balance out of the payments column when a line has no payment", () => {
    const xs = [0.06, 0.16, 0.24, 0.6, 0.72, 0.85];
    const items = extractDocument(
      billTable(
        row(["Date", "Code", "Description", "Charges", "Payments", "Balance"], xs),
        row(["03/02/25", "99213", "Office visit", "150.00", "150.00"], [0.06, 0.16, 0.24, 0.6, 0.85]),
        row(["03/02/25", "36415", "Venipuncture", "25.00", "10.00", "15.00"], xs),
      ),
      "medical_bill",
    ).line_items;
    expect(amounts(items)).toEqual([
      ["99213", 150, null, null],
      ["36415", 25, null, 10],
    ]);
  });
});

describe("an EOB's abbreviated titles and the sentences under its table", () => {
  const eob = (...lines: (string | Row)[]) =>
    extractDocument(
      page(["Quillfield Benefit Health", "Explanation of Benefits · THIS IS NOT A BILL", ...lines]),
      "eob",
    );
  const xs = [0.065, 0.137, 0.199, 0.383, 0.48, 0.565, 0.66, 0.73, 0.83];

  it("reads 'Alwd' as the allowed amount and no year in a sentence under the table as a code", () => {
    const read = eob(
      row(["Date", "Code", "Service", "Billed", "Plan Pd", "Ins. Alwd", "Ded/Coins", "Copay", "Pt Resp"], xs),
      row(["10/02/26", "99214", "Office visit", "260.00", "118.20", "148.20", "0.00", "30.00", "30.00"], xs),
      row(["10/02/26", "93000", "Electrocardiogram", "95.00", "25.12", "31.40", "6.28", "0.00", "6.28"], xs),
      [
        ["Claim totals", 0.199],
        ["355.00", 0.383],
        ["143.32", 0.48],
        ["179.60", 0.565],
      ],
      [["You may owe the provider: $36.28", 0.075]],
      [["Remark codes: C3 - Your copay for an office visit applies.", 0.065]],
      [["Plan year 2026 deductible: $500.00 met. Out-of-pocket: $1,184.60 of $4,000.00 met.", 0.065]],
    );
    expect(amounts(read.line_items)).toEqual([
      ["99214", 260, 148.2, 118.2],
      ["93000", 95, 31.4, 25.12],
    ]);
    expect(read.fields).toMatchObject({ total_billed: 355, total_allowed: 179.6, total_paid: 143.32 });
  });
});

describe("an EOB of several claims, each headed by its own number", () => {
  const xs = [0.11, 0.18, 0.42, 0.55, 0.79];
  const header = row(["Date", "Procedure", "Billed", "Allowed", "Paid"], xs);
  const claim = (patient: string, number: string) =>
    [
      [`Patient: ${patient}`, 0.11],
      ["Claim", 0.4],
      [number, 0.46],
    ] as Row;

  it("reads the first claim: its lines and its own total, not the statement's", () => {
    const read = extractDocument(
      page([
        "Corwick Mutual Health",
        "Explanation of Benefits - Statement Date 11/01/2026",
        claim("Oliver Lowe (son)", "CWM-880412-01"),
        header,
        row(["10/14/26", "99393 Well child visit", "210.00", "142.60", "142.60"], xs),
        row(["10/14/26", "90460 Vaccine admin", "45.00", "24.10", "24.10"], xs),
        [
          ["Claim total", 0.18],
          ["255.00", 0.33],
          ["166.70", 0.48],
          ["166.70", 0.79],
        ],
        claim("Beatrix Lowe (self)", "CWM-880419-02"),
        header,
        row(["10/20/26", "99213 Office visit", "175.00", "96.80", "56.80"], xs),
        [
          ["Claim total", 0.18],
          ["175.00", 0.33],
          ["96.80", 0.48],
          ["56.80", 0.79],
        ],
        [
          ["Total billed, this statement", 0.54],
          ["430.00", 0.86],
        ],
        [
          ["Total paid by your plan", 0.54],
          ["223.50", 0.86],
        ],
      ]),
      "eob",
    );
    expect(amounts(read.line_items)).toEqual([
      ["99393", 210, 142.6, 142.6],
      ["90460", 45, 24.1, 24.1],
    ]);
    expect(read.fields).toMatchObject({ total_billed: 255, total_paid: 166.7 });
  });

  it("keeps a claim whose number is printed again, read a little differently, over its continued table", () => {
    const read = extractDocument(
      page([
        "Corwick Mutual Health",
        "Explanation of Benefits",
        [
          ["Claim Number", 0.4],
          ["2026.0714:553019", 0.5],
        ],
        header,
        row(["10/14/26", "97110 Therapeutic exercise", "120.00", "60.00", "48.00"], xs),
        [
          ["Claim Number", 0.4],
          ["2026-0714-553019", 0.5],
        ],
        header,
        row(["10/16/26", "97140 Manual therapy", "95.00", "48.10", "38.48"], xs),
      ]),
      "eob",
    );
    expect(read.line_items.map((i) => i.cpt_code)).toEqual(["97110", "97140"]);
  });
});

describe("a dental EOB's two-line titles", () => {
  it("reads 'Ins Pays' as what the plan paid and a tooth number as no quantity", () => {
    const xs = [0.077, 0.166, 0.245, 0.346, 0.463, 0.555, 0.635, 0.745, 0.87];
    const items = extractDocument(
      page([
        "Fernbrook Dental Plan",
        "Dental Explanation of Benefits",
        [
          ["Svc", 0.077],
          ["Max", 0.477],
          ["Ben", 0.636],
          ["Ins", 0.759],
          ["Pt", 0.884],
        ],
        row(["Dt", "Proc", "Tooth", "Submitted", "Allowable", "Ded", "%", "Pays", "Pays"], xs),
        row(["09/17/26", "D0150", "", "110.00", "72.00", "0.00", "100%", "72.00", "0.00"], xs).filter(
          ([t]) => t,
        ),
        row(["09/17/26", "D2391", "14", "210.00", "128.00", "50.00", "80%", "62.40", "65.60"], xs),
      ]),
      "eob",
    ).line_items;
    expect(items.map((i) => [i.cpt_code, i.units, i.billed_amount, i.allowed_amount, i.paid_amount])).toEqual(
      [
        ["D0150", 1, 110, 72, 72],
        ["D2391", 1, 210, 128, 62.4],
      ],
    );
  });
});

describe("a field page 1 left unreadable", () => {
  it("is read from the running head of the table's next page", () => {
    const xs = [0.06, 0.15, 0.21, 0.46, 0.54, 0.82];
    const header = row(["Dates", "Code", "Description", "Billed", "Allowed", "Plan Pays"], xs);
    const recognition = page([
      "Harrowgate Health Insurance Company",
      "Explanation of Benefits - not a bill",
      [
        ["caim#", 0.053],
        ["processed", 0.253],
      ],
      [
        ["BHI-26-7718830", 0.064],
        ["10/30/2026", 0.248],
      ],
      header,
      row(["10/01/26", "97161", "PT evaluation", "165.00", "92.00", "0.00"], xs),
      "Claim continues on the next page",
    ]);
    const next = page([
      "Harrowgate Health Insurance Company",
      "Explanation of Benefits - not a bill",
      "Claim # BHI-26-7718830 (continued)",
      header,
      row(["10/13/26", "97110", "Therapeutic exercise", "116.00", "64.40", "51.52"], xs),
    ]);
    const both = {
      ...recognition,
      text: `${recognition.text}\n${next.text}`,
      words: [...recognition.words, ...next.words.map((w) => ({ ...w, page: 2 }))],
      pages: 2,
    };
    const read = extractDocument(both, "eob");
    expect(read.fields.claim_number).toBe("BHI-26-7718830");
    expect(read.line_items.map((i) => i.cpt_code)).toEqual(["97161", "97110"]);
  });
});

describe("a bill whose date column comes last", () => {
  it("dates each line from the date after its amounts", () => {
    const xs = [0.06, 0.14, 0.5, 0.6, 0.7, 0.82];
    const items = extractDocument(
      billTable(
        row(["Code", "Description of service", "Qty", "Rate", "Total", "Visit"], xs),
        row(["97161", "PT evaluation, low complexity", "1", "165.00", "165.00", "10/05/26"], xs),
        row(["97110", "Therapeutic exercise", "3", "58.00", "174.00", "10/07/26"], xs),
      ),
      "medical_bill",
    ).line_items;
    expect(items.map((i) => [i.cpt_code, i.units, i.billed_amount, i.service_date])).toEqual([
      ["97161", 1, 165, "2026-10-05"],
      ["97110", 3, 174, "2026-10-07"],
    ]);
  });
});

describe("a prior authorization's table of the services asked for", () => {
  const xs = [0.07, 0.107, 0.188, 0.471, 0.552, 0.595, 0.708, 0.821];
  const letter = (second: string) =>
    extractDocument(
      page([
        "Ravenholt Health Plan",
        "NOTICE OF PRIOR AUTHORIZATION DETERMINATION",
        [
          ["Authorization #", 0.075],
          ["RHP-UM-2026-0571183", 0.312],
        ],
        [
          ["Service", 0.108],
          ["Units", 0.445],
          ["Units", 0.527],
        ],
        row(["In", "Code", "Description", "Req.", "Appr.", "From", "Through", "Decision"], xs),
        row(["1", "97110", "Therapeutic exercise", "24", "24", "11/09/2026", "02/06/2027", "Approved"], xs),
        row(["2", "97140", "Manual therapy techniques", "12", "12", "11/09/2026", "02/06/2027", second], xs),
        "Questions: call Member Services at 1-800-555-0168.",
      ]),
      "prior_authorization",
    ).fields;

  it("names every service with its code, as letters print it", () => {
    expect(letter("Approved")).toMatchObject({
      authorized_services: "Therapeutic exercise (97110), Manual therapy techniques (97140)",
      status: "Approved",
    });
  });

  it("is partially approved when one service is approved and another denied, which it does not authorize", () => {
    expect(letter("Denied")).toMatchObject({
      authorized_services: "Therapeutic exercise (97110)",
      status: "Partially Approved",
    });
  });
});

describe("a bill's balance column", () => {
  it("is no amount due: the amount the bill asks for is", () => {
    const xs = [0.075, 0.146, 0.218, 0.509, 0.572, 0.683, 0.738, 0.839];
    const read = extractDocument(
      page([
        "Calder Imaging Center",
        "PATIENT STATEMENT",
        [
          ["Charges", 0.522],
          ["Insurance", 0.691],
          ["Patient", 0.84],
        ],
        row(["Date", "Exam", "Description", "Qty", "Amount", "Paid", "Adjusted", "Balance"], xs),
        row(["10/08/26", "70553", "MRI brain", "1", "3,180.00", "1,046.22", "1,845.00", "288.78"], xs),
        row(["10/08/26", "72141", "MRI spine", "1", "2,240.00", "806.40", "1,232.00", "201.60"], xs),
        [
          ["Totals", 0.219],
          ["5,420.00", 0.57],
          ["1,852.62", 0.655],
          ["3,077.00", 0.745],
          ["490.38", 0.852],
        ],
        [
          ["PLEASE PAY", 0.592],
          ["$490.38", 0.813],
        ],
      ]),
      "medical_bill",
    );
    expect(read.fields.amount_due).toBe(490.38);
  });
});

describe("a hospital statement's two-line titles", () => {
  it("reads 'Gross' as the charge, 'Non- Covered' as no allowed amount and 'Billed Units' as the quantity", () => {
    const xs = [0.063, 0.138, 0.236, 0.603, 0.71, 0.852];
    const items = extractDocument(
      billTable(
        [
          ["Rev", 0.064],
          ["HCPCS/", 0.139],
          ["Billed", 0.603],
          ["Non-", 0.88],
        ],
        row(["Code", "CPT", "Description", "Units", "Gross", "Covered"], xs),
        row(["0636", "J1100", "DEXAMETHASONE SODIUM", "4", "38.00"], xs),
        row(["0636", "J3010", "FENTANYL CITRATE INJ", "2", "52.00", "52.00"], xs),
      ),
      "medical_bill",
    ).line_items;
    expect(items.map((i) => [i.cpt_code, i.units, i.billed_amount, i.allowed_amount])).toEqual([
      ["J1100", 4, 38, null],
      ["J3010", 2, 52, null],
    ]);
  });
});

describe("a laboratory's bill", () => {
  it("dates the service by its date of collection", () => {
    const read = extractDocument(
      page([
        "Kelbrook Diagnostic Laboratory",
        [
          ["Statement Date", 0.615],
          ["10/27/2026", 0.862],
        ],
        [
          ["Date of Collection", 0.615],
          ["10/06/2026", 0.861],
        ],
        row(["Code", "Test", "Billed"], [0.072, 0.157, 0.5]),
        row(["80061", "Lipid panel", "96.00"], [0.072, 0.158, 0.504]),
      ]),
      "medical_bill",
    );
    expect(read.fields.service_date).toBe("2026-10-06");
  });
});

describe("a federal plan's claim: counts before services, codes in parentheses, a summary of labels", () => {
  it("reads each service's count and the summary's payment to the provider", () => {
    const xs = [0.061, 0.315, 0.56, 0.66, 0.76, 0.85];
    const read = extractDocument(
      page([
        "GARRISON HEALTH PROGRAM",
        "EXPLANATION OF BENEFITS",
        [
          ["CLAIM NUMBER:", 0.049],
          ["26307-884120-00", 0.173],
        ],
        row(["DATE OF SERVICES", "SERVICES PROVIDED", "", "BILLED", "ALLOWED", "PAID"], xs).filter(
          ([t]) => t,
        ),
        row(["11/03/26", "1 Office/outpatient visit", "(99213)", "180.00", "96.75", "71.75"], xs),
        row(["11/03/26", "2 Therapeutic exercises", "(97110)", "190.00", "62.40", "62.40"], xs),
        [["CLAIM SUMMARY", 0.056]],
        [
          ["AMOUNT BILLED:", 0.056],
          ["370.00", 0.22],
        ],
        [
          ["PAID TO PROVIDER:", 0.059],
          ["139.15", 0.226],
        ],
        [
          ["BENEFICIARY SHARE:", 0.061],
          ["25.00", 0.233],
        ],
      ]),
      "eob",
    );
    expect(read.line_items.map((i) => [i.cpt_code, i.units, i.billed_amount])).toEqual([
      ["99213", 1, 180],
      ["97110", 2, 190],
    ]);
    expect(read.fields.total_paid).toBe(139.15);
  });
});

describe("a claim printed one labelled block per service", () => {
  it("reads a label and its amount printed in one cell", () => {
    const read = extractDocument(
      page([
        "Cascara Crest Health Plan",
        "Explanation of Benefits",
        "Service 1 of 2: Office visit, new patient",
        [
          ["Date:", 0.05],
          ["11/05/2026", 0.13],
          ["Procedure:", 0.26],
          ["99204", 0.4],
          ["Units", 0.48],
          ["1", 0.56],
          ["Amount billed: $330.00", 0.65],
        ],
        [
          ["Allowed amount: $178.45", 0.05],
          ["Paid by plan:", 0.3],
          ["$143.45", 0.43],
          ["Your share:", 0.52],
          ["$35.00", 0.64],
        ],
        "Service 2 of 2: Percutaneous allergy tests",
        [
          ["Date:", 0.05],
          ["11/05/2026", 0.13],
          ["Procedure:", 0.26],
          ["95004", 0.4],
          ["Units:", 0.48],
          ["40", 0.56],
          ["Amount billed: $520.00", 0.65],
        ],
        [
          ["Allowed amount: $184.00", 0.05],
          ["Paid by plan:", 0.3],
          ["$147.20", 0.43],
          ["Your share:", 0.52],
          ["$36.80", 0.64],
        ],
      ]),
      "eob",
    );
    expect(
      read.line_items.map((i) => [i.cpt_code, i.units, i.billed_amount, i.allowed_amount, i.paid_amount]),
    ).toEqual([
      ["99204", 1, 330, 178.45, 143.45],
      ["95004", 40, 520, 184, 147.2],
    ]);
  });
});

describe("titles OCR ran into one cell", () => {
  it("parts 'Price charged Negotiated price' into the charge and the allowed amount", () => {
    const items = extractDocument(
      page([
        "Kessock Health",
        "Explanation of Benefits",
        [
          ["Service", 0.078],
          ["Code", 0.356],
          ["Price charged Negotiated price", 0.422],
          ["Kestrel paid", 0.713],
          ["You owe", 0.879],
        ],
        [
          ["New patient office visit", 0.077],
          ["99203", 0.355],
          ["260.00", 0.484],
          ["142.10", 0.631],
          ["92.10", 0.771],
          ["50.00", 0.905],
        ],
      ]),
      "eob",
    ).line_items;
    expect(items.map((i) => [i.cpt_code, i.billed_amount, i.allowed_amount, i.paid_amount])).toEqual([
      ["99203", 260, 142.1, 92.1],
    ]);
  });
});

describe("a charge whose title OCR ran into the next column's", () => {
  it("takes the left of two amounts under one allowed column as the charge", () => {
    const items = extractDocument(
      page([
        "Lumenor Vision Plan",
        "Out-of-Network Claim - Explanation of Benefits",
        [
          ["Service Date", 0.084],
          ["Service", 0.198],
          ["Code Qty", 0.439],
          ["Submitteé®an Allowance", 0.543],
          ["Paid to Member", 0.782],
        ],
        [
          ["11/11/2026", 0.085],
          ["Eye exam, new patient", 0.199],
          ["92004", 0.44],
          ["1", 0.51],
          ["$185.00", 0.568],
          ["$45.00", 0.682],
          ["$45.00", 0.859],
        ],
        [
          ["11/11/2026", 0.085],
          ["Frames", 0.199],
          ["V2020", 0.44],
          ["1", 0.51],
          ["$240.00", 0.569],
          ["$70.00", 0.683],
          ["$70.00", 0.859],
        ],
      ]),
      "eob",
    ).line_items;
    expect(items.map((i) => [i.cpt_code, i.billed_amount, i.allowed_amount, i.paid_amount])).toEqual([
      ["92004", 185, 45, 45],
      ["V2020", 240, 70, 70],
    ]);
  });
});

describe("the payer's name at the top of an EOB", () => {
  it("is the wordmark over its kind of company, not a heading addressed to the reader", () => {
    const read = extractDocument(
      page([
        [
          ["Allerton Crest", 0.07],
          ["Your Health Plan Payments", 0.55],
        ],
        [
          ["HEALTH", 0.07],
          ["Not a bill. Keep for your records.", 0.55],
        ],
        [
          ["Member: Winifred Salas", 0.07],
          ["Date of notice: 11/09/2026", 0.55],
        ],
        row(["Service", "Procedure", "Charged", "Allowance", "Paid"], [0.07, 0.3, 0.45, 0.6, 0.8]),
        row(["MRI brain", "70553", "3,150.00", "942.80", "354.24"], [0.07, 0.3, 0.45, 0.6, 0.8]),
      ]),
      "eob",
    );
    expect(read.fields.insurance_company).toBe("Allerton Crest HEALTH");
  });

  it("never names the payer from a row of the table", () => {
    const read = extractDocument(
      page([
        [["ZQXV", 0.08]],
        "Out-of-Network Claim - Explanation of Benefits",
        [
          ["Claim:", 0.08],
          ["LV9034417726", 0.128],
        ],
        row(["Service", "Code", "Charged", "Allowance", "Paid"], [0.08, 0.44, 0.56, 0.68, 0.86]),
        row(
          ["Single vision lenses (pair)", "V2100", "$160.00", "$30.00", "$30.00"],
          [0.08, 0.44, 0.56, 0.68, 0.86],
        ),
      ]),
      "eob",
    );
    expect(read.fields.insurance_company).not.toBe("Single vision lenses (pair)");
  });
});

describe("a wordmark over its kind of company and a department", () => {
  it("names the company without the department", () => {
    const read = extractDocument(
      page([
        [["HIGHMERE", 0.07]],
        [["HEALTH - Precertification Unit", 0.07]],
        [
          ["Notice date:", 0.55],
          ["11/30/2026", 0.7],
        ],
        [
          ["Member:", 0.07],
          ["Juniper Okoro", 0.2],
        ],
        "Decision: APPROVED",
        "We approved the services requested.",
      ]),
      "prior_authorization",
    );
    expect(read.fields.insurance_company).toBe("HIGHMERE HEALTH");
  });
});
