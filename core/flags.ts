// The environments and feature flags of spec 000 §9, in one place (docs/decisions/030).
//
// The host a page was asked for decides only what pages show: which capabilities are offered and
// whether a "Staging" or "Development" label sits in the top bar. It never turns on developer tools
// or relaxes a security check; those read APP_ENV and the client's address (`devToolsAllowed`
// below), which a visitor cannot choose by picking a host name.

export type Environment = "development" | "staging" | "production";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** 000 §9: development on localhost, staging when the host contains 'preview' or 'staging', otherwise production. */
export function environmentForHost(host: string): Environment {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, "");
  if (LOCAL_HOSTS.has(hostname) || hostname.endsWith(".localhost")) return "development";
  if (hostname.includes("preview") || hostname.includes("staging")) return "staging";
  return "production";
}

export interface FeatureFlags {
  /** Uploading a medical bill (Smart Capture's Medical Bill type, Add a Bill). */
  medicalBillUpload: boolean;
  /** The help chat and its smart-help questions. */
  aiChat: boolean;
  /** Charges compared with the Medicare average. */
  costComparison: boolean;
  /** The CMS reference data (Medicare rates, code sets) and its page. */
  cmsData: boolean;
  /** Hospital price-transparency files: not built, off everywhere. */
  priceTransparency: boolean;
  /** Carrier, plan and benefit search: the add-policy wizard on /insurance (issue 15; ADR 064). */
  insuranceApi: boolean;
  /** The premium sections of Insights (advanced analytics). */
  premiumInsights: boolean;
}

/**
 * Capabilities turn on in every environment as they ship (issue 12), so the same product is tried
 * on staging as runs in production; the spec's "premium insights outside production only" ended
 * when Insights shipped, and the insurance API (the add-policy wizard) since issue 15.
 */
const SHIPPED: FeatureFlags = {
  medicalBillUpload: true,
  aiChat: true,
  costComparison: true,
  cmsData: true,
  priceTransparency: false,
  insuranceApi: true,
  premiumInsights: true,
};

const FLAGS: Record<Environment, FeatureFlags> = {
  development: SHIPPED,
  staging: SHIPPED,
  production: SHIPPED,
};

export function featureFlags(environment: Environment): FeatureFlags {
  return { ...FLAGS[environment] };
}

/** What the pages know about where they run: the environment of the host and its flags. */
export function pageSettingsForHost(host: string) {
  const environment = environmentForHost(host);
  return { environment, flags: featureFlags(environment) };
}

/** What decides whether developer tools exist for a request; note that the Host header is not enough. */
export interface DevToolsRequest {
  appEnv: string;
  /** CF-Connecting-IP: set by Cloudflare's edge (or `wrangler dev` from its socket), never by the page. */
  clientIp: string;
  hostname: string;
  /** X-Forwarded-For, Forwarded, X-Real-IP or True-Client-IP was present (a proxy or tunnel). */
  forwarded: boolean;
}

const LOOPBACK_IP = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export const isDevAppEnv = (appEnv: string) => appEnv === "development" || appEnv === "test";

/** Sent by a process on this machine straight to the Worker (no proxy, no tunnel in between). */
export const fromLoopbackClient = (r: Omit<DevToolsRequest, "appEnv">) =>
  LOOPBACK_IP.test(r.clientIp.trim()) && !r.forwarded && LOOPBACK_HOSTS.has(r.hostname);

/** Developer tools: APP_ENV development or test AND a loopback client; the environment of the host plays no part. */
export const devToolsAllowed = (r: DevToolsRequest) => isDevAppEnv(r.appEnv) && fromLoopbackClient(r);
