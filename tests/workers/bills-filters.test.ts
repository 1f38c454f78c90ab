// The vault's filters and GET /api/bills parse with one schema: the same filters list the same bills,
// and a filter the API refuses with a 422 is left out on the page (its message shown), never failing it.
import { describe, expect, it } from "vitest";
import { addBillByForm, addDependent, callJson, get, signedInUser, visibleText } from "./factories";
import { loadData } from "./support/remix-data";

const ROUTE = "routes/_app+/bills";
const line = (cpt: string, billed: string) => ({ cpt, billed });

interface Row {
  id: string;
}
interface ApiPage {
  bills: Row[];
  total: number;
}
interface VaultData {
  list: { bills: Row[]; total: number } | null;
  listError: string | null;
  filtersRefused: boolean;
  filters: Record<string, string>;
}

async function vaultUser(email: string) {
  const signed = await signedInUser(email, { firstName: "Val", lastName: "Filters", premium: true });
  await addDependent(signed.user.id, "Robin", "Filters", "child");
  const add = (date: string, provider: string) =>
    addBillByForm(signed.cookie, signed.user.id, { date, provider, lines: [line("99213", "90")] });
  const jan = await add("2026-01-10", "January Clinic");
  const feb = await add("2026-02-10", "February Lab");
  const mar = await add("2026-03-10", "March Imaging");
  const paid = await callJson("PUT", `/api/bills/${feb}`, signed.token, { status: "paid" });
  expect(paid.status).toBe(200);
  return { ...signed, jan, feb, mar };
}

const vault = async (query: string, cookie: string) =>
  (await loadData(`/bills${query}`, ROUTE, cookie)).data as unknown as VaultData;
const ids = (rows: Row[] | undefined) => (rows ?? []).map((r) => r.id).sort();

describe("the vault and GET /api/bills filter alike", () => {
  it("list the same bills for the same filters", async () => {
    const u = await vaultUser("filters.same@example.com");
    for (const query of [
      "",
      "?from=2026-02-01",
      "?to=2026-02-10",
      "?from=2026-01-10&to=2026-02-28",
      "?status=paid",
      "?status=resolved",
      "?status=in_progress",
      "?patient=val",
      "?patient=robin",
    ]) {
      const api = await callJson<ApiPage>("GET", `/api/bills${query}`, u.token);
      expect(api.status, query).toBe(200);
      const page = await vault(query, u.cookie);
      expect(ids(page.list?.bills), query).toEqual(ids(api.body.bills));
      expect(page.list?.total, query).toBe(api.body.total);
      expect(page.listError, query).toBeNull();
    }
  });

  it.each([
    ["an impossible date", "from=2026-13-45", "Please enter a valid date (YYYY-MM-DD)"],
    ["an unknown status", "status=bogus", "Please choose a valid status"],
    ["a forged cursor", "cursor=forged", "Invalid page cursor"],
    ["a patient filter too long for D1", `patient=${"a".repeat(60)}`, "The patient filter is too long"],
  ])(
    "with %s: the API answers 422; the page drops it, says why and lists the rest",
    async (_what, bad, message) => {
      const u = await vaultUser(`filters.bad.${bad.slice(0, 4)}@example.com`);
      const api = await callJson("GET", `/api/bills?${bad}&to=2026-02-28`, u.token);
      expect(api).toMatchObject({ status: 422, body: { detail: message } });

      const res = await get(`/bills?${bad}&to=2026-02-28`, u.cookie);
      expect(res.status).toBe(200);
      const text = await visibleText(res);
      expect(text).toContain(message);
      // The usable filter still applies: January and February, not March.
      expect(text).toContain("January Clinic");
      expect(text).toContain("February Lab");
      expect(text).not.toContain("March Imaging");

      const page = await vault(`?${bad}&to=2026-02-28`, u.cookie);
      expect(ids(page.list?.bills)).toEqual([u.jan, u.feb].sort());
      expect(page.listError).toBe(message);
    },
  );

  it("shows the applied filters: a refused one blank, a legacy status as its mapping", async () => {
    const u = await vaultUser("filters.shown@example.com");
    const page = await vault("?from=2026-02-30&status=Resolved&patient=%20robin%20", u.cookie);
    expect(page.filters).toEqual({ from: "", to: "", patient: "robin", status: "ready_to_pay" });
    expect(page.listError).toBe("Please enter a valid date (YYYY-MM-DD)");
    expect(ids(page.list?.bills)).toEqual([]);
  });

  it("with only refused filters: each message on its own line, and Clear Filters still drops them", async () => {
    const u = await vaultUser("filters.only-refused@example.com");
    const page = await vault("?from=2026-02-30&status=bogus", u.cookie);
    expect(page.listError).toBe("Please enter a valid date (YYYY-MM-DD)\nPlease choose a valid status");
    expect(page.filtersRefused).toBe(true);
    const html = await (await get("/bills?from=2026-02-30&status=bogus", u.cookie)).text();
    expect(html).toMatch(/<a[^>]*aria-disabled="false"[^>]*>Clear Filters<\/a>/);
    const clean = await (await get("/bills", u.cookie)).text();
    expect(clean).toMatch(/<a[^>]*aria-disabled="true"[^>]*>Clear Filters<\/a>/);
  });
});
