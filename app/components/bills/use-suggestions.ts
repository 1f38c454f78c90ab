// Autocomplete lookups (CPT, ICD-10, providers): a minimum length, 300 ms after the last keystroke,
// at most 10 results; a failed or non-JSON answer is an empty list (001 §8).
import { useEffect, useState } from "react";

export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGEST_LIMIT = 10;

export interface Suggestions<T> {
  options: T[];
  loading: boolean;
  /** True once an answer (possibly empty) arrived for the current text. */
  answered: boolean;
}

export function useSuggestions<T>(url: string | null, minChars: number, text: string): Suggestions<T> {
  const [state, setState] = useState<Suggestions<T>>({ options: [], loading: false, answered: false });
  const long = text.trim().length >= minChars;
  useEffect(() => {
    if (!url || !long) {
      setState({ options: [], loading: false, answered: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      fetch(url, { headers: { accept: "application/json" }, signal: controller.signal })
        .then((res) => (res.ok ? res.json() : []))
        .then(
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
  }, [url, long]);
  return state;
}
