// The account notices every page can show once (docs/decisions/026): 'Email Verified
// Successfully!' after the verification redirect to /?verified=true (001 §4), and the 5-second
// 'verification e-mail sent' banner after a password sign-up, whose target page is wherever the
// sign-up was headed (/bills by default). The sign-up leaves a one-minute cookie; the first page
// that shows the banner clears it.

export type AccountNotice = "verified" | "verification-sent";

const SENT_COOKIE = "fb_verification_sent";

/** The Set-Cookie the sign-up answers with (no personal data: the value is a constant). */
export const verificationSentCookie = `${SENT_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
const clearedSentCookie = `${SENT_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** The notice for this request, and the header that clears a one-time cookie once read. */
export function accountNotice(request: Request): {
  notice: AccountNotice | null;
  headers?: Record<string, string>;
} {
  const query = new URL(request.url).searchParams;
  // The Explainer's tile and content-only modes are embedded pieces: no page-wide banner (001 §2).
  const embedded = ["tile", "content"].includes(query.get("mode") ?? "");
  if (query.get("verified") === "true" && !embedded) return { notice: "verified" };
  const sent = new RegExp(`(?:^|;\\s*)${SENT_COOKIE}=1(?:;|$)`).test(request.headers.get("cookie") ?? "");
  return sent
    ? { notice: "verification-sent", headers: { "set-cookie": clearedSentCookie } }
    : { notice: null };
}
