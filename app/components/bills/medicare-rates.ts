// Medicare average rates for the Explainer's billed-total note (001 §2, §7): one request per unique
// procedure code, started 100 ms apart, cached for the page's life; a missing rate counts as none.
import { useEffect, useState } from "react";
import { getMedicareRates } from "../resources";

export const MEDICARE_RATE_STAGGER_MS = 100;

type Rate = number | null;
const known = new Map<string, Rate>();
const inFlight = new Map<string, Promise<Rate>>();
let nextStart = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rateFrom({ avg_price_nfac, avg_price_fac }: Awaited<ReturnType<typeof getMedicareRates>>): Rate {
  if (typeof avg_price_nfac === "number" && avg_price_nfac > 0) return avg_price_nfac;
  if (typeof avg_price_fac === "number" && avg_price_fac > 0) return avg_price_fac;
  return null;
}

async function request(code: string, delay: number): Promise<Rate> {
  await sleep(delay);
  try {
    return rateFrom(await getMedicareRates(code));
  } catch {
    return null;
  }
}

/** The average for one code, queued 100 ms after the previous request. */
export function medicareRate(code: string): Promise<Rate> {
  const key = code.trim().toUpperCase();
  if (known.has(key)) return Promise.resolve(known.get(key) ?? null);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const now = Date.now();
  const start = Math.max(now, nextStart);
  nextStart = start + MEDICARE_RATE_STAGGER_MS;
  const promise = request(key, start - now).then((rate) => {
    known.set(key, rate);
    inFlight.delete(key);
    return rate;
  });
  inFlight.set(key, promise);
  return promise;
}

/** Rates by code as they arrive: undefined while asked, null when Medicare has none. */
export function useMedicareRates(codes: string[]): Record<string, Rate | undefined> {
  const unique = [...new Set(codes.map((c) => c.trim().toUpperCase()).filter(Boolean))].sort();
  const key = unique.join(",");
  const [rates, setRates] = useState<Record<string, Rate | undefined>>({});
  useEffect(() => {
    let live = true;
    for (const code of key ? key.split(",") : []) {
      void medicareRate(code).then((rate) => {
        if (live) setRates((prev) => (prev[code] === rate ? prev : { ...prev, [code]: rate }));
      });
    }
    return () => {
      live = false;
    };
  }, [key]);
  return rates;
}

export interface RatedLine {
  cpt_code: string;
  units: number;
}

/**
 * The Medicare average of a bill: each line's rate × units, summed. Undefined while a rate is still
 * coming; null when no line has a rate.
 */
export function medicareAverage(
  lines: RatedLine[],
  rates: Record<string, Rate | undefined>,
): number | null | undefined {
  let total = 0;
  let rated = false;
  for (const line of lines) {
    const code = line.cpt_code.trim().toUpperCase();
    if (!code) continue;
    const rate = rates[code];
    if (rate === undefined) return undefined;
    if (rate === null) continue;
    rated = true;
    total += rate * Math.max(1, line.units || 1);
  }
  return rated ? Math.round(total * 100) / 100 : null;
}
