// A fake Google for workers tests: answers discovery, token and JWKS requests made through the
// global fetch, issuing RS256-signed ID tokens for whichever person the test chooses.
import { vi } from "vitest";

export const ISSUER = "https://accounts.google.com";
export const AUTH_ENDPOINT = `${ISSUER}/o/oauth2/v2/auth`;
export const CLIENT_ID = "fairbill-test";
export const CLIENT_SECRET = "fairbill-test-secret";
export const REDIRECT_URI = "http://127.0.0.1:8787/api/auth/google/callback";

export interface Person {
  sub: string;
  email: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
}

interface Grant {
  challenge: string;
  nonce: string;
  person: Person;
  /** Changes to the ID token claims, to simulate a misbehaving or hostile issuer. */
  tamper?: Record<string, unknown>;
  /** Sign with a key the issuer does not publish. */
  foreignKey?: boolean;
}

const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array | ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const RSA = {
  name: "RSASSA-PKCS1-v1_5",
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: "SHA-256",
};
const newKeys = () => crypto.subtle.generateKey(RSA, true, ["sign", "verify"]) as Promise<CryptoKeyPair>;

async function signJwt(key: CryptoKey, kid: string, claims: Record<string, unknown>): Promise<string> {
  const header = b64url(encoder.encode(JSON.stringify({ alg: "RS256", typ: "JWT", kid })));
  const payload = b64url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign(
    "RSASSA-PKCS1-v1_5",
    key,
    encoder.encode(`${header}.${payload}`),
  );
  return `${header}.${payload}.${b64url(signature)}`;
}

async function s256(verifier: string): Promise<string> {
  return b64url(await crypto.subtle.digest("SHA-256", encoder.encode(verifier)));
}

export interface FakeGoogle {
  /** Registers what Google would do for the authorization code `code`. */
  grant(code: string, grant: Grant): void;
  tokenRequests: URLSearchParams[];
  restore(): void;
}

export async function installFakeGoogle(): Promise<FakeGoogle> {
  const keys = await newKeys();
  const foreign = await newKeys();
  const jwk = {
    ...(await crypto.subtle.exportKey("jwk", keys.publicKey)),
    kid: "test-key",
    use: "sig",
    alg: "RS256",
  };
  const grants = new Map<string, Grant>();
  const tokenRequests: URLSearchParams[] = [];
  const realFetch = globalThis.fetch;

  const respond = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== ISSUER) return realFetch(input, init);
    if (url.pathname === "/.well-known/openid-configuration") {
      return respond({
        issuer: ISSUER,
        authorization_endpoint: AUTH_ENDPOINT,
        token_endpoint: `${ISSUER}/token`,
        jwks_uri: `${ISSUER}/certs`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
      });
    }
    if (url.pathname === "/certs") return respond({ keys: [jwk] });
    if (url.pathname === "/token" && request.method === "POST") {
      const form = new URLSearchParams(await request.text());
      tokenRequests.push(form);
      const grant = grants.get(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      if (
        !grant ||
        form.get("client_id") !== CLIENT_ID ||
        form.get("client_secret") !== CLIENT_SECRET ||
        form.get("redirect_uri") !== REDIRECT_URI ||
        (await s256(verifier)) !== grant.challenge
      ) {
        return respond({ error: "invalid_grant" }, 400);
      }
      grants.delete(form.get("code")!);
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        iss: ISSUER,
        aud: CLIENT_ID,
        iat: now,
        exp: now + 3600,
        nonce: grant.nonce,
        email_verified: true,
        ...grant.person,
        ...grant.tamper,
      };
      const key = grant.foreignKey ? foreign.privateKey : keys.privateKey;
      return respond({
        access_token: "google-access-token",
        token_type: "Bearer",
        expires_in: 3600,
        scope: "openid email profile",
        id_token: await signJwt(key, "test-key", claims),
      });
    }
    return respond({ error: "not_found" }, 404);
  });

  return {
    grant: (code, grant) => grants.set(code, grant),
    tokenRequests,
    restore: () => spy.mockRestore(),
  };
}
