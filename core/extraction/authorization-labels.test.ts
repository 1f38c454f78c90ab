// More of the labels utilization-management letters print (issue 17, fifth development round):
// each case fails without its label or rule.
import { expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

const letter = (...lines: string[]) =>
  extractDocument(page(["Acme Health Plan", "Prior Authorization Notice", ...lines]), "prior_authorization")
    .fields;

it("numbers the decision by its approval, determination, review, episode or confirmation number", () => {
  for (const label of [
    "Approval code:",
    "Determination number:",
    "Review ID:",
    "Episode ID:",
    "Confirmation #:",
  ])
    expect(letter(`${label} PA-11203`)).toMatchObject({ authorization_number: "PA-11203" });
});

it("reads the approved period from 'Approved from', 'Valid', 'Date(s) approved' or 'Coverage dates'", () => {
  for (const line of [
    "Approved from 01/02/2025 to 03/02/2025",
    "Valid 01/02/2025 - 03/02/2025",
    "Date(s) approved: 01/02/2025 - 03/02/2025",
    "Coverage dates: 01/02/2025 - 03/02/2025",
  ])
    expect(letter(line)).toMatchObject({ service_date: "2025-01-02", expiration_date: "2025-03-02" });
});

it("ends the decision where a range of service dates ends, or at 'Expiration:' / 'Authorization ends'", () => {
  expect(letter("Dates of service: 01/02/2025 - 03/02/2025")).toMatchObject({
    expiration_date: "2025-03-02",
  });
  for (const line of ["Expiration: 03/02/2025", "Authorization ends 03/02/2025"])
    expect(letter(line)).toMatchObject({ expiration_date: "2025-03-02" });
});

it("names the item or treatment requested", () => {
  for (const label of ["Item requested:", "Requested item:", "Treatment requested:"])
    expect(letter(`${label} MRI lumbar spine (72148)`)).toMatchObject({
      authorized_services: "MRI lumbar spine (72148)",
    });
});
