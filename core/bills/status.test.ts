import { describe, expect, it } from "vitest";
import {
  ACCEPTED_STATUS_VALUES,
  billStatusLabel,
  normalizeBillStatus,
  storedValuesFor,
  vaultStatus,
} from "./status";

describe("bill statuses", () => {
  it("labels the four statuses and defaults to In Progress", () => {
    expect(billStatusLabel("in_progress")).toBe("In Progress");
    expect(billStatusLabel("disputed")).toBe("Disputed");
    expect(billStatusLabel("ready_to_pay")).toBe("Ready to Pay");
    expect(billStatusLabel("paid")).toBe("Paid");
    expect(billStatusLabel(null)).toBe("In Progress");
  });

  it("maps legacy values on load", () => {
    expect(normalizeBillStatus("pending")).toBe("in_progress");
    expect(normalizeBillStatus("reviewing")).toBe("in_progress");
    expect(normalizeBillStatus("closed")).toBe("in_progress");
    expect(normalizeBillStatus("resolved")).toBe("ready_to_pay");
    expect(normalizeBillStatus("disputing")).toBe("disputed");
  });

  it("maps server values for the vault and passes others through", () => {
    expect(vaultStatus("draft")).toBe("pending");
    expect(vaultStatus("analyzed")).toBe("pending");
    expect(vaultStatus("disputed")).toBe("disputed");
    expect(vaultStatus("resolved")).toBe("resolved");
    expect(vaultStatus("complete")).toBe("closed");
    expect(vaultStatus("paid")).toBe("paid");
    expect(vaultStatus("something_new")).toBe("something_new");
  });

  it("shows unknown values as In Progress", () => {
    expect(normalizeBillStatus("something_new")).toBe("in_progress");
    expect(billStatusLabel("something_new")).toBe("In Progress");
    expect(billStatusLabel("complete")).toBe("In Progress");
    expect(billStatusLabel("PAID")).toBe("Paid");
  });

  it("finds every stored value that shows as a status", () => {
    expect(storedValuesFor("paid")).toEqual({ include: ["paid"] });
    expect(storedValuesFor("ready_to_pay")).toEqual({ include: ["ready_to_pay", "resolved"] });
    expect(storedValuesFor("disputed")).toEqual({ include: ["disputed", "disputing"] });
    // The default also covers unknown values, so it is expressed as what to leave out.
    const inProgress = storedValuesFor("pending");
    expect(inProgress).toEqual({ exclude: ["disputed", "ready_to_pay", "paid", "resolved", "disputing"] });
    expect(ACCEPTED_STATUS_VALUES).toContain("analyzed");
  });
});
