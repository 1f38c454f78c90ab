// The screens' live lookups through resource routes (app/routes/resources+): CPT and ICD-10
// suggestions, provider search and Medicare rates answer what /api answers for the same user, keep
// each user's typed providers their own, send signed-out visitors to /signin and refuse bad input
// with the same message as /api.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PROCEDURE_CODE_INVALID, SEARCH_TOO_LONG } from "~/services/reference/lookup-input";
import { billWith, signedInUser, type SignedInUser } from "./factories";
import { seedReferenceData } from "./support/reference-seed";
import { detailOf, resourceGet, signInLocation } from "./support/resources";

let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  await seedReferenceData(env.DB);
  alice = await signedInUser("lookups-alice@example.com", { zipcode: "94103" });
  bob = await signedInUser("lookups-bob@example.com");
  await billWith(alice.id, { providerName: "Lakeside Pediatric Clinic", serviceDate: "2025-03-01" });
});

const PAIRS: [string, string][] = [
  ["/resources/cpt-suggestions?q=99&limit=10", "/api/cpt/autocomplete?q=99&limit=10"],
  ["/resources/icd-suggestions?q=E11&limit=10", "/api/icd/autocomplete?q=E11&limit=10"],
  ["/resources/provider-search?query=wiebe&limit=10", "/api/providers/search?query=wiebe&limit=10"],
  ["/resources/medicare-rates/99213", "/api/medicare/avg-rates/99213"],
];

describe("live lookups through resource routes", () => {
  it("answer the signed-in user exactly what /api answers them", async () => {
    for (const [resource, apiPath] of PAIRS) {
      const res = await resourceGet(resource, alice.token);
      expect(res.status, resource).toBe(200);
      const body = await res.json();
      expect(body, resource).toEqual(await (await alice.api("GET", apiPath)).json());
      expect(JSON.stringify(body), resource).not.toBe("[]");
    }
  });

  it("use the user's own ZIP for local Medicare rates and never show another user's typed providers", async () => {
    const rates = async (user: SignedInUser) =>
      (await (await resourceGet("/resources/medicare-rates/99213", user.token)).json()) as {
        local: unknown;
      };
    expect((await rates(alice)).local).not.toBeNull();
    expect((await rates(bob)).local).toBeNull();
    const names = async (user: SignedInUser) =>
      (
        (await (await resourceGet("/resources/provider-search?query=pediatric", user.token)).json()) as {
          name: string;
        }[]
      ).map((p) => p.name);
    expect(await names(alice)).toContain("Lakeside Pediatric Clinic");
    expect(await names(bob)).not.toContain("Lakeside Pediatric Clinic");
  });

  it("send signed-out visitors to /signin", async () => {
    for (const [resource] of PAIRS) {
      const res = await resourceGet(resource);
      expect(res.status, resource).toBe(302);
      expect(res.headers.get("location"), resource).toBe(signInLocation(resource));
    }
  });

  it("refuse bad input with the same 422 message as /api", async () => {
    const long = `q=${"x".repeat(300)}`;
    for (const path of [`/resources/cpt-suggestions?${long}`, `/resources/icd-suggestions?${long}`]) {
      const res = await resourceGet(path, alice.token);
      expect(res.status, path).toBe(422);
      expect(await detailOf(res), path).toBe(SEARCH_TOO_LONG);
    }
    const zip = await resourceGet("/resources/provider-search?query=wiebe&zip_code=abc", alice.token);
    expect(zip.status).toBe(422);
    expect(await detailOf(zip)).toBe(
      await detailOf(await alice.api("GET", "/api/providers/search?query=wiebe&zip_code=abc")),
    );
    const code = await resourceGet("/resources/medicare-rates/99", alice.token);
    expect(code.status).toBe(422);
    expect(await detailOf(code)).toBe(PROCEDURE_CODE_INVALID);
  });
});
