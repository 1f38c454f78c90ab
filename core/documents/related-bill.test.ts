import { describe, expect, it } from "vitest";
import { relatedBillScore, suggestRelatedBill, type BillClues } from "./related-bill";

const bills: BillClues[] = [
  {
    id: "bayview",
    providerName: "Bayview Clinic",
    claimNumber: "AC-5521",
    date: "2026-03-02",
    totalBilledCents: 41025,
  },
  {
    id: "harbor",
    providerName: "Harbor Imaging Center",
    accountNumber: "HI 90817",
    date: "2026-03-02",
    totalBilledCents: 120000,
  },
  { id: "lab", providerName: "Quest Lab", claimNumber: null, date: "2026-01-15", totalBilledCents: 8900 },
];

describe("the related bill an EOB suggests", () => {
  it("is the bill with the same claim or account number, however it is punctuated", () => {
    expect(suggestRelatedBill({ claimNumber: "ac5521" }, bills)).toBe("bayview");
    expect(suggestRelatedBill({ claimNumber: "HI-90817" }, bills)).toBe("harbor");
  });

  it("is found from the provider named in the text, the service date and the billed total", () => {
    const text = "EXPLANATION OF BENEFITS  Provider: Harbor Imaging Center  Date of service 03/02/2026";
    expect(suggestRelatedBill({ providerText: text, serviceDate: "2026-03-02" }, bills)).toBe("harbor");
    expect(suggestRelatedBill({ serviceDate: "2026-03-02", totalBilledCents: 41025 }, bills)).toBe("bayview");
  });

  it("accepts a date inside the EOB's service period and a total a few cents off", () => {
    const score = relatedBillScore(
      { serviceDate: "2026-01-10", serviceDateTo: "2026-01-20", totalBilledCents: 8950 },
      bills[2],
    );
    expect(score).toBeGreaterThanOrEqual(40);
    expect(
      suggestRelatedBill(
        { serviceDate: "2026-01-10", serviceDateTo: "2026-01-20", totalBilledCents: 8950 },
        bills,
      ),
    ).toBe("lab");
  });

  it("suggests nothing when nothing matches", () => {
    expect(
      suggestRelatedBill(
        {
          claimNumber: "ZZ-000111",
          providerText: "Mercy Hospital",
          serviceDate: "2025-06-01",
          totalBilledCents: 5,
        },
        bills,
      ),
    ).toBeNull();
    expect(suggestRelatedBill({}, bills)).toBeNull();
    expect(suggestRelatedBill({ claimNumber: "AC-5521" }, [])).toBeNull();
  });

  it("suggests nothing from one weak clue, or when two bills are equally likely", () => {
    // The same service date on two bills: no way to tell them apart.
    expect(suggestRelatedBill({ serviceDate: "2026-03-02" }, bills)).toBeNull();
    // A date a few days off alone is not enough.
    expect(suggestRelatedBill({ serviceDate: "2026-01-18" }, bills)).toBeNull();
    // Short numbers are too common to trust.
    expect(relatedBillScore({ claimNumber: "12" }, { id: "x", claimNumber: "12" })).toBe(0);
  });

  it("does not take a common word of a provider's name for the provider", () => {
    expect(relatedBillScore({ providerText: "Member services: call the clinic" }, bills[0])).toBe(0);
  });
});
