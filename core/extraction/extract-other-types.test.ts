import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

describe("classification rules", () => {
  const vague = page(["Thanks for stopping by", "See you soon"]);

  it("files a vague document as 'other' needing classification", () => {
    const result = extractDocument(vague);
    expect(result.document_type).toBe("other");
    expect(result.classification_confidence).toBeLessThan(0.7);
    expect(result.needs_classification).toBe(true);
  });

  it("takes the type the user picked with full confidence", () => {
    const result = extractDocument(vague, "prior_authorization");
    expect(result).toMatchObject({
      document_type: "prior_authorization",
      classification_confidence: 1,
      needs_classification: false,
    });
    expect(result.fields).toMatchObject({
      related_medical_bill: null,
      authorization_number: null,
      status: null,
    });
  });

  it("reads plain text when there are no word boxes", () => {
    const result = extractDocument(
      {
        text: "Summit Ridge Health\nPrior Authorization\nAuthorization Number:  SRH-77\nStatus:  Approved\nApproved Dates:  02/01/2025 - 04/30/2025\nAuthorized Services:  MRI lumbar spine (72148)",
        words: [],
        pages: 1,
        method: "text-layer",
      },
      undefined,
    );
    expect(result.document_type).toBe("prior_authorization");
    expect(result.fields).toMatchObject({
      insurance_company: "Summit Ridge Health",
      authorization_number: "SRH-77",
      status: "Approved",
      service_date: "2025-02-01",
      expiration_date: "2025-04-30",
      authorized_services: "MRI lumbar spine (72148)",
    });
  });
});

describe("cards and licences", () => {
  it("reads an insurance card with values under their labels", () => {
    const card = page([
      "Crescent Valley Health Plan",
      "HMO Gold",
      [
        ["Subscriber", 0.06],
        ["ID Number", 0.55],
      ],
      [
        ["MARCUS T. WELLINGTON", 0.06],
        ["CVH-330718245", 0.55],
      ],
      [["Group", 0.06]],
      [["77120", 0.06]],
      "Copays: Office $20 / Specialist $40 RxBIN 004336",
    ]);
    const result = extractDocument(card, "insurance_card_front");
    expect(result.fields).toEqual({
      member_id: "CVH-330718245",
      member_name: "MARCUS T. WELLINGTON",
      group_number: "77120",
      payer_name: "Crescent Valley Health Plan",
      plan_type: "HMO",
    });
  });

  it("reads a driver's licence front", () => {
    const licence = page([
      [
        ["OHIO", 0.05],
        ["DRIVER LICENSE", 0.6],
      ],
      "DL SK482917",
      "EXP 2030-05-01",
      "LN DOE",
      "FN JANE ANN",
      "77 W MAIN ST",
      "COLUMBUS, OH 43215",
      "DOB 05/01/1990  CLASS D  SEX F",
    ]);
    const result = extractDocument(licence);
    expect(result.document_type).toBe("drivers_license_front");
    expect(result.fields).toEqual({
      license_number: "SK482917",
      full_name: "Jane Ann Doe",
      date_of_birth: "1990-05-01",
      address: "77 W MAIN ST, COLUMBUS, OH 43215",
      expiration_date: "2030-05-01",
      state_issued: "OH",
    });
  });

  it("names a letter's organisation from its letterhead, not from a sentence that mentions an office", () => {
    const letter = page([
      "Brightwater Family Medicine",
      "Appointment Reminder",
      "Mar 4, 2026",
      "Dear Oliver, this is a reminder of your visit with Dr. Hana Sato",
      "on Wednesday, March 18 at 9:40 am at our Quarry Road office.",
      "Please arrive 15 minutes early and bring your insurance card.",
    ]);
    expect(extractDocument(letter, "other").fields).toMatchObject({
      title: "Appointment Reminder",
      date: "2026-03-04",
      organization: "Brightwater Family Medicine",
    });
  });
});
