#!/usr/bin/env node
// Local stand-in for Google's OpenID Connect server, for e2e tests and `npm start` without a
// Google client. Usage: node tests/setup/oidc-mock.mjs [--port 8791] [--host 127.0.0.1]
//
// There is no consent screen: /authorize redirects straight back with a code. The signed-in
// person is chosen per authorization request by its `login_hint` (an e-mail address), else
// google.user@example.com. The ID token carries sub (stable per e-mail), email, email_verified,
// name, given_name, family_name, the request's nonce and aud = the requesting client id.
// An address whose local part contains "unverified" gets email_verified: false.
import { createHash } from "node:crypto";
import { Buffer } from "node:buffer";
import process from "node:process";
import { OAuth2Server } from "oauth2-mock-server";

const DEFAULT_EMAIL = "google.user@example.com";

if (process.env.NODE_ENV === "production") {
  process.stderr.write("oidc-mock: refusing to start with NODE_ENV=production\n");
  process.exit(1);
}

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const port = Number(option("port", "8791"));
const host = option("host", "127.0.0.1");

const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** A believable Google profile for an e-mail address: "ana.lopez@x" → Ana Lopez. */
function identityFor(hint) {
  const email =
    typeof hint === "string" && /^[^@\s]+@[^@\s]+$/.test(hint.trim()) ? hint.trim() : DEFAULT_EMAIL;
  const words = email
    .split("@")[0]
    .split(/[._+-]+/)
    .filter(Boolean)
    .map(capitalise);
  const givenName = words[0] ?? "Google";
  const familyName = words.slice(1).join(" ") || "User";
  const digest = createHash("sha256").update(email.toLowerCase()).digest("hex");
  return {
    // Google subjects are opaque numeric strings, stable for one account.
    sub: (BigInt(`0x${digest.slice(0, 24)}`) % 10n ** 21n).toString().padStart(21, "1"),
    email,
    email_verified: !email.split("@")[0].toLowerCase().includes("unverified"),
    name: `${givenName} ${familyName}`,
    given_name: givenName,
    family_name: familyName,
  };
}

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
// Fix the issuer to the address we print (the library would otherwise say "localhost").
server.issuer.url = `http://${host}:${port}`;

// Who signs in, remembered by authorization code until the token exchange, and by subject
// for the userinfo endpoint.
const identities = new Map();
const bySubject = new Map();

server.service.on("beforeAuthorizeRedirect", (redirect, req) => {
  const code = redirect.url.searchParams.get("code");
  if (!code) return;
  const identity = identityFor(req.query.login_hint);
  identities.set(code, identity);
  bySubject.set(identity.sub, identity);
});

server.service.on("beforeTokenSigning", (token, req) => {
  if (req.body?.grant_type !== "authorization_code") return;
  const identity = identities.get(req.body.code) ?? identityFor(undefined);
  token.payload.sub = identity.sub;
  // The access token carries a scope; the ID token does not.
  if (!("scope" in token.payload)) {
    Object.assign(token.payload, identity);
    identities.delete(req.body.code);
  }
});

server.service.on("beforeUserinfo", (response, req) => {
  const token = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
  try {
    const { sub } = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    response.body = bySubject.get(sub) ?? { sub };
  } catch {
    response.statusCode = 401;
    response.body = { error: "invalid_token" };
  }
});

await server.start(port, host);
process.stdout.write(`oidc-mock ready issuer=${server.issuer.url}\n`);

async function shutdown() {
  await server.stop().catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown());
process.on("SIGINT", () => void shutdown());
