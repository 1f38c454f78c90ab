// Google sign-in: the OpenID Connect authorization code flow with PKCE (oauth4webapi), and
// matching the verified Google identity to a Fairbill account.
import * as oauth from "oauth4webapi";
import { eq } from "drizzle-orm";
import { schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import { settleMailboxProof } from "./account-claim.server";
import { devToolsAllowed } from "../platform/dev-tools.server";
import { createUser, findUserByEmail, normalizeEmail, type NewUser } from "./users.server";
import { logError } from "#core/error-log";

export const GOOGLE_SCOPE = "openid email profile";
export const CALLBACK_PATH = "/api/auth/google/callback";

export interface GoogleSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** A plain-http issuer is the local OIDC stand-in: a developer tool (dev-tools.server.ts). */
  allowInsecure: boolean;
}

/** What one sign-in attempt must remember between the redirect to Google and the callback. */
export interface GoogleFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUrl: string | null;
  /** "code": an API client wants a single-use exchange code in the redirect instead of the cookie. */
  delivery?: "cookie" | "code";
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
}

/** A failed sign-in, carrying the /signin error code (spec 001 §8) and an optional message. */
export class GoogleSignInError extends Error {
  constructor(
    readonly code: string,
    readonly userMessage?: string,
  ) {
    super(code);
  }
}

/**
 * The Google client settings, or null when this deployment has no Google client configured. The
 * local OIDC stand-in (plain http) signs anyone in as anyone: only for a developer on loopback.
 */
export function googleSettings(env: Env, request: Request): GoogleSettings | null {
  const config = getConfig(env);
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  const issuer = new URL(config.GOOGLE_ISSUER);
  if (issuer.protocol === "http:" && !devToolsAllowed(env, request)) return null;
  return {
    issuer,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: new URL(CALLBACK_PATH, config.APP_URL).href,
    allowInsecure: issuer.protocol === "http:",
  };
}

// Per isolate: the issuer's metadata rarely changes (oauth4webapi caches its JWKS per metadata object).
const discoveries = new Map<string, Promise<oauth.AuthorizationServer>>();

function httpOptions(settings: GoogleSettings) {
  return { [oauth.allowInsecureRequests]: settings.allowInsecure };
}

async function authorizationServer(settings: GoogleSettings): Promise<oauth.AuthorizationServer> {
  const key = settings.issuer.href;
  let found = discoveries.get(key);
  if (!found) {
    found = oauth
      .discoveryRequest(settings.issuer, { algorithm: "oidc", ...httpOptions(settings) })
      .then((response) => oauth.processDiscoveryResponse(settings.issuer, response));
    discoveries.set(key, found);
    // A failed discovery is retried on the next sign-in rather than cached.
    found.catch(() => discoveries.delete(key));
  }
  try {
    return await found;
  } catch (error) {
    logError("google discovery", error);
    throw new GoogleSignInError(
      "google_unavailable",
      "Google sign-in is temporarily unavailable. Please try again later.",
    );
  }
}

/** Starts a sign-in: fresh state, nonce and PKCE verifier, and the URL to send the browser to. */
export async function beginGoogleSignIn(
  settings: GoogleSettings,
  redirectUrl: string | null,
  loginHint?: string,
  delivery: "cookie" | "code" = "cookie",
): Promise<{ flow: GoogleFlow; authorizationUrl: URL }> {
  const as = await authorizationServer(settings);
  if (!as.authorization_endpoint) throw new GoogleSignInError("google_unavailable");
  const flow: GoogleFlow = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier: oauth.generateRandomCodeVerifier(),
    redirectUrl,
    delivery,
  };
  const url = new URL(as.authorization_endpoint);
  url.searchParams.set("client_id", settings.clientId);
  url.searchParams.set("redirect_uri", settings.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", GOOGLE_SCOPE);
  url.searchParams.set("state", flow.state);
  url.searchParams.set("nonce", flow.nonce);
  url.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(flow.codeVerifier));
  url.searchParams.set("code_challenge_method", "S256");
  if (loginHint) url.searchParams.set("login_hint", loginHint);
  return { flow, authorizationUrl: url };
}

const claimString = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * Finishes a sign-in from Google's redirect back to us: checks state, exchanges the code with
 * the PKCE verifier, validates the ID token (issuer, audience, nonce, expiry and its signature
 * against the issuer's JWKS) and insists on a verified e-mail address.
 */
export async function completeGoogleSignIn(
  settings: GoogleSettings,
  flow: GoogleFlow,
  callbackUrl: URL,
): Promise<GoogleIdentity> {
  const as = await authorizationServer(settings);
  const client: oauth.Client = { client_id: settings.clientId };
  let claims: oauth.IDToken;
  try {
    const params = oauth.validateAuthResponse(as, client, callbackUrl.searchParams, flow.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(settings.clientSecret),
      params,
      settings.redirectUri,
      flow.codeVerifier,
      httpOptions(settings),
    );
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: flow.nonce,
      requireIdToken: true,
    });
    await oauth.validateApplicationLevelSignature(as, response, httpOptions(settings));
    claims = oauth.getValidatedIdTokenClaims(result)!;
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError && error.error === "access_denied") {
      throw new GoogleSignInError("access_denied");
    }
    const code = error instanceof oauth.OperationProcessingError ? error.code : "unknown";
    logError("google sign-in rejected", error, { code });
    throw new GoogleSignInError("verification_error");
  }
  const email = claimString(claims.email);
  if (!email || (claims.email_verified !== true && claims.email_verified !== "true")) {
    throw new GoogleSignInError(
      "verification_error",
      "Your Google account's email address is not verified. Please verify it with Google or sign in another way.",
    );
  }
  return {
    subject: claims.sub,
    email: normalizeEmail(email),
    name: claimString(claims.name),
    givenName: claimString(claims.given_name),
    familyName: claimString(claims.family_name),
  };
}

/**
 * The account for a verified Google identity: the one already linked to this Google subject,
 * else the account with the same e-mail (now linked and verified), else a new verified account.
 * Linking a never-verified account is a claim (account-claim.server.ts) unless `holderId` shows
 * the browser already holds one of that account's own sessions.
 */
export async function accountForGoogleIdentity(
  db: Db,
  identity: GoogleIdentity,
  holderId: string | null = null,
) {
  const linked = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.googleSubject, identity.subject))
    .get();
  let user = linked ?? (await findUserByEmail(db, identity.email));
  if (user && !linked) {
    if (user.googleSubject && user.googleSubject !== identity.subject) {
      throw new GoogleSignInError(
        "verification_error",
        "This email address is already linked to a different Google account.",
      );
    }
    if (user.status === "active") {
      const settled = await settleMailboxProof(db, user, {
        method: "google",
        provenByHolder: holderId === user.id,
        changes: { googleSubject: identity.subject },
      });
      user = settled.user;
    }
  }
  if (!user) {
    const input: NewUser = {
      email: identity.email,
      googleSubject: identity.subject,
      isVerified: true,
      realName: identity.name,
      firstName: identity.givenName,
      lastName: identity.familyName,
    };
    user = await createUser(db, input);
  }
  if (user.status !== "active") {
    throw new GoogleSignInError("account_deleting", "This account is being deleted.");
  }
  return user;
}
