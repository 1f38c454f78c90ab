// One way to show things (issue 12, ADR 032): dates read "Mar 2, 2026" on every screen, statuses
// and tiers are the spec's capitalised words, and the locked 'Premium' label is drawn in the
// accessible premium colour (not the amber that failed WCAG AA). Each user sees only their own.
import { describe, expect, it } from "vitest";
import { addBillByForm, get, signedInUser, visibleText } from "./factories";

const bill = (provider: string) => ({
  date: "2026-03-02",
  provider,
  lines: [{ cpt: "99213", billed: "240" }],
});

describe("one readable date, capitalised statuses, an accessible Premium label", () => {
  it("shows the vault's and the Explainer's dates as 'Mar 2, 2026', never as stored", async () => {
    const { user, cookie } = await signedInUser("formats.dates");
    await addBillByForm(cookie, user.id, bill("Readable Date Clinic"));
    for (const page of ["/bills", "/upload-bill"]) {
      const text = await visibleText(await get(page, cookie));
      expect(text, page).toContain("Mar 2, 2026");
      expect(text, page).not.toContain("2026-03-02");
    }
  });

  it("shows a free user's plan tier and the bill status in the spec's capitalised words", async () => {
    const { user, cookie } = await signedInUser("formats.status");
    await addBillByForm(cookie, user.id, bill("Status Words Clinic"));
    const subscription = await visibleText(await get("/subscription", cookie));
    expect(subscription).toMatch(/Tier\s*Free/);
    expect(subscription).not.toMatch(/Tier\s*free/);
    const vault = await (await get("/bills", cookie)).text();
    expect(vault).toContain(">In Progress</option>");
  });

  it("draws the locked 'Premium' in the accessible premium colour", async () => {
    const { cookie } = await signedInUser("formats.premium");
    const html = await (await get("/bills", cookie)).text();
    expect(html).toMatch(/class="[^"]*\btext-premium\b[^"]*">Premium</);
    expect(html).not.toMatch(/text-amber-(?:500|600)/);
  });

  it("shows one user's dates and labels without the other's bills", async () => {
    const a = await signedInUser("formats.owner");
    const b = await signedInUser("formats.other");
    await addBillByForm(a.cookie, a.user.id, bill("Owner Only Clinic"));
    const other = await visibleText(await get("/bills", b.cookie));
    expect(other).not.toContain("Owner Only Clinic");
    expect(other).not.toContain("Mar 2, 2026");
  });
});
