// GET /api/providers/search: the NPPES registry plus the providers each user typed on their own bills.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { billWith, signedInUser, type SignedInUser } from "./factories";
import { seedReferenceData } from "./support/reference-seed";
import { expectConsoleError } from "../setup/console-errors";

let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  await seedReferenceData(env.DB);
  alice = await signedInUser("alice@example.com");
  bob = await signedInUser("bob@example.com");
  await billWith(alice.id, { providerName: "Lakeside Pediatric Clinic", serviceDate: "2025-03-01" });
  await billWith(alice.id, { providerName: "Dr. Wiebe's Sports Practice", serviceDate: "2025-03-01" });
  await billWith(bob.id, {
    providerName: "Lakeview Dermatology",
    providerNpi: "1234567893",
    serviceDate: "2025-03-01",
  });
});

type Provider = { npi: string | null; name: string; is_predefined: boolean };
const search = async (user: SignedInUser, query: string) =>
  (await (await user.api("GET", `/api/providers/search?${query}`)).json()) as Provider[];

describe("GET /api/providers/search", () => {
  it("returns registry providers with the fields of 001 §3", async () => {
    expect(await search(alice, "query=pilcher")).toEqual([
      {
        npi: "1588667638",
        name: "WILLIAM C PILCHER",
        credential: "MD",
        specialty: "Cardiovascular Disease",
        address_line1: "1824 KING STREET",
        city: "JACKSONVILLE",
        state: "FL",
        zip_code: "32204",
        is_predefined: true,
      },
    ]);
    expect((await search(alice, "query=1497758544"))[0]).toMatchObject({
      name: "CUMBERLAND COUNTY HOSPITAL SYSTEM, INC",
      is_predefined: true,
    });
  });

  it("needs 3 characters and filters by a 5-digit ZIP", async () => {
    expect(await search(alice, "query=wi")).toEqual([]);
    expect(
      (await search(alice, "query=wiebe&zip_code=68847")).filter((p) => p.is_predefined).map((p) => p.npi),
    ).toEqual(["1679576722"]);
    expect((await search(alice, "query=wiebe&zip_code=32204")).filter((p) => p.is_predefined)).toEqual([]);
  });

  it("adds the user's own typed providers, marked not predefined, and never another user's", async () => {
    const aliceSees = await search(alice, "query=lake");
    expect(aliceSees).toEqual([
      expect.objectContaining({ name: "Lakeside Pediatric Clinic", npi: null, is_predefined: false }),
    ]);
    const bobSees = await search(bob, "query=lake");
    expect(bobSees).toEqual([
      expect.objectContaining({ name: "Lakeview Dermatology", npi: "1234567893", is_predefined: false }),
    ]);
    expect(await search(bob, "query=pediatric")).toEqual([]);
    expect((await search(bob, "query=wiebe")).map((p) => p.name)).toEqual(["DAVID A WIEBE"]);
    expect((await search(alice, "query=wiebe")).map((p) => [p.name, p.is_predefined])).toEqual([
      ["Dr. Wiebe's Sports Practice", false],
      ["DAVID A WIEBE", true],
    ]);
  });

  it("treats LIKE and FTS syntax as text", async () => {
    for (const q of ["%%%", "___", "'; DROP TABLE bills; --", "NEAR(lake", "😀😀😀", "x".repeat(10_240)]) {
      const res = await alice.api("GET", `/api/providers/search?query=${encodeURIComponent(q)}`);
      expect(res.status, q.slice(0, 20)).not.toBe(500);
      if (res.status === 200) expect(await res.json()).toEqual([]);
    }
  });

  it("answers an empty list, not a 500, when the search itself fails", async () => {
    const log = expectConsoleError(/^provider search failed/);
    await env.DB.prepare("DROP TABLE nppes_providers_fts").run();
    const res = await alice.api("GET", "/api/providers/search?query=wiebe");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(log.lines()).toEqual(["provider search failed Error"]);
  });
});
