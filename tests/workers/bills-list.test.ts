// The vault list over a user with 500 bills and 2,000 lines: it pages (never loads every bill),
// sorts by date descending, filters by calendar days, patient and status, and costs one D1 round
// trip per page (counted with a metered D1 binding, and through the app with the meter header).
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { listBills } from "~/services/bills/list.server";
import { getDashboardData, loadVault } from "~/services/dashboard/screens.server";
import { requireApiUser } from "~/services/auth/session.server";
import { meterD1 } from "../../workers/d1-meter";
import { addDependent, callJson, seedBills, signedInUser, type SignedInUser } from "./factories";

type Row = {
  id: string;
  date: string;
  status: string;
  status_label: string;
  patient_id: string;
  patient_label: string;
  line_count: number;
};
type Page = { bills: Row[]; next_cursor: string | null; total: number };

describe("the vault list with 500 bills", () => {
  let user: SignedInUser;
  let samId: string;

  beforeAll(async () => {
    user = await signedInUser("big", { premium: true, firstName: "Alex", lastName: "Rivera" });
    samId = await addDependent(user.id, "Sam", "Rivera", "child");
    await seedBills(user.id, 500, 4, samId);
  });

  it("pages through every bill, newest first, ten at a time by default", async () => {
    const first = await callJson<Page>("GET", "/api/bills", user.token);
    expect(first.body.total).toBe(500);
    expect(first.body.bills).toHaveLength(10);
    expect(first.body.bills[0]).toMatchObject({ date: "2026-06-30", line_count: 4 });
    const seen = new Set<string>();
    const dates: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : "?limit=100";
      const page: { body: Page } = await callJson<Page>("GET", `/api/bills${query}`, user.token);
      expect(page.body.bills.length).toBeLessThanOrEqual(100);
      for (const b of page.body.bills) {
        seen.add(b.id);
        dates.push(b.date);
      }
      cursor = page.body.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen.size).toBe(500);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("filters by inclusive calendar days", async () => {
    const week = await callJson<Page>(
      "GET",
      "/api/bills?from=2026-06-21&to=2026-06-30&limit=100",
      user.token,
    );
    expect(week.body.total).toBe(10);
    expect(week.body.bills.map((b) => b.date)).toContain("2026-06-21");
    expect(week.body.bills.map((b) => b.date)).toContain("2026-06-30");
    const oneDay = await callJson<Page>("GET", "/api/bills?from=2026-06-15&to=2026-06-15", user.token);
    expect(oneDay.body.bills.map((b) => b.date)).toEqual(["2026-06-15"]);
    const bad = await callJson("GET", "/api/bills?from=15/06/2026", user.token);
    expect(bad).toMatchObject({ status: 422, body: { detail: "Please enter a valid date (YYYY-MM-DD)" } });
  });

  it("filters by patient (case-insensitive substring) and by dependent", async () => {
    const sam = await callJson<Page>("GET", "/api/bills?patient=SAM", user.token);
    expect(sam.body.total).toBe(100);
    expect(sam.body.bills.every((b) => b.patient_id === samId && b.patient_label === "Sam")).toBe(true);
    const child = await callJson<Page>("GET", "/api/bills?patient=(child", user.token);
    expect(child.body.total).toBe(100);
    const me = await callJson<Page>("GET", "/api/bills?patient=me%20(sub", user.token);
    expect(me.body.total).toBe(400);
    const byName = await callJson<Page>("GET", "/api/bills?patient=alex", user.token);
    expect(byName.body.total).toBe(400);
    expect(byName.body.bills[0]).toMatchObject({ patient_id: "self", patient_label: "You" });
    const nobody = await callJson<Page>("GET", "/api/bills?patient=%25", user.token);
    expect(nobody.body.total).toBe(0);
    const selfOnly = await callJson<Page>("GET", "/api/bills?dependent_id=self", user.token);
    expect(selfOnly.body.total).toBe(400);
    const samOnly = await callJson<Page>(`GET`, `/api/bills?dependent_id=${samId}`, user.token);
    expect(samOnly.body.total).toBe(100);
  });

  it("filters by status through the mappings", async () => {
    const paid = await callJson<Page>("GET", "/api/bills?status=paid&limit=100", user.token);
    expect(paid.body.total).toBe(125);
    expect(paid.body.bills.every((b) => b.status === "paid" && b.status_label === "Paid")).toBe(true);
    const resolved = await callJson<Page>("GET", "/api/bills?status=resolved", user.token);
    expect(resolved.body.total).toBe(125);
    const inProgress = await callJson<Page>("GET", "/api/bills?status=in_progress", user.token);
    expect(inProgress.body.total).toBe(125);
  });

  it("costs one D1 round trip per page and one for the whole vault", async () => {
    const meter = meterD1(env.DB);
    const db = getDb({ ...env, DB: meter.db });
    const page = await listBills(db, user.id, { limit: 10 });
    expect(page.bills).toHaveLength(10);
    expect(page.nextCursor).not.toBeNull();
    const next = await listBills(db, user.id, { limit: 10, cursor: page.nextCursor!, patient: "a" });
    expect(next.bills).toHaveLength(10);
    expect(meter.queries).toBe(2);
    expect(meter.statements).toBe(4);
    const vault = await loadVault(db, user.id, { list: { limit: 10 }, emailedTypes: ["medical_bill"] });
    expect(vault).toMatchObject({
      stats: { total_bills: 500, total_line_items: 2000 },
      list: { total: 500 },
      listError: null,
      emailed: [],
    });
    expect(vault.members.map((m) => m.display_name)).toEqual(["Me (Subscriber)", "Sam Rivera (child)"]);
    expect(meter.queries).toBe(3);
    // A refused cursor leaves the page out; the stats, tabs and documents still load in one trip.
    const refused = await loadVault(db, user.id, { list: { cursor: "not-a-cursor" }, emailedTypes: [] });
    expect(refused.list).toBeNull();
    expect(refused.listError).toMatchObject({ status: 422 });
    expect(refused.stats.total_bills).toBe(500);
    expect(meter.queries).toBe(4);
    const signedIn = await requireApiUser(
      new Request("http://local.test/", { headers: { authorization: `Bearer ${user.token}` } }),
      env,
    );
    const dashboard = await getDashboardData(db, signedIn, { list: { limit: 10, status: "paid" } });
    expect(meter.queries).toBe(5);
    expect(dashboard.list).toMatchObject({ total: 125 });
    expect(dashboard.list?.bills).toHaveLength(10);
    expect(dashboard.stats).toMatchObject({ bill_count: 500, family_count: 2 });
    expect(dashboard.bills).toHaveLength(50);
  });

  it("reports its D1 round trips to a metered request: the session and the page", async () => {
    // The meter is a developer tool: only for a client on loopback (cf-connecting-ip, as wrangler dev sets it).
    const res = await SELF.fetch("http://127.0.0.1:8787/api/bills", {
      headers: { authorization: `Bearer ${user.token}`, "x-d1-meter": "1", "cf-connecting-ip": "127.0.0.1" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-d1-queries")).toBe("2");
    const plain = await SELF.fetch("http://local.test/api/bills", {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(plain.headers.get("x-d1-queries")).toBeNull();
  });

  it("refuses a forged cursor", async () => {
    const res = await callJson("GET", "/api/bills?cursor=forged", user.token);
    expect(res).toMatchObject({ status: 422, body: { detail: "Invalid page cursor" } });
  });

  it("loads the vault page (session, top-bar badges, page data) in at most three D1 round trips", async () => {
    for (const path of ["/bills", "/bills?patient=sam&status=paid", "/bills?cursor=broken"]) {
      const response = await SELF.fetch(`http://127.0.0.1:8787${path}`, {
        headers: { cookie: `fb_session=${user.token}`, "x-d1-meter": "log", "cf-connecting-ip": "127.0.0.1" },
      });
      expect(response.status).toBe(200);
      await response.text();
      const log = JSON.parse(response.headers.get("x-d1-log") ?? "[]") as string[];
      expect(Number(response.headers.get("x-d1-queries")), `${path}: ${log.join("\n")}`).toBeLessThanOrEqual(
        3,
      );
    }
  });
});
