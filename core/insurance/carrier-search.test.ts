// Carrier search as a person types it: names, marketing names, parent organisations and the
// abbreviations people use, ranked by match and then by plan count.
import { describe, expect, it } from "vitest";
import { normalize, searchCarriers, type CarrierCandidate } from "./carrier-search";

const carrier = (
  id: string,
  displayName: string,
  planCount: number,
  extra: Partial<CarrierCandidate> = {},
): CarrierCandidate => ({
  id,
  displayName,
  marketingName: null,
  parentOrganization: null,
  planCount,
  ...extra,
});

const CARRIERS = [
  carrier("bcbs-ky", "Anthem Blue Cross and Blue Shield", 40, {
    parentOrganization: "Elevance Health, Inc.",
  }),
  carrier("bcbs-tx", "BCBS of Texas", 55, { parentOrganization: "Health Care Service Corporation" }),
  carrier("uhc", "UnitedHealthcare", 120, { parentOrganization: "UnitedHealth Group, Inc." }),
  carrier("humana", "Humana", 90, { parentOrganization: "Humana Inc." }),
  carrier("humana-small", "Humana Health Plan of Ohio", 3, { parentOrganization: "Humana Inc." }),
  carrier("passport", "Passport Advantage", 12, {
    marketingName: "Passport Advantage",
    parentOrganization: "Molina Healthcare, Inc.",
  }),
  carrier("kaiser", "Kaiser Permanente", 30),
];
const ids = (query: string) => searchCarriers(query, CARRIERS).map((c) => c.id);

describe("carrier search", () => {
  it("normalizes names: case, '&', punctuation and legal suffixes", () => {
    expect(normalize("Blue Cross & Blue Shield, Inc.")).toBe("blue cross and blue shield");
  });

  it("finds nothing from fewer than 2 characters", () => {
    expect(ids("h")).toEqual([]);
    expect(ids(" . ")).toEqual([]);
  });

  it("BCBS finds Blue Cross and Blue Shield carriers, and 'blue cross' finds one named BCBS", () => {
    expect(ids("BCBS").sort()).toEqual(["bcbs-ky", "bcbs-tx"]);
    expect(ids("blue cross")).toContain("bcbs-tx");
    expect(ids("Blue Cross & Blue Shield")).toContain("bcbs-ky");
  });

  it("UHC and 'united health' find UnitedHealthcare", () => {
    expect(ids("UHC")).toEqual(["uhc"]);
    expect(ids("united health")[0]).toBe("uhc");
    expect(ids("unitedhealth group")).toEqual(["uhc"]);
  });

  it("finds a carrier by its parent organisation", () => {
    expect(ids("molina")).toEqual(["passport"]);
    expect(ids("elevance")).toEqual(["bcbs-ky"]);
  });

  it("ranks the better match first, then the carrier with more plans", () => {
    expect(ids("humana")).toEqual(["humana", "humana-small"]);
    expect(ids("hum")).toEqual(["humana", "humana-small"]);
    // A name match beats a parent-organisation match.
    expect(ids("health")[0]).not.toBe("passport");
  });

  it("finds a name by its words in any order", () => {
    expect(ids("blue cross texas")).toEqual(["bcbs-tx"]);
    expect(ids("ohio humana")).toEqual(["humana-small"]);
    expect(ids("texas kaiser")).toEqual([]);
  });

  it("KP finds Kaiser Permanente", () => {
    expect(ids("kp")).toEqual(["kaiser"]);
  });
});
