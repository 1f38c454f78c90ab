// Layouts of the twenty-seventh development round (issue 17, decision 100). Each case fails without the
// rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

describe("a wordmark's long word OCR split in two", () => {
  it("is one word again in the provider's and the insurer's name", () => {
    const bill = extractDocument(
      page(["Comfort Cradle Medical Su pply", "STATEMENT", "Statement Date 03/02/2026", "Amount Due $84.00"]),
      "medical_bill",
    );
    expect(bill.fields.provider_name).toBe("Comfort Cradle Medical Supply");
    const eob = extractDocument(
      page(["Meadowlark Senior Adva ntage", "Explanation of Benefits", "Claim Number 88-20417"]),
      "eob",
    );
    expect(eob.fields.insurance_company).toBe("Meadowlark Senior Advantage");
  });

  it("keeps two whole words apart ('Health Care', 'Su Clinic')", () => {
    const bill = extractDocument(
      page(["Su Family Medical Care", "STATEMENT", "Statement Date 03/02/2026", "Amount Due $84.00"]),
      "medical_bill",
    );
    expect(bill.fields.provider_name).toBe("Su Family Medical Care");
  });
});

describe("an identifier's letter prefix", () => {
  const claim = (printed: string) =>
    extractDocument(
      page([
        "Osprey Health Plan",
        "Explanation of Benefits",
        `Claim Number ${printed}`,
        "Date Processed 03/04/2026",
      ]),
      "eob",
    ).fields.claim_number;

  it("reads an O OCR took for a zero as the letter", () => {
    expect(claim("0S-8812047716")).toBe("OS-8812047716");
    expect(claim("O0A-558120")).toBe("OOA-558120");
  });

  it("keeps zeros a prefix of mostly digits prints ('A00-')", () => {
    expect(claim("A00-4471920")).toBe("A00-4471920");
    expect(claim("2026-0714-553019")).toBe("2026-0714-553019");
  });
});

describe("a prior authorization's table of services", () => {
  const letter = (row: [string, number][]) =>
    extractDocument(
      page([
        "Pellucid Health",
        "Notice of Prior Authorization Decision",
        "Notice date: Dec 4, 2026",
        [
          ["Requested service", 0.08],
          ["CPT", 0.49],
          ["Dates", 0.58],
          ["Decision", 0.75],
        ],
        row,
      ]),
      "prior_authorization",
    ).fields;

  it("dates the service by its first row's date", () => {
    const fields = letter([
      ["PET/CT skull base to mid-thigh", 0.08],
      ["78815", 0.49],
      ["12/14/2026", 0.58],
      ["Not approved", 0.75],
    ]);
    expect(fields.service_date).toBe("2026-12-14");
  });

  it("reads a row's range as the service's first day and the authorization's last", () => {
    const fields = letter([
      ["Therapeutic exercise", 0.08],
      ["97110", 0.49],
      ["06/10/26 - 08/09/26", 0.58],
      ["Approved", 0.75],
    ]);
    expect([fields.service_date, fields.expiration_date]).toEqual(["2026-06-10", "2026-08-09"]);
  });
});

describe("units in tenths", () => {
  it("reads an ambulance's loaded miles and an anesthesia's time units as printed ('14.6', '7.8')", () => {
    const bill = extractDocument(
      page([
        "Cascade Valley Ambulance",
        "Statement Date 01/20/2026",
        [
          ["Date", 0.07],
          ["HCPCS", 0.16],
          ["Description", 0.29],
          ["Units", 0.67],
          ["Rate", 0.79],
          ["Charge", 0.88],
        ],
        [
          ["01/11/2026", 0.07],
          ["A0429", 0.16],
          ["BLS emergency transport, base rate", 0.29],
          ["1", 0.69],
          ["1,150.00", 0.76],
          ["1,150.00", 0.88],
        ],
        [
          ["01/11/2026", 0.07],
          ["A0425", 0.16],
          ["Ground mileage, per statute mile", 0.29],
          ["14.6", 0.67],
          ["26.75", 0.78],
          ["390.55", 0.89],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => [i.cpt_code, i.units, i.billed_amount])).toEqual([
      ["A0429", 1, 1150],
      ["A0425", 14.6, 390.55],
    ]);
  });
});

describe("a bilingual statement's labels", () => {
  it("reads the values under the second line of titles (the labels in Spanish)", () => {
    const printed = page([
      "Desert Springs Urgent Care",
      "Visit 02/02/2026",
      [
        ["Statement Date", 0.08],
        ["Account No.", 0.4],
        ["Amount Due", 0.73],
      ],
      [
        ["Fecha de cuenta", 0.08],
        ["Num. de cuenta", 0.4],
        ["Cantidad a pagar", 0.73],
      ],
      [
        ["02/18/2026", 0.08],
        ["DSUC-302285", 0.4],
        ["$245.00", 0.73],
      ],
    ]);
    // Printed small and close, as a statement's header block is (8-point type, 10-point lines).
    const words = printed.words.map((w) => ({
      ...w,
      top: 0.05 + ((w.top - 0.05) / 0.022) * 0.014,
      height: 0.008,
    }));
    const bill = extractDocument({ ...printed, words }, "medical_bill");
    expect([bill.fields.bill_date, bill.fields.account_number, bill.fields.amount_due]).toEqual([
      "2026-02-18",
      "DSUC-302285",
      245,
    ]);
  });
});

describe("a collection agency's letter", () => {
  const letter = extractDocument(
    page([
      [
        ["MERIDIAN RECOVERY SERVICES, INC.", 0.06],
        ["March 5, 2026", 0.82],
      ],
      "2400 Commerce Park Dr, Suite 300",
      [
        ["Original Creditor", 0.57],
        ["Riverbend Orthopedic Group", 0.71],
      ],
      [
        ["Account No.", 0.57],
        ["RBO-551902", 0.84],
      ],
      [
        ["Balance Due", 0.57],
        ["$1,146.00", 0.86],
      ],
      "RE: Notice of debt - medical account placed for collection",
    ]),
    "medical_bill",
  );

  it("names the provider it collects for", () => {
    expect(letter.fields.provider_name).toBe("Riverbend Orthopedic Group");
  });

  it("is dated beside the agency's name, whose 'Services' labels no date", () => {
    expect(letter.fields.bill_date).toBe("2026-03-05");
  });
});

describe("what a statement asks for now", () => {
  it("takes a payment plan's next installment date as the due date", () => {
    const bill = extractDocument(
      page([
        "St. Anselm Medical Center",
        [
          ["Statement Date", 0.07],
          ["03/02/2026", 0.4],
        ],
        [
          ["Monthly installment", 0.07],
          ["$250.00", 0.43],
          ["Next installment due", 0.52],
          ["03/15/2026", 0.86],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.fields.due_date).toBe("2026-03-15");
  });

  it("takes a copay due now as the amount due", () => {
    const bill = extractDocument(
      page([
        "Alpine Pass Family Medicine",
        [
          ["Claim resubmitted", 0.12],
          ["2/26/2026", 0.41],
        ],
        [
          ["Your copay - due now", 0.49],
          ["75.00", 0.86],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.fields.amount_due).toBe(75);
  });
});

describe("a name's word with a letter OCR took for its look-alike", () => {
  it("is mended ('Physiclans', 'Senlor'), and a practice's ', PA' names no clinician", () => {
    const bill = extractDocument(
      page([
        "Bayfront Emergency Physiclans, PA",
        "Services provided by our emergency physicians",
        "Statement date: Feb 14, 2026",
        "Your balance $350.00",
      ]),
      "medical_bill",
    );
    expect(bill.fields.provider_name).toBe("Bayfront Emergency Physicians, PA");
    const eob = extractDocument(
      page(["Evergreen Senlor Advantage", "Explanation of Benefits", "Claim Number 88-20417"]),
      "eob",
    );
    expect(eob.fields.insurance_company).toBe("Evergreen Senior Advantage");
  });
});

describe("a good faith estimate", () => {
  const estimate = extractDocument(
    page([
      "Willow Creek Surgery Center",
      "1200 Willow Creek Dr, Loveland, CO 80538",
      "Scheduling and estimates 970-555-0120",
      "Good Faith Estimate",
      [
        ["Patient", 0.08],
        ["Ezra Halvorsen-Brandt", 0.34],
        ["Scheduled service", 0.52],
        ["03/18/2026", 0.85],
      ],
      [
        ["Date of estimate", 0.08],
        ["02/16/2026", 0.42],
      ],
    ]),
    "other",
  );

  it("is titled by its heading, not by a desk with its phone number", () => {
    expect(estimate.fields.title).toBe("Good Faith Estimate");
  });

  it("is dated by its 'Date of estimate', not by the service it prices", () => {
    expect(estimate.fields.date).toBe("2026-02-16");
  });
});

describe("a notice-and-consent form about an out-of-network provider", () => {
  it("names the provider beside its label, not a speck of the logo", () => {
    const form = extractDocument(
      page([
        [["EL", 0.42]],
        "Surprise Billing Protection Form",
        "The purpose of this document is to let you know about your protections from unexpected medical bills.",
        [
          ["Out-of-network provider", 0.06],
          ["Lakeridge Spine & Joint Surgeons", 0.28],
        ],
        [
          ["Facility (in network)", 0.06],
          ["Lakeridge Medical Center", 0.34],
        ],
      ]),
      "other",
    );
    expect(form.fields.organization).toBe("Lakeridge Spine & Joint Surgeons");
  });
});
