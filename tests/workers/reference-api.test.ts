// /api/cpt/autocomplete, /api/icd/autocomplete, /api/medicare/avg-rates/{code} and /api/reference/mue/{code}
// against reference rows loaded by the importer's own SQL (tests/workers/reference-seed.ts).
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type SignedInUser, signedInUser } from "./factories";
import { seedReferenceData } from "./support/reference-seed";

let sf: SignedInUser;
let noZip: SignedInUser;
beforeAll(async () => {
  await seedReferenceData(env.DB);
  sf = await signedInUser("sf@example.com", { zipcode: "94103" });
  noZip = await signedInUser("nozip@example.com");
});

const PATHS = [
  "/api/cpt/autocomplete?q=99",
  "/api/icd/autocomplete?q=E11",
  "/api/medicare/avg-rates/99213",
  "/api/reference/mue/36415",
];

describe("who may call", () => {
  it("lists every reference endpoint in the OpenAPI document", async () => {
    const doc = (await (await SELF.fetch("http://local.test/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      "/api/cpt/autocomplete",
      "/api/icd/autocomplete",
      "/api/providers/search",
      "/api/medicare/avg-rates/{code}",
      "/api/reference/mue/{code}",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it("answers 401 without a session", async () => {
    for (const path of PATHS) {
      const res = await SELF.fetch(`http://local.test${path}`);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ detail: "Not authenticated" });
    }
  });
});

describe("GET /api/cpt/autocomplete", () => {
  it("matches codes from one character and words, limit 10 by default", async () => {
    const nines = (await (await sf.api("GET", "/api/cpt/autocomplete?q=9")).json()) as { cpt_code: string }[];
    expect(nines.map((r) => r.cpt_code)).toEqual(["99202", "99211", "99213", "99214"]);
    expect(await (await sf.api("GET", "/api/cpt/autocomplete?q=99213")).json()).toEqual([
      {
        cpt_code: "99213",
        description: "Office visit, established patient, low complexity (about 20-29 minutes)",
      },
    ]);
    const words = (await (
      await sf.api("GET", "/api/cpt/autocomplete?q=office%20visit&limit=2")
    ).json()) as unknown[];
    expect(words).toHaveLength(2);
    expect(await (await sf.api("GET", "/api/cpt/autocomplete?q=g0101")).json()).toEqual([
      {
        cpt_code: "G0101",
        description: "Cervical or vaginal cancer screening; pelvic and clinical breast examination",
      },
    ]);
    expect(await (await sf.api("GET", "/api/cpt/autocomplete?q=transportation%20volunteer")).json()).toEqual([
      {
        cpt_code: "A0080",
        description:
          "Non-emergency transportation, per mile - vehicle provided by volunteer (individual or organization), with no vested interest",
      },
    ]);
  });

  it("shows a dental code without the ADA's text", async () => {
    expect(await (await sf.api("GET", "/api/cpt/autocomplete?q=D0120")).json()).toEqual([
      { cpt_code: "D0120", description: "Dental procedure (CDT code; the ADA's description is not shown)" },
    ]);
  });
});

describe("GET /api/icd/autocomplete", () => {
  it('finds E11.9 by "E119", "E11.9" and "type 2 diabetes"', async () => {
    for (const q of ["E119", "E11.9", "e11.9", "type%202%20diabetes", "Type%202%20Diabetes%20without"]) {
      const rows = (await (await sf.api("GET", `/api/icd/autocomplete?q=${q}`)).json()) as {
        icd10_code: string;
      }[];
      expect(
        rows.map((r) => r.icd10_code),
        q,
      ).toContain("E11.9");
    }
    expect(await (await sf.api("GET", "/api/icd/autocomplete?q=E119")).json()).toEqual([
      { icd10_code: "E11.9", icd10_description: "Type 2 diabetes mellitus without complications" },
    ]);
  });

  it("starts at 2 characters and honours the limit", async () => {
    expect(await (await sf.api("GET", "/api/icd/autocomplete?q=E")).json()).toEqual([]);
    expect(await (await sf.api("GET", "/api/icd/autocomplete?q=E1&limit=3")).json()).toHaveLength(3);
  });
});

describe("bad queries: 4xx or an empty list, never a 500", () => {
  const BAD = [
    "",
    "q=",
    `q=${"x".repeat(10_240)}`,
    `q=${encodeURIComponent("'; DROP TABLE icd10cm_codes; --")}`,
    `q=${encodeURIComponent('" OR 1=1 NEAR(')}`,
    `q=${encodeURIComponent("%_\\*")}`,
    `q=${encodeURIComponent("糖尿病 😀 ٢")}`,
    "q=%00%01",
    "q=a&q=b",
    "q=E11&limit=abc",
    "q=E11&limit=-1",
    "q=E11&limit=100000",
  ];

  it("for both autocompletes", async () => {
    for (const base of ["/api/cpt/autocomplete", "/api/icd/autocomplete"]) {
      for (const query of BAD) {
        const res = await sf.api("GET", `${base}?${query}`);
        const label = `${base}?${query.slice(0, 40)}`;
        expect(res.status, label).not.toBe(500);
        if (res.status === 200) expect(Array.isArray(await res.json()), label).toBe(true);
        else expect(res.status, label).toBeGreaterThanOrEqual(400);
      }
    }
    const long = await sf.api("GET", `/api/icd/autocomplete?q=${"x".repeat(10_240)}`);
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({ detail: "Search text is too long" });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM icd10cm_codes").first("n")).toBe(11);
  });

  it("for Medicare rates with a malformed code", async () => {
    for (const code of [
      "abc",
      "992130",
      encodeURIComponent("99'13"),
      "%E0%A4%A",
      encodeURIComponent("９９２１３"),
      "x".repeat(5000),
    ]) {
      const res = await sf.api("GET", `/api/medicare/avg-rates/${code}`);
      expect(res.status, code.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.status, code.slice(0, 20)).toBeLessThan(500);
    }
    expect(await (await sf.api("GET", "/api/medicare/avg-rates/abc")).json()).toEqual({
      detail: "Enter a 5-character CPT or HCPCS code",
    });
  });
});

describe("GET /api/medicare/avg-rates/{code}", () => {
  it("gives 99213's national amounts and the user's San Francisco amounts, which are higher", async () => {
    const body = await (await sf.api("GET", "/api/medicare/avg-rates/99213")).json();
    expect(body).toMatchObject({
      cpt_code: "99213",
      avg_price_nfac: 88.95,
      avg_price_fac: 63.72,
      status_code: "A",
      note: null,
      edition: "2025 October release",
      source: "CMS Physician Fee Schedule: total RVUs × conversion factor 32.3465",
      local: {
        zip_code: "94103",
        mac: "01112",
        locality: "05",
        avg_price_nfac: 109.15,
        edition: "2025 October release; ZIP file 2025 Q4",
      },
      local_note: null,
    });
    const local = (body as { local: { avg_price_fac: number; locality_name: string } }).local;
    expect(local.avg_price_fac).toBeGreaterThan(63.72);
    expect(local.locality_name).toMatch(/^SAN FRANCISCO/);
  });

  it("asks for a ZIP code when the profile has none", async () => {
    expect(await (await noZip.api("GET", "/api/medicare/avg-rates/99213")).json()).toMatchObject({
      avg_price_nfac: 88.95,
      local: null,
      local_note: "Add your ZIP code to see Medicare amounts for your area.",
    });
  });

  it("prices labs from the lab fee schedule and answers null (200) when Medicare has no rate", async () => {
    expect(await (await sf.api("GET", "/api/medicare/avg-rates/80053")).json()).toMatchObject({
      avg_price_nfac: 10.56,
      avg_price_fac: 10.56,
      edition: "2025 Q2",
      local: { avg_price_nfac: 10.56 },
    });
    const none = await sf.api("GET", "/api/medicare/avg-rates/ZZZZZ");
    expect(none.status).toBe(200);
    expect(await none.json()).toMatchObject({
      avg_price_nfac: null,
      avg_price_fac: null,
      local: null,
      note: "No Medicare rate was found for this code.",
    });
    expect(await (await sf.api("GET", "/api/medicare/avg-rates/71046")).json()).toMatchObject({
      avg_price_nfac: 32.67,
      avg_price_fac: null,
      note: "Medicare does not pay this service under the fee schedule in a facility setting.",
    });
  });
});

describe("GET /api/reference/mue/{code}", () => {
  it("gives the practitioner limit for 36415 and 404 for a code without one", async () => {
    expect(await (await sf.api("GET", "/api/reference/mue/36415")).json()).toEqual({
      code: "36415",
      service_type: "practitioner",
      max_units: 2,
      adjudication_indicator: 3,
      adjudication_text: "Date of Service Edit: Clinical",
      rationale: "CMS Policy",
      edition: "effective 2026-04-01",
    });
    const none = await sf.api("GET", "/api/reference/mue/99999");
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ detail: "No medically unlikely edit for this code" });
  });
});
