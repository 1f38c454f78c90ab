// Prior-authorization letters of the ninth development set (issue 17, decision 089): each case is a
// general rule and fails without it. Every name and number here is invented.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "../classification/classify";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Cell = [string, number];
const read = (...lines: (string | Cell[])[]) => extractDocument(page(lines), "prior_authorization").fields;

describe("a Medicare Advantage denial notice that never says 'request'", () => {
  const lines = [
    "NOTICE OF DENIAL OF MEDICAL COVERAGE",
    "Sandpiper Senior Advantage",
    "Date: 07/14/2025",
    "Member name: Odette Franck",
    "Case ID: SSA-UM-25-110245",
    "Requested date of service: 08/02/2025",
    "Decision: Denied",
    "We have denied the medical care/item listed below that you or your doctor asked for:",
    "Item/service: Sleep study, home (95806)",
    "You have the right to appeal. Ask within 65 days of the date of this notice.",
  ];

  it("is a prior authorization, trusted without asking", () => {
    const guess = classifyDocument(lines.join("\n"));
    expect(guess.document_type).toBe("prior_authorization");
    expect(guess.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("authorization letters", () => {
  it("reads the decision from a sentence that runs onto the next line", () => {
    const letter = read(
      "Wrenfield Health Plan",
      "We have reviewed the request from Lantern Hill Orthopaedics for the service below, and it has been",
      "APPROVED as medically necessary under your Wrenfield Health Plan coverage.",
      "Service: Total hip arthroplasty (27130)",
    );
    expect(letter.status).toBe("Approved");
  });

  it("reads a grid whose right-aligned titles sit over their values, its dates under 'From' and 'To'", () => {
    const letter = read(
      "Foxglove Family Health Plan",
      "Utilization Review Determination",
      [
        ["Auth Number", 0.06],
        ["Service", 0.2],
        ["Requested Approved", 0.44],
        ["From", 0.65],
        ["To", 0.78],
        ["Status", 0.9],
      ],
      [
        ["FG5510932", 0.06],
        ["Occupational therapy, individual (97535)", 0.2],
        ["20", 0.5],
        ["10", 0.58],
        ["12/01/2025", 0.65],
        ["02/27/2026 Partially approved", 0.78],
      ],
    );
    expect(letter).toMatchObject({
      authorization_number: "FG5510932",
      authorized_services: "Occupational therapy, individual (97535)",
      service_date: "2025-12-01",
      expiration_date: "2026-02-27",
      status: "Partially Approved",
    });
  });
});
