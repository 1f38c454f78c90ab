import { describe, expect, it } from "vitest";
import { matchBill, relatedBillScore, sameNumber, suggestRelatedBill, type BillClues } from "./related-bill";

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

describe("where the matcher places an EOB", () => {
  const clinic = "EXPLANATION OF BENEFITS  Acme Health  Provider: Bayview Clinic  Claim 88-1234";
  const visits: BillClues[] = [
    {
      id: "morning",
      providerName: "Bayview Clinic",
      claimNumber: "ACCT-7741",
      date: "2026-03-02",
      totalBilledCents: 41025,
      lines: [
        { code: "99213", billedCents: 25000 },
        { code: "80053", billedCents: 16025 },
      ],
    },
    {
      id: "afternoon",
      providerName: "Bayview Clinic",
      claimNumber: "ACCT-7741",
      date: "2026-03-02",
      totalBilledCents: 18000,
      lines: [{ code: "73610", billedCents: 18000 }],
    },
    {
      id: "lab",
      providerName: "Quest Lab",
      claimNumber: "Q-5521907",
      date: "2026-02-10",
      totalBilledCents: 8900,
    },
  ];

  it("attaches by claim number when one bill only carries it, printed with a prefix or label", () => {
    expect(matchBill({ claimNumber: "Q-5521907" }, visits)).toEqual({
      decision: "attach",
      billId: "lab",
      matchedBy: "claim_number",
    });
    expect(matchBill({ claimNumber: "Claim# 0005521907" }, visits)).toMatchObject({ billId: "lab" });
    expect(matchBill({ claimNumber: "AH-Q5521907" }, visits)).toMatchObject({
      decision: "attach",
      billId: "lab",
    });
    // The insurer's prefix before a number the bill knows with a label of its own.
    expect(sameNumber("AH-ACCT7741", "ACCT-7741")).toBe(true);
    expect(sameNumber("12-7741", "ACCT-7741")).toBe(false);
    // A number sharing only a few digits is not the same number.
    expect(matchBill({ claimNumber: "5521" }, visits)).toBeNull();
  });

  it("tells two bills of the same provider on the same day apart by their amounts", () => {
    const eob = { claimNumber: "ACCT-7741", providerText: clinic, serviceDate: "2026-03-02" };
    // The account number is on both bills: it decides nothing, the billed total does.
    expect(matchBill({ ...eob, totalBilledCents: 18000 }, visits)).toEqual({
      decision: "attach",
      billId: "afternoon",
      matchedBy: "provider_date_amount",
    });
    // Line by line: the same codes and billed amounts, in another order.
    const lines = [
      { code: "80053", billedCents: 16025 },
      { code: "99213-25", billedCents: 25000 },
    ];
    expect(matchBill({ ...eob, lines }, visits)).toMatchObject({ decision: "attach", billId: "morning" });
    // Without amounts the two are equally likely: nothing is attached or suggested.
    expect(matchBill(eob, visits)).toBeNull();
  });

  it("attaches an EOB whose total differs by a few cents of rounding", () => {
    const eob = { providerText: clinic, serviceDate: "2026-03-02", totalBilledCents: 41027 };
    expect(matchBill(eob, visits)).toEqual({
      decision: "attach",
      billId: "morning",
      matchedBy: "provider_date_amount",
    });
    // A dollar off is no longer the same amount: well supported, so only suggested.
    expect(matchBill({ ...eob, totalBilledCents: 41125 }, visits)).toEqual({
      decision: "suggest",
      billId: "morning",
    });
  });

  it("places a secondary insurer's EOB on the bill the primary EOB is already on", () => {
    const matched: BillClues[] = [{ ...visits[0], eobClaimNumbers: ["PRI-2026-0001"] }, visits[1], visits[2]];
    // The secondary payer prints its own claim number, and the same provider, date and total.
    const secondary = {
      claimNumber: "SEC-99-1",
      providerText: clinic,
      serviceDate: "2026-03-02",
      totalBilledCents: 41025,
    };
    expect(matchBill(secondary, matched)).toMatchObject({ decision: "attach", billId: "morning" });
    // A corrected claim repeats the primary EOB's claim number.
    expect(matchBill({ claimNumber: "PRI20260001" }, matched)).toMatchObject({
      decision: "attach",
      billId: "morning",
      matchedBy: "claim_number",
    });
  });

  it("does not attach by a shared number when the dates are weeks apart", () => {
    const later = { claimNumber: "Q-5521907", serviceDate: "2026-05-20", totalBilledCents: 8900 };
    expect(matchBill(later, visits)).toEqual({ decision: "suggest", billId: "lab" });
  });

  it("places nothing without bills or without evidence", () => {
    expect(
      matchBill({ claimNumber: "Q-5521907", providerText: clinic, totalBilledCents: 8900 }, []),
    ).toBeNull();
    expect(matchBill({}, visits)).toBeNull();
    expect(matchBill({ serviceDate: "2026-02-10" }, visits)).toBeNull();
  });
});
