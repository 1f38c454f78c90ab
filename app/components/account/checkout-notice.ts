// The Account page's checkout-return notice (ADR 026, 027, 041). It arrives once (a flash cookie);
// while it says the payment is still being processed, the page re-reads its loaders every 2 s
// (Remix revalidation, no reload) for up to 30 s, and once the plan is Premium the notice turns into
// the spec's success message and the top bar's label into 'Premium'.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";

export type CheckoutNotice = "upgraded" | "pending" | "unconfirmed" | null;

const EVERY_MS = 2000;
const FOR_MS = 30_000;

export function useCheckoutNotice(fromLoader: CheckoutNotice, premium: boolean): CheckoutNotice {
  const [notice, setNotice] = useState<CheckoutNotice>(fromLoader);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (fromLoader) setNotice(fromLoader);
  }, [fromLoader]);
  useEffect(() => {
    if (notice === "pending" && premium) setNotice("upgraded");
  }, [notice, premium]);
  const waiting = notice === "pending" && !premium;
  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > FOR_MS) clearInterval(timer);
      else if (revalidator.state === "idle") revalidator.revalidate();
    }, EVERY_MS);
    return () => clearInterval(timer);
    // revalidator changes identity on each state change; the timer reads its latest state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);
  return notice;
}
