// Autocomplete lookups (CPT, ICD-10, providers): a minimum length, 300 ms after the last keystroke,
// at most 10 results; a failed or non-JSON answer is an empty list (001 §8).
import { useEffect, useRef, useState } from "react";

export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGEST_LIMIT = 10;

export interface Suggestions<T> {
  options: T[];
  loading: boolean;
  /** True once an answer (possibly empty) arrived for the current text. */
  answered: boolean;
}

/**
 * Asks `search` (a typed resource-route call from ../resources) for the trimmed text; `filterKey`
 * names anything else the search depends on (the provider ZIP), so a change asks again.
 */
export function useSuggestions<T>(
  search: (text: string, signal: AbortSignal) => Promise<T[]>,
  minChars: number,
  text: string,
  filterKey = "",
): Suggestions<T> {
  const [state, setState] = useState<Suggestions<T>>({ options: [], loading: false, answered: false });
  const latest = useRef(search);
  latest.current = search;
  const query = text.trim();
  const long = query.length >= minChars;
  useEffect(() => {
    if (!query || !long) {
      setState({ options: [], loading: false, answered: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      latest.current(query, controller.signal).then(
        (body: unknown) =>
          setState({
            options: Array.isArray(body) ? (body.slice(0, SUGGEST_LIMIT) as T[]) : [],
            loading: false,
            answered: true,
          }),
        () => {
          if (!controller.signal.aborted) setState({ options: [], loading: false, answered: true });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, filterKey, long]);
  return state;
}
