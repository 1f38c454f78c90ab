// The one-time account notices (001 §2, §4, §9; docs/decisions/026): a password sign-up lands on
// its page with the 'verification e-mail sent' banner once, and the verification redirect to
// /?verified=true ends with the 'Email Verified Successfully!' banner.
import { describe, expect, it } from "vitest";
import { VERIFICATION_SENT_TEXT, VERIFIED_TEXT } from "~/components/verified-banner";
import { get, signedInUser, signUpByForm, visibleText } from "./factories";

describe("after a password sign-up", () => {
  it("the page it lands on confirms the verification e-mail was sent, once", async () => {
    const { res, cookie, session } = await signUpByForm("notice");
    expect(res.headers.get("location")).toBe("/bills");
    const landed = await get("/bills", cookie);
    expect(await visibleText(landed)).toContain(VERIFICATION_SENT_TEXT);
    // The notice is one-time: the page clears its cookie, and the next page shows nothing.
    const cleared = landed.headers.getSetCookie().find((c) => c.startsWith("fb_verification_sent="));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await visibleText(await get("/bills", session))).not.toContain(VERIFICATION_SENT_TEXT);
  });

  it("a sign-in (not a sign-up) shows no such banner", async () => {
    const { cookie } = await signedInUser("notice.signin@example.com");
    expect(await visibleText(await get("/bills", cookie))).not.toContain(VERIFICATION_SENT_TEXT);
  });
});

describe("the verification redirect", () => {
  it("/?verified=true shows 'Email Verified Successfully!' to a visitor and to the signed-in user", async () => {
    expect(await visibleText(await get("/?verified=true"))).toContain(VERIFIED_TEXT);
    const { cookie } = await signedInUser("notice.verified@example.com");
    expect(await visibleText(await get("/?verified=true", cookie))).toContain(VERIFIED_TEXT);
    expect(await visibleText(await get("/", cookie))).not.toContain(VERIFIED_TEXT);
  });

  it("on the production app host, / goes to /bills and keeps the flag, which shows the banner there", async () => {
    const { cookie } = await signedInUser("notice.prod@example.com");
    const res = await get("/?verified=true", cookie, "app.fairbill.com");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/bills?verified=true");
    expect(await visibleText(await get("/bills?verified=true", cookie))).toContain(VERIFIED_TEXT);
  });
});
