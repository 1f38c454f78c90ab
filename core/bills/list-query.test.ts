import { describe, expect, it } from "vitest";
import { encodeBillCursor } from "./cursor";
import { ListBillsQuerySchema, usableListQuery } from "./list-query";

const firstMessage = (input: Record<string, unknown>) => {
  const parsed = ListBillsQuerySchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe("the bill list's query (GET /api/bills and the vault)", () => {
  it("refuses what the API answers with a 422, with the spec's messages", () => {
    expect(firstMessage({ from: "2026-02-30" })).toBe("Please enter a valid date (YYYY-MM-DD)");
    expect(firstMessage({ status: "bogus" })).toBe("Please choose a valid status");
    expect(firstMessage({ cursor: "forged" })).toBe("Invalid page cursor");
    expect(firstMessage({ patient: "a".repeat(60) })).toBe("The patient filter is too long");
  });

  it("maps a legacy or server status to one of the four, and takes a real cursor", () => {
    const cursor = encodeBillCursor({ date: "2026-01-01", createdAt: 1, id: "b1" });
    expect(ListBillsQuerySchema.parse({ status: " Resolved ", cursor })).toMatchObject({
      status: "ready_to_pay",
      cursor,
      limit: 10,
    });
  });

  it("gives a page the usable filters: each refused one left out, its message kept", () => {
    expect(usableListQuery({ from: "2026-13-45", to: "2026-02-28", status: "bogus", limit: 25 })).toEqual({
      query: { to: "2026-02-28", limit: 25 },
      refused: ["Please enter a valid date (YYYY-MM-DD)", "Please choose a valid status"],
    });
    expect(usableListQuery({ limit: 500, patient: "robin" })).toMatchObject({
      query: { patient: "robin", limit: 10 },
      refused: ["Limit must be a whole number from 1 to 100"],
    });
    expect(usableListQuery({ from: "", status: "paid" })).toEqual({
      query: { status: "paid", limit: 10 },
      refused: [],
    });
  });
});
