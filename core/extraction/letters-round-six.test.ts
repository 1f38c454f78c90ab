// Letters, notices, cards and 'other' documents of the seventh (and sixth) development sets
// (issue 17, decision 086): each case is a general rule and fails without it. Every name and
// number here is invented.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "../classification/classify";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Cell = [string, number];
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type).fields;

describe("authorization letters", () => {
  const pa = (...lines: (string | Cell[])[]) => read("prior_authorization", "Hollin Health Plan", ...lines);

  it("reads dates from decision sentences and more period labels", () => {
    expect(pa("a request for Knee arthroscopy (CPT 29881), planned for 09/14/2025.")).toMatchObject({
      service_date: "2025-09-14",
      authorized_services: "Knee arthroscopy (CPT 29881)",
    });
    expect(pa("Approved: 6 visits, to be used from 2 Jun 2025 to 1 Aug 2025.")).toMatchObject({
      service_date: "2025-06-02",
      expiration_date: "2025-08-01",
    });
    expect(pa("Dates covered by this extension: 10/01/2025 through 12/31/2025.")).toMatchObject({
      service_date: "2025-10-01",
    });
    expect(
      pa([
        ["Authorized period:", 0.06],
        ["May 4, 2025 through July 2, 2025", 0.3],
      ]),
    ).toMatchObject({
      service_date: "2025-05-04",
      expiration_date: "2025-07-02",
    });
    expect(
      pa(
        [
          ["Approved from", 0.5],
          ["Approved to", 0.7],
          ["Outcome", 0.85],
        ],
        [
          ["03/01/2026", 0.5],
          ["05/30/2026", 0.7],
          ["Approved", 0.85],
        ],
      ),
    ).toMatchObject({
      expiration_date: "2026-05-30",
    });
  });

  it("reads 'Partly approved', and a request waiting for records as pending", () => {
    expect(
      pa([
        ["Decision", 0.06],
        ["Partly approved", 0.3],
      ]).status,
    ).toBe("Partially Approved");
    expect(pa("We cannot make a decision yet. This request is not a denial.").status).toBe("Pending");
  });

  it("reads a 'Service authorization no.' and names the service as the letter's sentence does", () => {
    const fields = pa(
      [
        ["Member", 0.06],
        ["Service authorization no.", 0.4],
        ["Visits", 0.75],
      ],
      [
        ["Ada Brook", 0.06],
        ["HHP-SA-1102", 0.4],
        ["8", 0.75],
      ],
      "Your provider asked us to approve 8 visits of Occupational therapy (97530).",
      [
        ["Service", 0.06],
        ["Decision", 0.5],
      ],
      [
        ["97530 Occupational therapy", 0.06],
        ["Approved", 0.5],
      ],
    );
    expect(fields).toMatchObject({
      authorization_number: "HHP-SA-1102",
      authorized_services: "Occupational therapy (97530)",
    });
  });

  it("takes no number or sentence for the insurer, and joins a wordmark over 'HEALTH PLAN'", () => {
    const fields = read(
      "prior_authorization",
      [
        ["Brackenridge", 0.06],
        ["Reference number", 0.6],
      ],
      [
        ["HEALTH PLAN", 0.06],
        ["BHP-R-20511", 0.6],
      ],
      "Status: Approved",
    );
    expect(fields).toMatchObject({ insurance_company: "Brackenridge HEALTH PLAN" });
  });

  it("is not what a reminder that mentions prior authorization as a condition is", () => {
    const reminder = [
      "Westbury Orthopaedics",
      "Your Upcoming Appointment",
      "Monday, March 2, 2026, 10:00 AM with Dr. Ivo Lund at our Westbury office.",
      "Please arrive 15 minutes early and bring your insurance card and a photo ID.",
      "If your health plan requires a referral or prior authorization for this visit, please make sure",
      "your primary care office has sent it before the day of your appointment. Call us to reschedule.",
    ].join("\n");
    expect(classifyDocument(reminder).document_type).not.toBe("prior_authorization");
  });
});

describe("other documents and cards", () => {
  it("names the sender of a letter by its wordmark, without a store number", () => {
    const shop = extractDocument(
      { ...page(["WILLOWMERE PHARMACY #0412", "12 Elm Row", "RECEIPT", "Thank you"]), words: [] },
      "other",
    );
    expect(shop.fields.organization).toBe("WILLOWMERE PHARMACY");
    expect(
      read(
        "other",
        [
          ["Ferncliff Health Plan", 0.06],
          ["March 3, 2026", 0.7],
        ],
        "Welcome to Ferncliff",
      ),
    ).toMatchObject({
      organization: "Ferncliff Health Plan",
    });
  });

  it("gives a card's pharmacy manager the phone of the pharmacy line under it", () => {
    expect(
      read("insurance_card_back", "Pharmacy benefits: CopperRx", "Pharmacist help desk 1-877-555-0111"),
    ).toMatchObject({ pharmacy_benefits: "CopperRx 1-877-555-0111" });
  });
});
