// /insights (issue 16): the charts are SVG in the server's HTML, each with a hidden table whose
// totals equal the chart's bars and the database's sums; each member sees only their own bills;
// free members get the basic chart and locked sections, and no premium data in the loader's answer.
import { env } from "cloudflare:test";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { medicareRates } from "~/services/reference/medicare-rates.server";
import { expectConsoleError } from "../setup/console-errors";
import { addDependent, billWith, db, pageText, schema, signedInUser, type SignedInUser } from "./factories";
import { loadData } from "./support/remix-data";
import { seedReferenceData } from "./support/reference-seed";

const ROUTE = "routes/_app+/insights";
const { bills } = schema;

beforeAll(async () => {
  await seedReferenceData(env.DB);
});

/** One chart's markup: from its <figure> to the figure's end. */
function figure(html: string, id: string): string {
  const start = html.indexOf(`data-chart="${id}"`);
  expect(start, `chart ${id}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</figure>", start));
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The chart's bars in drawing order: series, value (cents) and height. */
function barsOf(chart: string) {
  return [...chart.matchAll(/<rect data-bar=""[^>]*>/g)].map(([tag]) => ({
    group: attr(tag, "data-group"),
    series: attr(tag, "data-series"),
    value: Number(attr(tag, "data-value")),
    height: Number(attr(tag, "height")),
    width: attr(tag, "width"),
  }));
}

/** The hidden table's Total row, per series (cents). */
const totalsOf = (chart: string) =>
  [...chart.matchAll(/data-total-cents="(-?\d*)"/g)].map(([, v]) => (v === "" ? null : Number(v)));

const sumOf = async (userId: string, column: AnySQLiteColumn, dated = false) =>
  (
    await db()
      .select({ total: sql<number>`coalesce(sum(${column}), 0)` })
      .from(bills)
      .where(and(eq(bills.userId, userId), dated ? isNotNull(bills.serviceDate) : undefined))
      .get()
  )?.total;

const UNPRICED = "A9999";

/** Four bills over two months (one undated), two providers priced by Medicare, one for a child. */
async function seedFamily(user: SignedInUser) {
  const maya = await addDependent(user.id, "Maya", "Rivera", "child");
  await billWith(user.id, {
    providerName: "Bayview Clinic",
    serviceDate: "2026-01-10",
    totalBilledCents: 28_000,
    totalAllowedCents: 12_000,
    totalPaidCents: 9_000,
    lines: [
      { cpt: "99213", billedCents: 25_000, allowedCents: 12_000, paidCents: 9_000 },
      { cpt: UNPRICED, billedCents: 3_000 },
    ],
  });
  await billWith(user.id, {
    providerName: "Bayview Clinic",
    serviceDate: "2026-03-05",
    status: "disputed",
    potentialSavingsCents: 15_000,
    recoveredCents: 5_000,
    lines: [{ cpt: "99214", billedCents: 40_000 }],
  });
  await billWith(user.id, {
    providerName: "Sunset Pediatrics",
    serviceDate: "2026-03-20",
    familyMemberId: maya,
    status: "paid",
    totalAllowedCents: 30_000,
    totalPaidCents: 20_000,
    potentialSavingsCents: 8_000,
    recoveredCents: 8_000,
    lines: [{ cpt: "99202", billedCents: 50_000, allowedCents: 30_000, paidCents: 20_000 }],
  });
  await billWith(user.id, {
    providerName: "North Lab",
    serviceDate: null,
    lines: [{ cpt: UNPRICED, billedCents: 7_000 }],
  });
}

describe("/insights charts for a premium member", () => {
  let ana: SignedInUser;
  let html: string;
  beforeAll(async () => {
    ana = await signedInUser("insights.ana", { premium: true, zipcode: "94103" });
    await seedFamily(ana);
    html = await (await ana.page("/insights")).text();
  });

  it("draws spending by month as columns: one per known amount, heights on the scale, in order", async () => {
    const chart = figure(html, "spending-by-month");
    expect(chart).toMatch(
      /<svg role="img" aria-labelledby="spending-by-month-title" aria-describedby="spending-by-month-description"/,
    );
    // Jan: billed, paid, the patient's share; Mar: the same (the undated bill is left out). The
    // scale tops out at $1,000 (steps of $250), so 180 px stands for $1,000.
    expect(barsOf(chart).map((b) => [b.group, b.series, b.value, b.height])).toEqual([
      ["Jan 2026", "Billed", 28_000, 50.4],
      ["Jan 2026", "Paid by insurance", 9_000, 16.2],
      ["Jan 2026", "Your responsibility", 3_000, 5.4],
      ["Mar 2026", "Billed", 90_000, 162],
      ["Mar 2026", "Paid by insurance", 20_000, 36],
      ["Mar 2026", "Your responsibility", 10_000, 18],
    ]);
    expect(totalsOf(chart)).toEqual([118_000, 29_000, 13_000]);
    expect(totalsOf(chart)[0]).toBe(await sumOf(ana.id, bills.totalBilledCents, true));
    expect(pageText(chart)).toContain(
      "1 bill without a service date or from earlier months is not in this chart.",
    );
  });

  it("totals by family member and by provider equal the database's billed sum", async () => {
    const billed = await sumOf(ana.id, bills.totalBilledCents);
    expect(billed).toBe(125_000);
    const people = figure(html, "spending-by-person");
    expect(barsOf(people).map((b) => [b.group, b.value, b.width])).toEqual([
      ["You", 75_000, "67.5%"],
      ["Maya", 50_000, "45%"],
    ]);
    expect(totalsOf(people)).toEqual([billed]);
    const providers = figure(html, "spending-by-provider");
    expect(barsOf(providers).map((b) => [b.group, b.value])).toEqual([
      ["Bayview Clinic", 68_000],
      ["Sunset Pediatrics", 50_000],
      ["North Lab", 7_000],
    ]);
    expect(totalsOf(providers)).toEqual([billed]);
  });

  it("compares the priced lines with Medicare at the member's ZIP, saying what is left out", async () => {
    const rate = async (code: string) =>
      Math.round((await medicareRates(db(), code, "94103")).local!.avg_price_nfac! * 100);
    const chart = figure(html, "billed-medicare-paid");
    expect(barsOf(chart).map((b) => [b.group, b.series, b.value])).toEqual([
      ["Bayview Clinic", "Billed", 65_000],
      ["Bayview Clinic", "Medicare reference", (await rate("99213")) + (await rate("99214"))],
      ["Bayview Clinic", "Paid by insurance", 9_000],
      ["Sunset Pediatrics", "Billed", 50_000],
      ["Sunset Pediatrics", "Medicare reference", await rate("99202")],
      ["Sunset Pediatrics", "Paid by insurance", 20_000],
    ]);
    expect(pageText(chart)).toMatch(
      /Medicare prices for ZIP 94103 \(SAN FRANCISCO.*\)\. 2 service lines have no Medicare price and are left out\./,
    );
  });

  it("puts savings found and recovered per status, totalling the database's", async () => {
    const chart = figure(html, "savings-found-recovered");
    expect(barsOf(chart).map((b) => [b.group, b.series, b.value])).toEqual([
      ["In Progress", "Savings found", 0],
      ["In Progress", "Recovered", 0],
      ["Disputed", "Savings found", 15_000],
      ["Disputed", "Recovered", 5_000],
      ["Paid", "Savings found", 8_000],
      ["Paid", "Recovered", 8_000],
    ]);
    expect(totalsOf(chart)).toEqual([
      await sumOf(ana.id, bills.potentialSavingsCents),
      await sumOf(ana.id, bills.recoveredCents),
    ]);
    expect(pageText(html)).toContain("2 of your bills may contain overcharges.");
  });

  it("shows another member only their own bills", async () => {
    const ben = await signedInUser("insights.ben", { premium: true });
    await billWith(ben.id, {
      providerName: "Zed Dental",
      serviceDate: "2026-02-01",
      totalBilledCents: 77_700,
    });
    const bensPage = await (await ben.page("/insights")).text();
    expect(totalsOf(figure(bensPage, "spending-by-provider"))).toEqual([77_700]);
    expect(totalsOf(figure(bensPage, "spending-by-month"))[0]).toBe(77_700);
    expect(bensPage).not.toContain("Bayview");
    expect(bensPage).not.toContain("Maya");
    expect(html).not.toContain("Zed Dental");
    // Ben's bill has no service lines: nothing to compare with Medicare.
    expect(pageText(bensPage)).toContain("None of your service lines has a Medicare price yet.");
  });
});

describe("/insights for a free member", () => {
  it("shows the stats and spending by month, locks the premium sections and sends no premium data", async () => {
    const cleo = await signedInUser("insights.cleo");
    await billWith(cleo.id, {
      providerName: "Harbor Clinic",
      serviceDate: "2026-02-02",
      potentialSavingsCents: 4_000,
      lines: [{ cpt: "99213", billedCents: 12_300 }],
    });
    const html = await (await cleo.page("/insights")).text();
    expect(barsOf(figure(html, "spending-by-month")).map((b) => b.value)).toEqual([12_300]);
    expect(html).not.toContain('data-chart="spending-by-provider"');
    expect(html).not.toContain("Harbor Clinic");
    const text = pageText(html);
    expect(text).toMatch(/Potential Savings\s*Premium/);
    for (const title of [
      "Spending by family member",
      "Spending by provider",
      "Billed vs Medicare vs paid",
      "Savings found vs recovered",
    ])
      expect(text).toMatch(new RegExp(`${title} Premium`));
    const data = (await loadData("/insights", ROUTE, cleo.cookie)).data as { insights: { premium: unknown } };
    expect(data.insights.premium).toBeNull();
    expect(JSON.stringify(data)).not.toContain("Harbor Clinic");
  });
});

describe("/insights when its data cannot be read", () => {
  it("says 'Failed to load insights data' and 'Error loading insights', with Try Again", async () => {
    const dana = await signedInUser("insights.dana");
    const log = expectConsoleError(/insights failed/);
    await env.DB.exec("ALTER TABLE bills RENAME TO bills_away");
    try {
      const text = pageText(await (await dana.page("/insights")).text());
      expect(text).toContain("Failed to load insights data");
      expect(text).toContain("Error loading insights");
      expect(text).toContain("Try Again");
      expect(log.lines().join(" ")).not.toContain("dana");
    } finally {
      await env.DB.exec("ALTER TABLE bills_away RENAME TO bills");
    }
  });
});
