import { describe, expect, it } from "vitest";
import { files, get, pageText, signedInUser, uploaded, visibleText } from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";

// Uploads ask the orchestrator to read the document: a stand-in answers.
fakeGatewayEachTest(withoutWorkflows);

/** The links of one <nav> (by its aria-label): [href, text, aria-current]. */
function navLinks(html: string, label: string) {
  const from = html.indexOf(`aria-label="${label}"`);
  expect(from, `a nav labelled ${label}`).toBeGreaterThan(-1);
  const nav = html.slice(from, html.indexOf("</nav>", from));
  return [...nav.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => ({
    href: /href="([^"]*)"/.exec(attrs)?.[1],
    text: pageText(inner).trim(),
    current: /aria-current="page"/.test(attrs),
  }));
}

const AREAS = [
  ["/bills", "Bills"],
  ["/insurance", "Insurance"],
  ["/insights", "Insights"],
  ["/family", "Family"],
  ["/documents", "Documents"],
  ["/account", "Account"],
];

describe("the navigation reaches every signed-in area", () => {
  it("lists Bills, Insurance, Insights, Family, Documents and Account on desktop and in the phone menu", async () => {
    const { cookie } = await signedInUser("nav.areas");
    const html = await (await get("/bills", cookie)).text();
    for (const label of ["Sections", "Sections (mobile)"])
      expect(navLinks(html, label).map((l) => [l.href, l.text])).toEqual(AREAS);
  });

  it.each([
    ["/bills", "Bills"],
    ["/upload-bill", "Bills"],
    ["/insights", "Insights"],
    ["/family", "Family"],
    ["/documents", "Documents"],
    ["/pending-documents", "Documents"],
    ["/subscription", "Account"],
  ])("marks %s as the current area (%s) with aria-current", async (path, area) => {
    const { cookie } = await signedInUser("nav.current");
    const html = await (await get(path, cookie)).text();
    for (const label of ["Sections", "Sections (mobile)"])
      expect(
        navLinks(html, label)
          .filter((l) => l.current)
          .map((l) => l.text),
      ).toEqual([area]);
  });

  it("sends the logo to the bills when signed in and home when signed out", async () => {
    const { cookie } = await signedInUser("nav.logo");
    expect(await (await get("/account", cookie)).text()).toMatch(
      /<a[^>]*href="\/bills"[^>]*><span[^>]*>Fairbill</,
    );
    expect(await (await get("/verify-email")).text()).toMatch(/<a[^>]*href="\/"[^>]*><span[^>]*>Fairbill</);
  });
});

const MARKETING = [
  "/",
  "/old-home",
  "/about",
  "/how-it-works",
  "/pricing",
  "/dispute-medical-bill",
  "/terms.html",
  "/privacy.html",
];

describe("marketing and legal pages", () => {
  it.each(MARKETING)("%s has the one marketing header and footer, and no app navigation", async (path) => {
    const html = await (await get(path)).text();
    expect(navLinks(html, "Fairbill").map((l) => l.text)).toEqual([
      "How it works",
      "Pricing",
      "About",
      "Sign In",
    ]);
    expect(navLinks(html, "Footer").map((l) => l.href)).toEqual(
      expect.arrayContaining(["/terms.html", "/privacy.html", "/about", "/pricing", "/signin"]),
    );
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*><span[^>]*>Fairbill</);
    expect(html).not.toContain('aria-label="Sections"');
    expect(html.match(/<main\b/g)).toHaveLength(1);
  });

  it.each(MARKETING)("%s knows a signed-in visitor: the account and My Bills, not Sign In", async (path) => {
    const { user, cookie } = await signedInUser("marketing.visitor");
    const html = await (await get(path, cookie)).text();
    const header = navLinks(html, "Fairbill");
    expect(header.map((l) => l.text)).toEqual(["How it works", "Pricing", "About", "My Bills"]);
    expect(header.find((l) => l.text === "My Bills")?.href).toBe("/bills");
    expect(navLinks(html, "Footer").map((l) => l.text)).not.toContain("Sign In");
    const text = pageText(html);
    expect(text).toContain(`${user.email} Free Plan`);
    expect(html).toMatch(/<a[^>]*href="\/bills"[^>]*><span[^>]*>Fairbill</);
  });
});

describe("Documents: your own documents, on every plan", () => {
  it("lists a free user's own uploads and nobody else's", async () => {
    const a = await signedInUser("docs.owner");
    const b = await signedInUser("docs.other");
    await uploaded(a.token, files.pdfWith("a1"), "drivers-license.pdf", {
      document_type: "drivers_license_front",
    });
    await uploaded(b.token, files.pdfWith("b1"), "someone-elses-lab.pdf", { document_type: "lab_results" });
    const text = await visibleText(await get("/documents", a.cookie));
    expect(text).toContain("Your documents (1)");
    expect(text).toContain("drivers-license.pdf");
    expect(text).toContain("Driver's License (Front)");
    expect(text).not.toContain("someone-elses-lab.pdf");
  });

  it("says what to do next when there are none", async () => {
    const { user, cookie } = await signedInUser("docs.empty");
    const text = await visibleText(await get("/documents", cookie));
    expect(text).toContain("You have no documents yet.");
    expect(text).toContain("Choose + Add Document to upload an insurance card");
    expect(text).toContain(`bills+${user.inboxToken}@`);
  });
});

describe("Insurance: the insurance cards, on every plan", () => {
  it("shows the owner's insurance cards and not their licence or another user's card", async () => {
    const a = await signedInUser("cards.owner");
    const b = await signedInUser("cards.other");
    await uploaded(a.token, files.pdfWith("c1"), "card-front.pdf", { document_type: "insurance_card_front" });
    await uploaded(a.token, files.pdfWith("c2"), "licence.pdf", { document_type: "drivers_license_front" });
    await uploaded(b.token, files.pdfWith("c3"), "their-card.pdf", { document_type: "insurance_card_back" });
    const text = await visibleText(await get("/insurance", a.cookie));
    expect(text).toContain("Insurance cards and documents (1)");
    expect(text).toContain("card-front.pdf");
    expect(text).toContain("Insurance Card (Front)");
    expect(text).not.toContain("licence.pdf");
    expect(text).not.toContain("their-card.pdf");
  });

  it("says what to do next without policies or cards", async () => {
    const { cookie } = await signedInUser("cards.none");
    const text = await visibleText(await get("/insurance", cookie));
    expect(text).toContain("No Policies Yet");
    expect(text).toContain("No insurance cards yet.");
    expect(text).toContain("Choose + Add Insurance Card to upload the front and back of your card");
    const html = await (await get("/insurance", cookie)).text();
    expect(html).toContain('href="/insurance?capture=insurance_card_front"');
  });
});

describe("empty states say what to do next", () => {
  it("Insights points a person without bills to adding one", async () => {
    const { cookie } = await signedInUser("insights.empty");
    const html = await (await get("/insights", cookie)).text();
    expect(pageText(html)).toContain("No bills found. Add your first bill and your totals appear here.");
    expect(html).toMatch(/href="\/bills"[^>]*>Add your first bill</);
  });
});

describe("the start screen (001 §2)", () => {
  it("comes first in the body of every page but /signin, and the page ends with the ready marker", async () => {
    const { cookie } = await signedInUser("start.screen");
    for (const [path, who] of [
      ["/bills", cookie],
      ["/about", undefined],
      ["/pricing", cookie],
    ] as const) {
      const html = await (await get(path, who)).text();
      const body = html.slice(html.indexOf("<body"));
      expect(body.indexOf('data-testid="start-screen"'), path).toBeGreaterThan(-1);
      expect(body.indexOf('data-testid="start-screen"'), path).toBeLessThan(body.indexOf("<main"));
      expect(body, path).toMatch(/<div id="page-ready" hidden=""><\/div><\/body>/);
    }
    const signin = await (await get("/signin")).text();
    expect(signin).not.toContain('data-testid="start-screen"');
  });
});

describe("environments (000 §9)", () => {
  it("labels a staging host and shows no label on the production host", async () => {
    const staging = await visibleText(await get("/about", undefined, "staging.fairbill.test"));
    expect(staging).toContain("Staging");
    expect(await (await get("/about")).text()).not.toContain('data-testid="environment"');
  });
});
