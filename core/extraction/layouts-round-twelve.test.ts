// Layouts of the eleventh and twelfth development sets (issue 17, decision 092): each case is a
// general rule and fails without it. Every name and number here is invented.
import { describe, expect, it } from "vitest";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { eobTable, page } from "./test-page";

type Cell = [string, number];
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type);
const amounts = (recognition: ReturnType<typeof eobTable>) =>
  extractDocument(recognition, "eob").line_items.map((i) => [
    i.billed_amount,
    i.allowed_amount,
    i.paid_amount,
  ]);

describe("an HMO's abbreviated column titles", () => {
  it("reads 'Prov. Chg' as the charge, 'HMO Rate' as what it allowed and 'Pd to Prov' as what it paid", () => {
    const table = eobTable(
      [
        ["Service", 0.075],
        ["Date(s)", 0.247],
        ["Code", 0.331],
        ["Prov. Chg", 0.41],
        ["HMO Rate", 0.504],
        ["Copay", 0.62],
        ["Pd to Prov", 0.7],
        ["Your Share", 0.818],
      ],
      [
        ["Office visit", 0.075],
        ["04/14/26", 0.248],
        ["99214", 0.332],
        ["245.00", 0.436],
        ["118.30", 0.534],
        ["25.00", 0.629],
        ["93.30", 0.742],
        ["25.00", 0.864],
      ],
    );
    expect(amounts(table)).toEqual([[245, 118.3, 93.3]]);
  });

  it("ignores a coinsurance column whose title broke at its hyphen ('Co- insurance')", () => {
    const table = eobTable(
      [
        ["Date", 0.055],
        ["Code", 0.13],
        ["Billed", 0.247],
        ["Allowed", 0.43],
        ["Co- insurance", 0.56],
        ["Plan Paid", 0.7],
        ["You Owe", 0.78],
      ],
      [
        ["03/02/2026", 0.055],
        ["73721", 0.13],
        ["1,480.00", 0.232],
        ["612.00", 0.442],
        ["92.40", 0.62],
        ["369.60", 0.707],
        ["242.40", 0.776],
      ],
    );
    expect(amounts(table)).toEqual([[1480, 612, 369.6]]);
  });
});

describe("a payer's wordmark set over two lines", () => {
  it("names the insurer from a wordmark at the right over its kind ('Bramblecombe' over 'HEALTH PLAN')", () => {
    const fields = read(
      "eob",
      [
        ["Your Explanation of Benefits", 0.071],
        ["Bramblecombe", 0.78],
      ],
      [["HEALTH PLAN", 0.792]],
      "Keep this for your records. This is not a bill",
      "Claim number CHP-0426-771305",
    ).fields;
    expect(fields.insurance_company).toBe("Bramblecombe HEALTH PLAN");
  });

  it("and from a left wordmark over a lone kind word ('LARKHAVEN' over 'HEALTH')", () => {
    const fields = read(
      "eob",
      [
        ["LARKHAVEN", 0.064],
        ["Explanation of Benefits", 0.664],
      ],
      [
        ["HEALTH", 0.064],
        ["THIS IS NOT A BILL", 0.806],
      ],
      "Claim number LHC-26-0331-44172",
    ).fields;
    expect(fields.insurance_company).toBe("LARKHAVEN HEALTH");
  });
});

describe("a claim printed as one small grid per service", () => {
  it("reads each service's code, date, units and amounts, and no line from the claim totals", () => {
    const service = (n: number, code: string, name: string, units: number, amounts: string[]) => [
      [
        [`Service ${n} of 2 - 07/14/2025`, 0.1],
        [`Procedure ${code}`, 0.36],
      ] as Cell[],
      [
        [name, 0.1],
        [`Units: ${units}`, 0.4],
      ] as Cell[],
      [
        ["Provider charged", 0.1],
        ["Plan allowed", 0.31],
        ["Plan paid", 0.52],
        ["Your cost", 0.73],
      ] as Cell[],
      amounts.map((a, i) => [a, [0.1, 0.31, 0.52, 0.73][i]]) as Cell[],
    ];
    const items = read(
      "eob",
      "HELIOTROPE HEALTH PLAN",
      "Your claim, explained - Not a bill",
      "Claim No. H25-0731-4471",
      ...service(1, "97161", "PT evaluation, low complexity", 1, ["$240.00", "$118.52", "$78.52", "$40.00"]),
      ...service(2, "97110", "Therapeutic exercise, each 15 min", 2, [
        "$180.00",
        "$61.80",
        "$61.80",
        "$0.00",
      ]),
      "CLAIM TOTALS",
      [
        ["Charged", 0.1],
        ["Allowed", 0.31],
        ["Plan paid", 0.52],
        ["Your cost", 0.73],
      ],
      [
        ["$420.00", 0.1],
        ["$180.32", 0.31],
        ["$140.32", 0.52],
        ["$40.00", 0.73],
      ],
    ).line_items;
    expect(items).toEqual([
      {
        service_date: "2025-07-14",
        cpt_code: "97161",
        description: "PT evaluation, low complexity",
        units: 1,
        billed_amount: 240,
        allowed_amount: 118.52,
        paid_amount: 78.52,
      },
      {
        service_date: "2025-07-14",
        cpt_code: "97110",
        description: "Therapeutic exercise, each 15 min",
        units: 2,
        billed_amount: 180,
        allowed_amount: 61.8,
        paid_amount: 61.8,
      },
    ]);
  });
});

describe("a counselling superbill's minutes column", () => {
  it("is how long each session took, not its units", () => {
    const items = extractDocument(
      page([
        "Stillcreek Counseling Collective",
        "STATEMENT FOR INSURANCE REIMBURSEMENT (SUPERBILL)",
        [
          ["Date of Service", 0.065],
          ["CPT", 0.206],
          ["Service", 0.288],
          ["Minutes", 0.631],
          ["Fee", 0.906],
        ],
        [
          ["09/03/2025", 0.065],
          ["90791", 0.206],
          ["Psychiatric diagnostic evaluation", 0.288],
          ["60", 0.67],
          ["220.00", 0.886],
        ],
      ]),
      "medical_bill",
    ).line_items;
    expect(items.map((i) => [i.cpt_code, i.units, i.billed_amount])).toEqual([["90791", 1, 220]]);
  });
});

describe("prior-authorization letters of the twelfth set's shapes", () => {
  it("takes a service's code from the code column, 'PARTIAL APPROVAL' as partly approved, and no department in the payer", () => {
    const fields = read(
      "prior_authorization",
      [
        ["STONEHOLLOW HEALTH PLAN UM", 0.056],
        ["AUTHORIZATION DETERMINATION", 0.616],
      ],
      [
        ["Auth No.", 0.069],
        ["Determination", 0.414],
      ],
      [
        ["SH-4420-17763", 0.071],
        ["PARTIAL APPROVAL", 0.415],
      ],
      [
        ["Service", 0.06],
        ["Code", 0.469],
        ["Requested", 0.56],
        ["Approved", 0.699],
        ["Status", 0.812],
      ],
      [
        ["Self-care/home management training", 0.061],
        ["97535", 0.47],
        ["24 visits", 0.588],
        ["12 visits", 0.72],
        ["Modified", 0.814],
      ],
    ).fields;
    expect(fields).toMatchObject({
      insurance_company: "STONEHOLLOW HEALTH PLAN",
      authorized_services: "Self-care/home management training (97535)",
      status: "Partially Approved",
    });
  });

  it("reads an extension's period from 'begins … and ends …', and drops a fax header's word before the payer", () => {
    const fields = read(
      "prior_authorization",
      "FAX Wyncote Health Plan - Utilization Management",
      "Authorization Extension Approved",
      "Authorization # CH-A-7719204",
      "The authorization for home health skilled nursing visits (G0299) has been extended. The extended period",
      "begins October 1, 2026 and ends December 29, 2026. Up to 24 visits are approved.",
    ).fields;
    expect(fields).toMatchObject({
      insurance_company: "Wyncote Health Plan",
      service_date: "2026-10-01",
      expiration_date: "2026-12-29",
    });
  });
});

describe("a statement with a claims summary before each claim's detail", () => {
  it("reads the first claim only, when its heading carries the claim number ('Claim 2 of 2 · HP-…')", () => {
    const row = (date: string, name: string, code: string, billed: string): Cell[] => [
      [date, 0.06],
      [name, 0.16],
      [code, 0.42],
      [billed, 0.52],
    ];
    const header: Cell[] = [
      ["Date", 0.06],
      ["Service", 0.16],
      ["Code", 0.42],
      ["Charged", 0.52],
    ];
    const result = read(
      "eob",
      "Harrow Point Health Member Statement - This is not a bill",
      "Claim 1 of 2 · HP-7730125-01",
      header,
      row("10/27/2026", "Preventive visit", "99396", "310.00"),
      [
        ["Claim total", 0.06],
        ["310.00", 0.52],
      ],
      "Claim 2 of 2 · HP-7730388-01",
      header,
      row("10/29/2026", "Lipid panel", "80061", "95.00"),
      [
        ["Claim total", 0.06],
        ["95.00", 0.52],
      ],
    );
    expect(result.line_items.map((i) => i.cpt_code)).toEqual(["99396"]);
    expect(result.fields.total_billed).toBe(310);
  });
});

describe("an address on a bill's payment stub", () => {
  it("is no line item: a post office box's number is no code", () => {
    const items = read(
      "medical_bill",
      "Please detach and return the top portion with your payment.",
      [
        ["Bramblewood Dermatology", 0.06],
        ["Account No.", 0.4],
        ["Due Date", 0.6],
        ["Amount Due", 0.8],
      ],
      [
        ["P.O. Box 44610", 0.06],
        ["BWD-662014", 0.4],
        ["09/15/2026", 0.6],
        ["$146.30", 0.8],
      ],
      "Bramblewood Dermatology Statement Date 08/25/2026",
      [
        ["DOS", 0.06],
        ["Proc", 0.16],
        ["Description", 0.26],
        ["Chg", 0.8],
      ],
      [
        ["08/04/2026", 0.06],
        ["99213", 0.16],
        ["Office visit, established patient", 0.26],
        ["168.00", 0.8],
      ],
    ).line_items;
    expect(items.map((i) => i.cpt_code)).toEqual(["99213"]);
  });
});

describe("a two-line title with a gloss in parentheses", () => {
  it("keeps '(plan rate)' whole under 'Total cost', so it is what the plan allowed", () => {
    const items = extractDocument(
      eobTable(
        [
          ["Service provided", 0.091],
          ["Amount provider", 0.413],
          ["Total cost", 0.598],
          ["What the", 0.726],
          ["What you", 0.843],
        ],
        [
          ["(billing code)", 0.089],
          ["billed", 0.5],
          ["(plan rate)", 0.6],
          ["plan paid", 0.725],
          ["may owe", 0.849],
        ],
        [
          ["Office visit, established (99215)", 0.089],
          ["$290.00", 0.486],
          ["$131.72", 0.616],
          ["$111.72", 0.739],
          ["$20.00", 0.869],
        ],
      ),
      "eob",
    ).line_items;
    expect(items.map((i) => [i.cpt_code, i.billed_amount, i.allowed_amount, i.paid_amount])).toEqual([
      ["99215", 290, 131.72, 111.72],
    ]);
  });
});

describe("labels of the eleventh set's bills, EOBs and letters", () => {
  it("reads a bill's 'Notice Date', 'Account Ref' (OCR may glue it) and 'pay the balance by …'", () => {
    const fields = read(
      "medical_bill",
      "Corvell Bay Hospital",
      "FINAL NOTICE",
      [
        ["Notice Date:", 0.58],
        ["November 12, 2025", 0.76],
      ],
      [
        ["AccountRef", 0.62],
        ["BEP-2291-0476", 0.76],
      ],
      "Please pay the balance by November 30, 2025. Your lenses ship when the balance is paid.",
    ).fields;
    expect(fields).toMatchObject({
      bill_date: "2025-11-12",
      account_number: "BEP-2291-0476",
      due_date: "2025-11-30",
    });
  });

  it("reads an EOB's 'CLAIM PROCESSED DATE' and a letter's 'Authorization Reference'", () => {
    const eob = read("eob", "CASCADIA PLAINS HEALTH COOPERATIVE - MEMBER EXPLANATION OF BENEFITS", [
      ["CLAIM PROCESSED DATE", 0.545],
      ["9/17/25", 0.88],
    ]).fields;
    expect(eob.processed_date).toBe("2025-09-17");
    const letter = read(
      "prior_authorization",
      "Ravenmoor Health Partners Utilization Management",
      [
        ["Authorization Reference", 0.554],
        ["UM25-0611-3307", 0.798],
      ],
      "Re: Your request for prior authorization has been APPROVED",
    ).fields;
    expect(letter.authorization_number).toBe("UM25-0611-3307");
  });
});

describe("names and numbers beside other marks", () => {
  it("reads a letterhead name with a speck after it, and a 'Patient Account ID'", () => {
    const fields = read(
      "medical_bill",
      [["Quarry Lane Counseling Associates :", 0.28]],
      [["Licensed Clinical Social Work & Psychology", 0.23]],
      "CLIENT STATEMENT",
      [
        ["Patient Account ID", 0.569],
        ["PPSC-118204", 0.828],
      ],
      "Balance due $237.60",
    ).fields;
    expect(fields).toMatchObject({
      provider_name: "Quarry Lane Counseling Associates",
      account_number: "PPSC-118204",
    });
  });

  it("never takes the primary payer's claim for a secondary payer's own", () => {
    const fields = read(
      "eob",
      "Quayside Health Alliance - Secondary Coverage Explanation of Benefits",
      "Coordination of benefits",
      "Primary carrier: Northgale Assurance Company",
      "Primary claim 7718-22019, paid 08/27/2026",
    ).fields;
    expect(fields.claim_number).not.toBe("7718-22019");
  });
});

describe("the tallest text at the top of a page", () => {
  it("is no provider when it is only a form's word", () => {
    const fields = read(
      "medical_bill",
      [["Code", 0.1]],
      "Patient: Rosa Imbert",
      [
        ["Statement date", 0.55],
        ["09/30/2026", 0.8],
      ],
      "Balance due $40.00",
    ).fields;
    expect(fields.provider_name).not.toBe("Code");
  });
});
