// The spec's messages the server side gives (001 §5, §8): an Explainer bill sent after the session
// ended goes back to sign-in with 'Please log in to add medical bills.' and nothing is created (a
// visitor who never signed in reads 'Please sign in or create an account…': bills-ui-explainer).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { db, get, postForm, signedInUser, visibleText } from "./factories";

const bill = {
  intent: "create-bill",
  date: "2026-03-03",
  provider: "Ended Session Clinic",
  claim_number: "ES-1",
  dependent_id: "self",
  "lines[0].cpt_code": "99213",
  "lines[0].billed_amount": "100",
  "lines[0].units": "1",
};

describe("adding a bill without a session", () => {
  it("after the session ended, goes to sign-in, which says 'Please log in to add medical bills.'", async () => {
    const { user } = await signedInUser("ended.session@example.com");
    const res = await postForm("/upload-bill", bill, "fb_session=ended-session-token");
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!, "http://local.test");
    expect(to.pathname).toBe("/signin");
    expect(to.searchParams.get("redirectTo")).toBe("/upload-bill");
    expect(res.headers.get("set-cookie")).toMatch(/fb_session=;.*Max-Age=0/);
    expect(await visibleText(await get(to.pathname + to.search))).toContain(
      "Please log in to add medical bills.",
    );
    const rows = await db().select().from(schema.bills).where(eq(schema.bills.userId, user.id)).all();
    expect(rows).toEqual([]);
  });
});

describe("signed-out visitors on the subscription pages", () => {
  it("are sent to sign-in, which says 'Please log in to view subscription' or 'Please log in to upgrade'", async () => {
    for (const [path, message] of [
      ["/subscription", "Please log in to view subscription"],
      ["/subscribe", "Please log in to upgrade"],
      ["/upgrade", "Please log in to upgrade"],
    ]) {
      const res = await get(path);
      expect(res.status).toBe(302);
      const to = new URL(res.headers.get("location")!, "http://local.test");
      expect(to.pathname).toBe("/signin");
      expect(to.searchParams.get("redirectTo")).toBe(path);
      expect(await visibleText(await get(to.pathname + to.search)), path).toContain(message);
    }
    // Other pages ask plainly.
    expect((await get("/account")).headers.get("location")).toBe("/signin?redirectTo=%2Faccount");
  });
});

describe("the plans page", () => {
  it("a checkout request it cannot start says 'Failed to create checkout session. Please try again.'", async () => {
    const { cookie } = await signedInUser("checkout.bad.plan@example.com");
    const res = await postForm("/subscribe", { plan: "lifetime" }, cookie);
    expect(res.status).toBe(200);
    expect(await visibleText(res)).toContain("Failed to create checkout session. Please try again.");
  });
});
