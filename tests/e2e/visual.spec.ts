// Visual regressions (issue 12): the main pages at desktop (1280 px) and phone (390 px) width,
// compared with the screenshots checked in beside this file (visual.spec.ts-snapshots/).
//
// Deterministic by construction: one premium account with a fixed family member, three bills with
// fixed dates and amounts, and a fixed ZIP; animations and the caret are off; what differs per run
// is shown as fixed stand-ins (the account's e-mail and name, its forwarding address) or masked
// (internal bill ids, times of day).
//
// To update the screenshots after an intended change (the lead regenerates them once after merging):
//   E2E_SPEC=tests/e2e/visual.spec.ts E2E_UPDATE_SNAPSHOTS=1 FAIRBILL_TEST_PORT_OFFSET=600 npm test -- --only=build,e2e
// (E2E_UPDATE_SNAPSHOTS sets Playwright's updateSnapshots to "all" in playwright.config.ts; against
// a running stack, `E2E_BASE_URL=… npx playwright test tests/e2e/visual.spec.ts --update-snapshots`
// does the same.) Review the new PNGs as a person would before committing them.
import type { Locator, Page } from "@playwright/test";
import { expect, SAME_ORIGIN, test, verifiedAccount } from "./fixtures";

const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

const BILLS = [
  {
    date: "2026-01-12",
    provider: "Harbor View Imaging",
    claim_number: "HV-20418",
    line_items: [{ cpt_code: "74177", units: 1, billed_amount: 2450, allowed_amount: 980, paid_amount: 784 }],
  },
  {
    date: "2026-02-03",
    provider: "Mission Bay Family Medicine",
    claim_number: "MB-1187",
    line_items: [
      { cpt_code: "99213", units: 1, billed_amount: 310 },
      { cpt_code: "80053", units: 1, billed_amount: 145.5 },
    ],
  },
  {
    date: "2026-03-09",
    provider: "Bayside Urgent Care",
    claim_number: "BU-5521",
    line_items: [{ cpt_code: "99214", units: 1, billed_amount: 420, allowed_amount: 190, paid_amount: 150 }],
  },
];

async function seedAccount(page: Page) {
  const email = await verifiedAccount(page, "visual");
  const premium = await page.request.post("/api/subscriptions/activate-premium", { headers: SAME_ORIGIN });
  expect(premium.status()).toBe(200);
  const zip = await page.request.put("/api/auth/zipcode", {
    headers: SAME_ORIGIN,
    data: { zipcode: "94110" },
  });
  expect(zip.status()).toBe(200);
  const member = await page.request.post("/api/family/members", {
    headers: SAME_ORIGIN,
    data: { first_name: "Maya", last_name: "Rivera", relationship: "child", date_of_birth: "2016-04-02" },
  });
  expect(member.ok()).toBe(true);
  for (const bill of BILLS) {
    const res = await page.request.post("/api/medical-bills", { headers: SAME_ORIGIN, data: bill });
    expect(res.status()).toBe(200);
  }
  return email;
}

/** What still differs from run to run: internal bill ids, times of day. */
function volatile(page: Page): Locator[] {
  return [page.getByText(/^(?:Bill )?[0-9A-F]{8}$/), page.locator("time"), page.locator("[data-volatile]")];
}

/**
 * The account's address, its display name and its forwarding address differ per run and change the
 * width of what sits beside them; the pages are shown with fixed stand-ins instead (every HTML,
 * route-data and JSON answer is rewritten the same way, so hydration sees the same text).
 */
async function steadyNames(page: Page, email: string) {
  const name = email.split("@")[0];
  // Built assets never carry the names: they load straight from the server, not through a
  // Playwright round trip (one such fetch of root.js once hung until the test timed out).
  await page.route(
    (url) => !url.pathname.startsWith("/assets/"),
    async (route) => {
      const response = await route.fetch();
      const type = response.headers()["content-type"] ?? "";
      if (!/text\/html|json|x-script|turbo-stream/.test(type)) return route.fulfill({ response });
      const body = (await response.text())
        .replaceAll(email, "visual.person@example.com")
        .replaceAll(name, "visual.person")
        .replace(/bills\+[a-z0-9]+@/g, "bills+fixedaddress@");
      return route.fulfill({ response, body });
    },
  );
}

async function shoot(page: Page, name: string, mask: Locator[]) {
  // The 100 ms start screen and web fonts settle before the picture is taken.
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: "disabled",
    caret: "hide",
    mask,
    // Same machine, same fonts: a real change (one date reformatted) is a few hundred pixels.
    maxDiffPixels: 20,
  });
}

for (const [size, viewport] of Object.entries(WIDTHS)) {
  test.describe(`at ${size} width`, () => {
    test.use({ viewport });

    test(`signed-out pages (${size})`, async ({ page }) => {
      for (const [name, path] of [
        ["home", "/"],
        ["pricing", "/pricing"],
        ["signin", "/signin"],
      ] as const) {
        await page.goto(path);
        await shoot(page, `${name}-${size}`, []);
      }
    });

    test(`signed-in pages with seeded data (${size})`, async ({ page }) => {
      test.setTimeout(120_000);
      const email = await seedAccount(page);
      await steadyNames(page, email);
      for (const [name, path] of [
        ["bills", "/bills"],
        ["upload-bill", "/upload-bill"],
        ["family", "/family"],
        ["account", "/account"],
        ["insights", "/insights"],
      ] as const) {
        await page.goto(path);
        await shoot(page, `${name}-${size}`, volatile(page));
      }
    });
  });
}
