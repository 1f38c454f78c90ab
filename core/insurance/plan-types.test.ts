// The plan types per category: Medicare's two fixed ids, the badges' flags, unique ids.
import { describe, expect, it } from "vitest";
import { isPlanCategory, PLAN_CATEGORIES, PLAN_CATEGORY_LABELS, planTypesFor } from "./plan-types";

describe("plan types", () => {
  it("offers Medicare Advantage and Original Medicare for Medicare, both marked Medicare", () => {
    expect(planTypesFor("medicare").map((t) => t.plan_type_id)).toEqual([
      "medicare_advantage",
      "original_medicare",
    ]);
    expect(planTypesFor("medicare").every((t) => t.is_medicare && !t.is_medicaid)).toBe(true);
  });

  it("marks Medicaid's types Medicaid and nobody else's", () => {
    expect(planTypesFor("medicaid").every((t) => t.is_medicaid && !t.is_medicare)).toBe(true);
    for (const category of ["individual", "employer", "other"] as const)
      expect(planTypesFor(category).some((t) => t.is_medicaid || t.is_medicare)).toBe(false);
  });

  it("has unique ids across every category, each with a description", () => {
    const all = PLAN_CATEGORIES.flatMap((c) => planTypesFor(c));
    expect(new Set(all.map((t) => t.plan_type_id)).size).toBe(all.length);
    expect(all.every((t) => t.description.length > 20)).toBe(true);
  });

  it("shows the categories as the spec names them, and knows what is one", () => {
    expect(PLAN_CATEGORY_LABELS.individual).toBe("Individual/Family");
    expect(PLAN_CATEGORY_LABELS.employer).toBe("Employer-Sponsored");
    expect(isPlanCategory("medicare")).toBe(true);
    expect(isPlanCategory("vision")).toBe(false);
  });
});
