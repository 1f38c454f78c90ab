import { describe, expect, it } from "vitest";
import {
  medicareComparison,
  savingsByStatus,
  spendingByMonth,
  spendingByPerson,
  spendingByProvider,
  type InsightBill,
} from "./series";

const bill = (overrides: Partial<InsightBill>): InsightBill => ({
  date: "2026-01-10",
  providerName: "City Hospital",
  patientKey: null,
  patientLabel: "You",
  status: "in_progress",
  billedCents: 10_000,
  allowedCents: null,
  paidCents: null,
  savingsCents: 0,
  recoveredCents: 0,
  ...overrides,
});

describe("spendingByMonth", () => {
  it("adds billed, paid and the patient's share per month, oldest first, where known", () => {
    const { groups, billsLeftOut } = spendingByMonth([
      bill({ date: "2026-02-01", billedCents: 30_000, allowedCents: 20_000, paidCents: 15_000 }),
      bill({ date: "2026-01-10", billedCents: 10_000 }),
      bill({ date: "2026-02-20", billedCents: 5_000, allowedCents: 4_000, paidCents: null }),
      bill({ date: null, billedCents: 99_900 }),
    ]);
    expect(groups).toEqual([
      { month: "2026-01", label: "Jan 2026", values: [10_000, null, null] },
      { month: "2026-02", label: "Feb 2026", values: [35_000, 15_000, 9_000] },
    ]);
    expect(billsLeftOut).toBe(1);
  });

  it("shows the last months that have bills, skipping empty ones, and counts the older bills left out", () => {
    const bills = Array.from({ length: 14 }, (_, i) =>
      bill({ date: `${2024 + Math.floor(i / 6)}-${String((i % 6) * 2 + 1).padStart(2, "0")}-01` }),
    );
    const { groups, billsLeftOut } = spendingByMonth(bills);
    expect(groups).toHaveLength(12);
    expect(groups[0].month).toBe("2024-05");
    expect(groups.at(-1)?.month).toBe("2026-03");
    expect(billsLeftOut).toBe(2);
  });

  it("is empty without bills", () => {
    expect(spendingByMonth([])).toEqual({ groups: [], billsLeftOut: 0 });
  });
});

describe("spendingByPerson and spendingByProvider", () => {
  it("adds billed per person, largest first, keeping people with the same name apart", () => {
    const groups = spendingByPerson([
      bill({ billedCents: 1_000 }),
      bill({ patientKey: "m1", patientLabel: "Sam", billedCents: 5_000 }),
      bill({ patientKey: "m2", patientLabel: "Sam", billedCents: 2_000 }),
      bill({ billedCents: 500 }),
    ]);
    expect(groups).toEqual([
      { label: "Sam", values: [5_000] },
      { label: "Sam", values: [2_000] },
      { label: "You", values: [1_500] },
    ]);
  });

  it("keeps the top providers and adds the rest as Other", () => {
    const bills = [1, 2, 3, 4].map((n) => bill({ providerName: `P${n}`, billedCents: n * 1_000 }));
    expect(spendingByProvider(bills, 2)).toEqual([
      { label: "P4", values: [4_000] },
      { label: "P3", values: [3_000] },
      { label: "Other", values: [3_000] },
    ]);
    expect(spendingByProvider(bills, 4)).toHaveLength(4);
  });
});

describe("medicareComparison", () => {
  it("compares billed, Medicare and paid over the priced lines only, per provider", () => {
    const result = medicareComparison([
      { providerName: "A", billedCents: 20_000, paidCents: 8_000, medicareCents: 9_000 },
      { providerName: "A", billedCents: 5_000, paidCents: null, medicareCents: 1_000 },
      { providerName: "A", billedCents: 7_000, paidCents: 100, medicareCents: null },
      { providerName: "B", billedCents: 4_000, paidCents: null, medicareCents: 2_000 },
    ]);
    expect(result.groups).toEqual([
      { label: "A", values: [25_000, 10_000, 8_000] },
      { label: "B", values: [4_000, 2_000, null] },
    ]);
    expect(result).toMatchObject({ pricedLines: 3, unpricedLines: 1 });
  });
});

describe("savingsByStatus", () => {
  it("adds savings found and recovered per status in the editor's order, mapping legacy statuses", () => {
    expect(
      savingsByStatus([
        bill({ status: "paid", savingsCents: 1_000, recoveredCents: 800 }),
        bill({ status: "disputing", savingsCents: 3_000 }),
        bill({ status: "disputed", savingsCents: 500, recoveredCents: 100 }),
      ]),
    ).toEqual([
      { label: "Disputed", values: [3_500, 100] },
      { label: "Paid", values: [1_000, 800] },
    ]);
  });
});
