// Layouts of the twenty-ninth development round (issue 17, decision 102). Each case fails without the
// rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

describe("a card's wordmark set over two lines of one size", () => {
  const payer = (first: string) =>
    extractDocument(
      page([first, "Health Alliance", "Member Name", "JOLENE M TISDALE", "Member ID", "HRA 448 210 9937"]),
      "insurance_card_front",
    ).fields.payer_name;

  it("joins the words before the kind of company to it", () => {
    expect(payer("Heartland Rural")).toBe("Heartland Rural Health Alliance");
  });

  it("leaves a line about the page or an office out of the name", () => {
    expect(payer("Member Services")).toBe("Health Alliance");
  });
});
