// Layouts of the twenty-second development round (issue 17, decision 096): a counseling group's
// statement whose two-line header sets the plan's payment beside what the client paid. Spec 000 §3
// gives a bill's lines a paid amount: it is the plan's, never the client's copay. Each case fails
// without the rule it names.
import { describe, expect, it } from "vitest";
import { withoutLogoSpeck } from "./context";
import { extractDocument } from "./extract";
import { page } from "./test-page";

describe("a bill's line payments", () => {
  it("are the insurance's column, not what the client paid beside it", () => {
    const bill = extractDocument(
      page([
        "Stillwater Counseling Group",
        "Monthly Statement",
        [
          ["Insurance", 0.62],
          ["Client", 0.8],
        ],
        [
          ["Date of Service", 0.06],
          ["CPT", 0.2],
          ["Service", 0.28],
          ["Fee", 0.5],
          ["Paid", 0.64],
          ["Paid", 0.82],
        ],
        [
          ["09/03/2026", 0.06],
          ["90837", 0.2],
          ["Psychotherapy, 60 min", 0.28],
          ["185.00", 0.5],
          ["111.00", 0.64],
          ["20.00", 0.82],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => [i.cpt_code, i.billed_amount, i.paid_amount])).toEqual([
      ["90837", 185, 111],
    ]);
  });

  it("are never the guarantor's or 'You paid' column", () => {
    for (const title of ["Guarantor Paid", "You Paid"]) {
      const bill = extractDocument(
        page([
          "Foxhollow Orthopedic Associates",
          "PATIENT STATEMENT",
          [
            ["Date", 0.06],
            ["Code", 0.18],
            ["Description", 0.28],
            ["Charges", 0.55],
            [title, 0.7],
            ["Balance", 0.86],
          ],
          [
            ["08/03/26", 0.06],
            ["99204", 0.18],
            ["New patient office visit", 0.28],
            ["385.00", 0.55],
            ["40.00", 0.7],
            ["345.00", 0.86],
          ],
        ]),
        "medical_bill",
      );
      expect(bill.line_items.map((i) => [i.billed_amount, i.paid_amount])).toEqual([[385, null]]);
    }
  });
});

describe("a bill's plan payment printed as a credit", () => {
  it("is what the plan paid, its size ('-182.40' is 182.40)", () => {
    const bill = extractDocument(
      page([
        "Cascade Orthopaedic Associates, PC",
        "PATIENT STATEMENT",
        [
          ["Date", 0.06],
          ["Code", 0.18],
          ["Description", 0.28],
          ["Charge", 0.55],
          ["Insurance Paid", 0.68],
          ["Balance", 0.84],
        ],
        [
          ["02/11/26", 0.06],
          ["99204", 0.18],
          ["New patient office visit", 0.28],
          ["310.00", 0.55],
          ["-182.40", 0.68],
          ["40.00", 0.84],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => [i.billed_amount, i.paid_amount])).toEqual([[310, 182.4]]);
  });
});

describe("an EOB's columns under 'Your share'", () => {
  it("never take the share's bare 'Total' for the billed column", () => {
    const eob = extractDocument(
      page([
        "Keystone Valley Health Plan",
        "Explanation of Benefits",
        [["Your share", 0.62]],
        [
          ["Service", 0.04],
          ["Code", 0.2],
          ["Billed", 0.3],
          ["Allowed", 0.38],
          ["Plan paid", 0.47],
          ["Deductible", 0.57],
          ["Copay", 0.67],
          ["Coinsurance", 0.75],
          ["Total", 0.88],
        ],
        [
          ["Simple repair wound", 0.04],
          ["12002", 0.2],
          ["420.00", 0.3],
          ["188.50", 0.38],
          ["70.80", 0.47],
          ["100.00", 0.57],
          ["0.00", 0.67],
          ["17.70", 0.75],
          ["117.70", 0.88],
        ],
      ]),
      "eob",
    );
    expect(eob.line_items.map((i) => [i.billed_amount, i.allowed_amount, i.paid_amount])).toEqual([
      [420, 188.5, 70.8],
    ]);
  });
});

describe("an EOB's processed date", () => {
  it("is the date the page says it processed the claim, before the date the notice was issued", () => {
    const eob = extractDocument(
      page([
        "Keystone Valley Health Plan    Explanation of Benefits",
        [
          ["Member Services 1-800-555-0128", 0.06],
          ["Date issued: August 3, 2026", 0.6],
        ],
        [
          ["Patient Tobias Nwachukwu", 0.06],
          ["Claim number 26200-081-4477", 0.5],
        ],
        [
          ["Plan Bronze Saver 6500", 0.06],
          ["Date claim processed 07/30/2026", 0.5],
        ],
      ]),
      "eob",
    );
    expect(eob.fields.processed_date).toBe("2026-07-30");
  });

  it("is still the issue date when the page names no processing", () => {
    const eob = extractDocument(
      page([
        "Keystone Valley Health Plan    Explanation of Benefits",
        [["Date issued: August 3, 2026", 0.6]],
        [["Claim number 26200-081-4477", 0.5]],
      ]),
      "eob",
    );
    expect(eob.fields.processed_date).toBe("2026-08-03");
  });
});

describe("an EOB that heads its claim 'Claim for services on …'", () => {
  it("takes that date for the service, and no number from it for the claim", () => {
    const eob = extractDocument(
      page([
        "Atlas National Health",
        "Explanation of Benefits",
        "Claim for services on November 2, 2026",
        "Provider Sunbelt Emergency Physicians, PA",
        "Claim ID AN-2611-038-77215",
        "Claim processed 11/19/2026",
      ]),
      "eob",
    );
    expect([eob.fields.claim_number, eob.fields.service_date]).toEqual(["AN-2611-038-77215", "2026-11-02"]);
  });
});

describe("a Medicare Summary Notice whose large title OCR lost", () => {
  it("is Medicare's, by its Part B subtitle, not a payer named 'Part B (Medical Insurance)'", () => {
    const msn = extractDocument(
      page([
        "Part B (Medical Insurance) - Assigned Claims",
        [
          ["CHARLOTTE A. DUBOIS", 0.06],
          ["Notice Date: 05/11/2026", 0.6],
        ],
        "Did Medicare approve all services? NO",
        "Granite State Imaging Center",
        "Claim Number: 11-26118-042-905",
      ]),
      "eob",
    );
    expect(msn.fields.insurance_company).toBe("Medicare");
  });
});

describe("a service line's code", () => {
  it("is an S-code OCR read with a dollar sign ('$9083') among amounts with cents", () => {
    const eob = extractDocument(
      page([
        "Keystone Valley Health Plan",
        "Explanation of Benefits",
        [
          ["Service", 0.06],
          ["Code", 0.3],
          ["Billed", 0.42],
          ["Allowed", 0.54],
          ["Plan paid", 0.66],
        ],
        [
          ["Urgent care global fee", 0.06],
          ["$9083", 0.3],
          ["195.00", 0.42],
          ["150.00", 0.54],
          ["75.00", 0.66],
        ],
        [
          ["Tdap vaccine 7 yrs+", 0.06],
          ["90715", 0.3],
          ["78.00", 0.42],
          ["44.25", 0.54],
          ["44.25", 0.66],
        ],
      ]),
      "eob",
    );
    expect(eob.line_items.map((i) => [i.cpt_code, i.billed_amount, i.paid_amount])).toEqual([
      ["S9083", 195, 75],
      ["90715", 78, 44.25],
    ]);
  });
});

describe("a prior authorization's services table", () => {
  const determination = (codeTitle: string, periodLabel: string) =>
    extractDocument(
      page([
        "Granite State Health Plan",
        "Utilization Management - 2 Capitol Commons, Concord, NH 03999",
        "PRIOR AUTHORIZATION DETERMINATION",
        [
          ["DATE OF NOTICE", 0.06],
          ["REFERENCE #", 0.25],
          ["MEMBER ID", 0.75],
        ],
        [
          ["03/27/2026", 0.06],
          ["GSHP-PA-2603318", 0.25],
          ["GSH902277104", 0.75],
        ],
        [
          ["REQUESTING PROVIDER", 0.06],
          [periodLabel, 0.55],
        ],
        [
          ["Harborview Physical Therapy", 0.06],
          ["04/01/2026 to 06/30/2026", 0.55],
        ],
        "Decision: PARTIALLY APPROVED",
        [
          ["Service", 0.06],
          [codeTitle, 0.3],
          ["Requested", 0.45],
          ["Units Approved", 0.6],
          ["Determination", 0.8],
        ],
        [
          ["Therapeutic exercise", 0.06],
          ["97110", 0.3],
          ["24", 0.45],
          ["16", 0.6],
          ["Approved (modified)", 0.8],
        ],
        [
          ["Manual therapy", 0.06],
          ["97140", 0.3],
          ["12", 0.45],
          ["12", 0.6],
          ["Approved", 0.8],
        ],
        [
          ["Aquatic therapy", 0.06],
          ["97113", 0.3],
          ["12", 0.45],
          ["0", 0.6],
          ["Denied", 0.8],
        ],
      ]),
      "prior_authorization",
    );

  it("names every row not denied when OCR garbled the code's title ('Qénli¢s' for 'Code(s)')", () => {
    const pa = determination("Qénli¢s", "SERVICE PERIOD");
    expect(pa.fields.authorized_services).toBe("Therapeutic exercise (97110), Manual therapy (97140)");
    expect(pa.fields.status).toBe("Partially Approved");
  });

  it("takes its dates from a 'Service period' label, which names no service", () => {
    const pa = determination("Code(s)", "SERVICE PERIOD");
    expect([pa.fields.service_date, pa.fields.expiration_date]).toEqual(["2026-04-01", "2026-06-30"]);
    expect(pa.fields.authorized_services).toBe("Therapeutic exercise (97110), Manual therapy (97140)");
  });
});

describe("a hospital's itemized lines", () => {
  it("leave out a drug's line that prints only its pharmacy revenue code ('0258 SOD CHL 0.9% 1000ML BAG')", () => {
    const bill = extractDocument(
      page([
        "Lakemont Regional Medical Center    ITEMIZED STATEMENT",
        [
          ["SERVICE", 0.06],
          ["REV", 0.17],
          ["UNIT", 0.72],
        ],
        [
          ["DATE", 0.06],
          ["CODE", 0.17],
          ["CPT/HCPCS", 0.25],
          ["DESCRIPTION", 0.36],
          ["QTY", 0.64],
          ["PRICE", 0.72],
          ["CHARGES", 0.84],
        ],
        [
          ["03/14/2026", 0.06],
          ["0300", 0.17],
          ["80053", 0.25],
          ["COMPREHENSIVE METABOLIC PANEL", 0.36],
          ["1", 0.64],
          ["312.00", 0.72],
          ["312.00", 0.84],
        ],
        [
          ["03/14/2026", 0.06],
          ["0258", 0.17],
          ["SOD CHL 0.9% 1000ML BAG", 0.36],
          ["1", 0.64],
          ["64.50", 0.72],
          ["64.50", 0.84],
        ],
        [
          ["03/14/2026", 0.06],
          ["0636", 0.17],
          ["2405", 0.25],
          ["ONDANSETRON HCL INJ PER 1 MG", 0.36],
          ["4", 0.64],
          ["18.20", 0.72],
          ["72.80", 0.84],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => [i.cpt_code, i.units, i.billed_amount])).toEqual([
      ["80053", 1, 312],
      ["J2405", 4, 72.8],
    ]);
  });
});

describe("a provider's name", () => {
  it("leaves out a mark between its words that OCR read as a sign ('Valley Children's = Hospital')", () => {
    expect(withoutLogoSpeck("Valley Children's = Hospital")).toBe("Valley Children's Hospital");
    expect(withoutLogoSpeck("Smith & Jones Pediatrics")).toBe("Smith & Jones Pediatrics");
  });
});

describe("a prior authorization's number", () => {
  it("is the one labelled as the authorization's, before the reviewer's case number printed first", () => {
    const pa = extractDocument(
      page([
        "Kinetic Therapy Management, LLC",
        "On behalf of Sound Harbor Health Plan",
        "NOTICE OF PARTIAL APPROVAL",
        [
          ["Date of notice 08-Jun-2026", 0.06],
          ["Case number KTM-0608-33917", 0.5],
        ],
        [
          ["Member Elena Marchetti-Byrne", 0.06],
          ["Authorization number SH2606-08815", 0.5],
        ],
      ]),
      "prior_authorization",
    );
    expect(pa.fields.authorization_number).toBe("SH2606-08815");
  });
});

describe("a prior authorization letter's sentences and tables", () => {
  it("names a service whose name holds a word in parentheses, and the date it is to be done on", () => {
    const denial = extractDocument(
      page([
        "Bayou State Health Partners",
        "Reference Number: PA-0420-7716",
        "NOTICE OF DENIAL OF PRIOR AUTHORIZATION",
        "We received a request from Crescent City Sleep Center on April 14, 2026 for an attended sleep study",
        "(polysomnography) (95810), to be done on May 6, 2026. We have denied this request.",
      ]),
      "prior_authorization",
    );
    expect(denial.fields.authorized_services).toBe("attended sleep study (polysomnography) (95810)");
    expect(denial.fields.service_date).toBe("2026-05-06");
  });

  it("reads the code under 'Procedure' and the service under 'Description'", () => {
    const pending = extractDocument(
      page([
        "Evergreen Heritage Medicare Plans",
        "Your prior authorization request is pending",
        [
          ["Procedure", 0.06],
          ["Description", 0.16],
          ["Requested date", 0.5],
          ["Place of service", 0.68],
        ],
        [
          ["27447", 0.06],
          ["Total knee arthroplasty, right", 0.16],
          ["08/12/2026", 0.5],
          ["Inpatient hospital", 0.68],
        ],
      ]),
      "prior_authorization",
    );
    expect(pending.fields.authorized_services).toBe("Total knee arthroplasty, right (27447)");
  });
});
