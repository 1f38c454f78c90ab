import { useEffect, useState } from "react";
import { Alert } from "./alert";

/** 001 §9: the verified banner stays 10 s, the verification-sent banner 5 s. */
export const VERIFIED_BANNER_MS = 10_000;
export const VERIFICATION_SENT_BANNER_MS = 5_000;

export const VERIFIED_TEXT = "Email Verified Successfully!";
export const VERIFICATION_SENT_TEXT =
  "Verification email sent. Please check your inbox and open the link to verify your email.";

function useVisibleFor(ms: number): [boolean, () => void] {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return [visible, () => setVisible(false)];
}

/** The green 'Email Verified Successfully!' banner after ?verified=true; dismissible, gone after 10 s. */
export function VerifiedBanner() {
  const [visible, hide] = useVisibleFor(VERIFIED_BANNER_MS);
  if (!visible) return null;
  return (
    <Alert tone="success" onDismiss={hide}>
      <strong>{VERIFIED_TEXT}</strong>
    </Alert>
  );
}

/** After a password sign-up: the verification e-mail went out; dismissible, gone after 5 s. */
export function VerificationSentBanner() {
  const [visible, hide] = useVisibleFor(VERIFICATION_SENT_BANNER_MS);
  if (!visible) return null;
  return (
    <Alert tone="info" onDismiss={hide}>
      {VERIFICATION_SENT_TEXT}
    </Alert>
  );
}

/**
 * The one-time account notice of this page view (root loader): under the top bar, or floating over
 * the top of pages that draw their own header (the home and marketing pages).
 */
export function AccountNoticeBanner({
  notice,
  floating,
}: {
  notice: "verified" | "verification-sent" | null;
  floating: boolean;
}) {
  if (!notice) return null;
  const place = floating
    ? "fixed inset-x-0 top-4 z-40 mx-auto max-w-xl px-4 drop-shadow-md"
    : "mx-auto max-w-6xl px-4 pt-4 md:px-8";
  return (
    <div className={place}>{notice === "verified" ? <VerifiedBanner /> : <VerificationSentBanner />}</div>
  );
}
