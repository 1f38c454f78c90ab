// The curated unbundling table against the real code sets: every code it names exists and every
// family says where its rule comes from.
import { beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData, type ReferenceData } from "../../tests/fixtures/analysis/reference-files";
import { BUNDLE_FAMILIES, OFFICE_EM_CODES } from "./bundles";

let data: ReferenceData;
beforeAll(async () => {
  data = await loadReferenceData();
}, 60_000);

describe("the curated unbundling table", () => {
  it("names only codes that exist in the imported CPT/HCPCS sets", () => {
    const refs = data.lookupsFor(null);
    const codes = [
      ...new Set([
        ...BUNDLE_FAMILIES.flatMap((f) => [...f.comprehensive, ...f.components]),
        ...OFFICE_EM_CODES,
      ]),
    ];
    expect(codes.filter((c) => !refs.procedureCode(c))).toEqual([]);
  });

  it("gives every family a relationship and a source", () => {
    for (const family of BUNDLE_FAMILIES) {
      expect(family.relationship.length, family.comprehensive.join()).toBeGreaterThan(20);
      expect(family.source, family.comprehensive.join()).toMatch(/CPT|NCCI|CMS/);
    }
  });
});
