// The Premium prices come from the plan table (tests/walls/plan-prices.test.ts keeps screens from
// writing one by hand).
import { describe, expect, it } from "vitest";
import { PLANS } from "../plans";
import { PREMIUM_PRICES } from "./plan-prices";

describe("Premium prices", () => {
  it("read as the plan table's figures", () => {
    expect(PLANS.premium.priceMonthlyUsd).toBe(15);
    expect(PREMIUM_PRICES).toEqual({ monthly: "$15", annual: "$150" });
  });
});
