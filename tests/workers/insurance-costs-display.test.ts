// What a family reads in a policy's card (issue 15), as the server renders it: the benefits table
// (groups in priority order, both tiers, a dash for a missing one, the key provisions marked, the
// two empty-state texts of 001 §2) and this year's spending with each EOB linking to its document.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PolicySpendingView } from "#core/insurance/spending";
import { BenefitsTable } from "~/components/insurance/benefits-table";
import { PolicySpending } from "~/components/insurance/policy-spending";
import { benefitRow } from "../fixtures/insurance/benefits";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const benefit = benefitRow;

describe("BenefitsTable", () => {
  it("shows the two empty-state texts when the plan has no benefits", () => {
    const html = renderToString(createElement(BenefitsTable, { benefits: [] }));
    expect(text(html)).toBe(
      "No detailed benefits information available for this plan yet. Benefits data is being populated as we process plan details.",
    );
  });

  it("lists the rows in priority order with both tiers, a dash where one is missing", () => {
    const html = renderToString(
      createElement(BenefitsTable, {
        benefits: [
          benefit("Specialist Visit", "$60", { copay: 60 }),
          benefit("Specialist Visit", "$100", { copay: 100, coverage_tier: "out_of_network" }),
          benefit("Out-of-Pocket Maximum", "Out-of-pocket maximum: $8,000 individual / $16,000 family"),
          benefit("Deductible", "Deductible: $2,000 individual / $4,000 family"),
          benefit("Deductible", "Deductible: $6,000", { coverage_tier: "out_of_network" }),
          benefit("Emergency Room Services", "30% Coinsurance after deductible", {
            coinsurance_pct: 0.3,
            after_deductible: true,
          }),
        ],
      }),
    );
    expect(html).toContain('aria-label="Plan benefits"');
    expect(text(html)).toBe(
      [
        "Benefit In-network Out-of-network",
        "Deductible $2,000 / $4,000 $6,000",
        "Coinsurance Emergency Room Services 30% — Not listed",
        "Out-of-Pocket Maximum $8,000 / $16,000 — Not listed",
        "Specialist Visit $60 $100",
      ].join(" "),
    );
    // The plan-wide provisions are highlighted; a service row is not.
    const rows = html.split("<tr").slice(1);
    expect(rows.find((r) => r.includes(">Deductible<"))).toContain("bg-brand-50");
    expect(rows.find((r) => r.includes(">Specialist Visit<"))).not.toContain("bg-brand-50");
  });
});

describe("PolicySpending", () => {
  const view: PolicySpendingView = {
    policyId: "p1",
    year: 2026,
    family: {
      deductible: { limitCents: 400_000, metCents: 35_000, remainingCents: 365_000 },
      outOfPocket: { limitCents: null, metCents: 41_000, remainingCents: null },
    },
    members: [
      {
        memberId: "m1",
        name: "Ann Lee",
        deductible: { limitCents: 200_000, metCents: 35_000, remainingCents: 165_000 },
        outOfPocket: { limitCents: 800_000, metCents: 35_000, remainingCents: 765_000 },
        eobs: [
          {
            documentId: "doc-1",
            billId: "bill-1",
            title: "Acme EOB February",
            serviceDate: "2026-02-10",
            patientResponsibilityCents: 35_000,
            deductibleCents: 35_000,
          },
        ],
      },
      {
        memberId: "m2",
        name: "Bo Lee",
        deductible: { limitCents: 200_000, metCents: 0, remainingCents: 200_000 },
        outOfPocket: { limitCents: 800_000, metCents: 0, remainingCents: 800_000 },
        eobs: [],
      },
    ],
  };

  it("shows met, limit and remaining per member and for the family, each EOB a link to its document", () => {
    const html = renderToString(createElement(PolicySpending, { view }));
    const words = text(html);
    expect(words).toContain("Spending in 2026");
    expect(words).toContain("Family deductible $350 met of $4,000 $3,650 remaining");
    expect(words).toContain("Family out-of-pocket maximum $410 paid · no limit stated");
    expect(words).toContain(
      "Ann Lee Deductible $350 met of $2,000 $1,650 remaining Out-of-pocket maximum $350 met of $8,000 $7,650 remaining",
    );
    expect(words).toContain("Acme EOB February Feb 10, 2026 · you owed $350");
    expect(words).toContain("Bo Lee Deductible $0 met of $2,000 $2,000 remaining");
    expect(words).toContain("No verified EOBs this year.");
    expect(html).toContain('href="/bills/bill-1?open=doc-1"');
    // The page's Content-Security-Policy refuses inline styles: nothing may rely on one.
    expect(html).not.toContain("style=");
  });

  it("shows nothing without a view or covered members", () => {
    expect(renderToString(createElement(PolicySpending, { view: undefined }))).toBe("");
    expect(renderToString(createElement(PolicySpending, { view: { ...view, members: [] } }))).toBe("");
  });
});
