import { describe, expect, it } from "vitest";
import { decodeBillCursor, encodeBillCursor } from "./cursor";

describe("bill cursors", () => {
  it("round-trips and refuses anything else", () => {
    const cursor = {
      date: "2026-01-05",
      createdAt: 1767571200000,
      id: "7d0c6f1e-1111-2222-3333-444455556666",
    };
    expect(decodeBillCursor(encodeBillCursor(cursor))).toEqual(cursor);
    expect(decodeBillCursor(encodeBillCursor({ ...cursor, date: "" }))).toEqual({ ...cursor, date: "" });
    expect(decodeBillCursor("not a cursor")).toBeNull();
    expect(decodeBillCursor(btoa(JSON.stringify(["x", "y", "z"])))).toBeNull();
  });
});
