// One list a step loads when it opens (plan types, plans): loading, then the items or a failure.
import { useEffect, useRef, useState } from "react";

export interface Loaded<T> {
  items: T[] | null;
  loading: boolean;
  failed: boolean;
}

/** Calls `load` once per `key`; a newer key (or closing the step) abandons the older answer. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T[]>, key: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ items: null, loading: true, failed: false });
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const controller = new AbortController();
    setState({ items: null, loading: true, failed: false });
    latest.current(controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setState({ items, loading: false, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ items: null, loading: false, failed: true });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
