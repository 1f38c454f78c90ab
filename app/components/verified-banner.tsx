import { useEffect, useState } from "react";
import { Alert } from "./alert";

const VERIFIED_BANNER_MS = 10_000;

/** The green 'Email Verified Successfully!' banner after ?verified=true; dismissible, gone after 10 s. */
export function VerifiedBanner() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), VERIFIED_BANNER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <Alert tone="success" onDismiss={() => setVisible(false)}>
      <strong>Email Verified Successfully!</strong>
    </Alert>
  );
}
