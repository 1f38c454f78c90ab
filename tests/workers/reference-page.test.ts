// The public /reference-data page: every dataset, the edition in place and the AMA, ADA and CDC/WHO notices.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedReferenceData } from "./support/reference-seed";

beforeAll(() => seedReferenceData(env.DB));

describe("GET /reference-data", () => {
  it("is public and lists each dataset with its edition and the required notices", async () => {
    const res = await SELF.fetch("http://local.test/reference-data");
    expect(res.status).toBe(200);
    const html = await res.text();
    const row = (id: string) => new RegExp(`data-dataset="${id}"[\\s\\S]*?</tr>`).exec(html)?.[0] ?? "";
    expect(row("pfs-rvu")).toContain("2025 October release");
    expect(row("icd10cm")).toContain("FY2026");
    expect(row("icd10cm")).toContain(">11<");
    expect(row("ncci-ptp-practitioner")).toContain("Not loaded (licence or size)");
    expect(html).toContain(
      "CPT® codes, descriptions and other data only are copyright American Medical Association",
    );
    expect(html).toContain("Dental codes (D codes, CDT®) are copyright American Dental Association");
    expect(html).toContain("ICD-10 is copyright World Health Organization");
  });
});
