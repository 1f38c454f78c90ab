// The Remix single-fetch '.data' answers a page's fetcher reads: an action's answer to a POST, a
// route's loader data to a GET (their text also carries the page's messages).
import { SELF } from "cloudflare:test";

const SPECIALS: Record<number, unknown> = { [-1]: undefined, [-2]: NaN, [-5]: null, [-7]: undefined };

/** Reads the plain values out of a turbo-stream body (objects, arrays, strings, numbers, booleans, null). */
function unflatten(values: unknown[], index: number): unknown {
  if (index < 0) return SPECIALS[index];
  const value = values[index];
  if (Array.isArray(value))
    return typeof value[0] === "string" ? value : value.map((i: number) => unflatten(values, i));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, number>).map(([k, i]) => [
        values[Number(k.slice(1))],
        unflatten(values, i),
      ]),
    );
  }
  return value;
}

export interface DataAnswer {
  status: number;
  text: string;
  /** The route's data (an action's answer, or the loader data of the route asked for). */
  data: Record<string, unknown>;
}

async function answer(res: Response, routeId?: string): Promise<DataAnswer> {
  const text = await res.text();
  let data: Record<string, unknown> = {};
  try {
    const decoded = unflatten(JSON.parse(text.split("\n")[0]) as unknown[], 0) as Record<string, unknown>;
    const body = routeId ? (decoded[routeId] as Record<string, unknown> | undefined) : decoded;
    data = ((body?.data as Record<string, unknown> | undefined) ?? {}) as Record<string, unknown>;
  } catch {
    data = {};
  }
  return { status: res.status, text, data };
}

/** A fetcher's POST: Remix answers '/path.data' with the action's data (turbo-stream). */
export async function postData(path: string, fields: Record<string, string> | FormData, cookie: string) {
  const [pathname, search] = path.split("?");
  const form = fields instanceof FormData;
  const res = await SELF.fetch(`http://local.test${pathname}.data${search ? `?${search}` : ""}`, {
    method: "POST",
    redirect: "manual",
    // The app's own page: the browser sends its Origin with the cookie.
    headers: {
      ...(form ? {} : { "content-type": "application/x-www-form-urlencoded" }),
      cookie,
      origin: "http://local.test",
    },
    body: form ? fields : new URLSearchParams(fields).toString(),
  });
  return answer(res);
}

/** A fetcher's GET of one route's loader ('/bills/{id}.data?_routes=…'); a query in `path` is kept. */
export async function loadData(path: string, routeId: string, cookie: string) {
  const [pathname, search] = path.split("?");
  const url = new URL(`http://local.test${pathname}.data${search ? `?${search}` : ""}`);
  url.searchParams.set("_routes", routeId);
  const res = await SELF.fetch(url, { redirect: "manual", headers: { cookie } });
  return answer(res, routeId);
}
