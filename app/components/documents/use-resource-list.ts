// A list the page asks its resource route for again after it renders, with the spec's two failure
// messages: one for an answer that is not OK ('Failed to load …'), one for no answer at all
// ('Error loading …'). Rows the loader already rendered are shown first; the route is asked again
// on a refresh, on Try again, or when documents changed elsewhere on the page.
import { useCallback, useEffect, useRef, useState } from "react";
import { RequestFailed } from "../resources";
import { DOCUMENTS_CHANGED_EVENT } from "./documents-changed";

export interface ResourceList<T> {
  items: T[] | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
  setItems: (update: (items: T[]) => T[]) => void;
}

export function useResourceList<T>(
  load: () => Promise<T[]>,
  messages: { failed: string; error: string },
  refreshKey: unknown = null,
  initial?: T[],
): ResourceList<T> {
  const [items, setItemsState] = useState<T[] | null>(initial ?? null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(initial === undefined);
  const skip = useRef(initial !== undefined);
  const [round, setRound] = useState(0);
  const { failed, error: errorText } = messages;

  useEffect(() => {
    if (skip.current) {
      skip.current = false;
      return;
    }
    let cancelled = false;
    setLoading(true);
    load().then(
      (found) => {
        if (cancelled) return;
        setItemsState(Array.isArray(found) ? found : []);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (cancelled) return;
        setError(e instanceof RequestFailed ? failed : errorText);
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
    // `load` is rebuilt by callers each render; the round and the refresh key are what ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, refreshKey, failed, errorText]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    window.addEventListener(DOCUMENTS_CHANGED_EVENT, reload);
    return () => window.removeEventListener(DOCUMENTS_CHANGED_EVENT, reload);
  }, [reload]);
  const setItems = useCallback((update: (items: T[]) => T[]) => setItemsState((i) => update(i ?? [])), []);
  return { items, error, loading, reload, setItems };
}
