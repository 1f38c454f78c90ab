// Reading the Authentication-Results header (RFC 8601) that the receiving mail server (Cloudflare
// Email Routing) puts on top of a message, to decide whether its From domain was authenticated.
// Strict on purpose: anything this parser does not fully understand counts as not authenticated.

/** One header of the message, in the order it appears (key in lower case, value unfolded). */
export interface HeaderField {
  key: string;
  value: string;
}

export interface AuthResult {
  method: string;
  result: string;
  /** `ptype.property` → value, e.g. `header.d` → `example.com`. */
  props: Record<string, string>;
}

export interface AuthenticationResults {
  authservId: string;
  results: AuthResult[];
}

/**
 * Drops RFC 5322 comments (nested parentheses). Null when the value is unclear: a quote or a
 * backslash anywhere (quoted strings are where injected `;` and `=` would hide), unbalanced
 * parentheses, or a character outside printable ASCII.
 */
function withoutComments(value: string): string | null {
  if (/["\\]/.test(value) || /[^\x20-\x7e\t]/.test(value)) return null;
  let depth = 0;
  let out = "";
  for (const char of value) {
    if (char === "(") depth += 1;
    else if (char === ")") {
      if (depth === 0) return null;
      depth -= 1;
      if (depth === 0) out += " ";
    } else if (depth === 0) out += char;
  }
  return depth === 0 ? out : null;
}

/** A property value: no whitespace, `;`, parentheses, quotes or `@` (domains, VERP local parts, `header.b`). */
const VALUE = '[^\\s;()"\\\\@]+';
const METHOD = /^([A-Za-z0-9][A-Za-z0-9_-]*)(?:\s*\/\s*\d+)?\s*=\s*([A-Za-z0-9_-]+)/;
const REASON = new RegExp(`^\\s+reason\\s*=\\s*(${VALUE})`, "i");
/** `ptype.property=value`, the value a token, `@domain` or `local@domain` (no quoted forms). */
const PROP = new RegExp(
  `^\\s+([A-Za-z][A-Za-z0-9_-]*)\\s*\\.\\s*([A-Za-z0-9][A-Za-z0-9_.-]*)\\s*=\\s*((?:${VALUE})?@${VALUE}|${VALUE})`,
);

function parseResinfo(segment: string): AuthResult | null {
  const method = METHOD.exec(segment.trimStart());
  if (!method) return null;
  let rest = segment.trimStart().slice(method[0].length);
  const reason = REASON.exec(rest);
  if (reason) rest = rest.slice(reason[0].length);
  const props: Record<string, string> = {};
  for (let prop = PROP.exec(rest); prop; prop = PROP.exec(rest)) {
    const key = `${prop[1]}.${prop[2]}`.toLowerCase();
    // The same property twice says two different things: unclear.
    if (key in props) return null;
    props[key] = prop[3];
    rest = rest.slice(prop[0].length);
  }
  if (rest.trim() !== "") return null;
  return { method: method[1].toLowerCase(), result: method[2].toLowerCase(), props };
}

/** Parses one Authentication-Results value; null when any part of it is not understood. */
export function parseAuthenticationResults(value: string): AuthenticationResults | null {
  const text = withoutComments(value);
  if (text === null) return null;
  const [head, ...resinfos] = text.split(";");
  const authserv = /^\s*([A-Za-z0-9][A-Za-z0-9_.-]*)(?:\s+\d+)?\s*$/.exec(head);
  if (!authserv) return null;
  const authservId = authserv[1].toLowerCase();
  if (resinfos.length === 1 && resinfos[0].trim().toLowerCase() === "none") {
    return { authservId, results: [] };
  }
  // A trailing `;` is tolerated; an empty segment between results is not.
  if (resinfos.length > 0 && resinfos[resinfos.length - 1].trim() === "") resinfos.pop();
  if (resinfos.length === 0) return null;
  const results: AuthResult[] = [];
  for (const segment of resinfos) {
    const parsed = parseResinfo(segment);
    if (!parsed) return null;
    results.push(parsed);
  }
  return { authservId, results };
}

/** The domain of `local@domain`, `@domain` or `domain`, lower case; null when there is none. */
export function domainOf(value: string): string | null {
  const domain = value
    .slice(value.lastIndexOf("@") + 1)
    .toLowerCase()
    .replace(/\.$/, "");
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/**
 * Relaxed alignment without a public-suffix list: the same domain, or one a subdomain of the
 * other (mail.example.com and example.com). The parent must have two labels at least.
 */
export function isAligned(authenticated: string, from: string): boolean {
  if (authenticated === from) return true;
  const [child, parent] = authenticated.length > from.length ? [authenticated, from] : [from, authenticated];
  return parent.includes(".") && child.endsWith(`.${parent}`);
}

function passesFor(result: AuthResult, fromDomain: string): boolean {
  if (result.result !== "pass") return false;
  const identities =
    result.method === "spf"
      ? [result.props["smtp.mailfrom"]]
      : result.method === "dkim"
        ? [result.props["header.d"], result.props["header.i"]]
        : [];
  return identities.some((identity) => {
    const domain = identity === undefined ? null : domainOf(identity);
    return domain !== null && isAligned(domain, fromDomain);
  });
}

/**
 * True when the topmost Authentication-Results header was written by `authservId` and shows an
 * SPF or DKIM pass aligned with `fromDomain`. Only the topmost one counts: the receiving server
 * prepends its own, so every header below it may have been written by the sender.
 */
export function fromDomainAuthenticated(
  headers: readonly HeaderField[],
  fromDomain: string,
  authservId: string,
): boolean {
  const top = headers.find((h) => h.key === "authentication-results");
  if (!top) return false;
  const parsed = parseAuthenticationResults(top.value);
  if (!parsed || parsed.authservId !== authservId.toLowerCase()) return false;
  return parsed.results.some((r) => passesFor(r, fromDomain.toLowerCase()));
}

export type SenderCheck = "authentication-results" | "from-address";

/**
 * The rule for recognising the account's own (and allow-listed) addresses. Going by the From
 * address alone is a development convenience: it is honoured only in development and test.
 */
export function senderCheckFor(appEnv: string, configured: SenderCheck | undefined): SenderCheck {
  const local = appEnv === "development" || appEnv === "test";
  return configured === "from-address" && local ? "from-address" : "authentication-results";
}
