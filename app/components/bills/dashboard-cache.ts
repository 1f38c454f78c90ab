// Dashboard data (000 §4): loaders refetch it after every change (Remix revalidates after each
// action, which covers billUploaded … subscriptionChanged, and an analysis storing a bill's potential
// savings is an action of the bill route too); when a refresh fails the screen keeps
// showing the last data it had, kept in this browser tab for its user only.
import { useEffect } from "react";

const cache = new Map<string, unknown>();
const inBrowser = () => typeof document !== "undefined";

/** The fresh value when there is one; otherwise this tab's last good value for the same user and key. */
export function useCachedDashboard<T>(
  userId: string,
  key: string,
  fresh: T | null,
): { value: T | null; stale: boolean } {
  const slot = `${userId}:${key}`;
  useEffect(() => {
    if (fresh !== null) cache.set(slot, fresh);
  }, [slot, fresh]);
  if (fresh !== null) return { value: fresh, stale: false };
  const cached = inBrowser() ? (cache.get(slot) as T | undefined) : undefined;
  return { value: cached ?? null, stale: cached !== undefined };
}
