// .dev.vars: the local secrets of the Worker and the orchestrator (docs/decisions/017). Parsed with
// dotenv, the parser wrangler itself reads .dev.vars with, loaded on first use (after `npm ci`).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { repoRoot, say } from "./proc.mjs";

const require = createRequire(import.meta.url);

/** Parses a dotenv file (KEY=VALUE, quotes, # comments, `export`); {} when it does not exist. */
export function readVarsFile(path) {
  if (!existsSync(path)) return {};
  return require("dotenv").parse(readFileSync(path));
}

export function writeVarsFile(path, vars) {
  mkdirSync(dirname(path), { recursive: true });
  const body = Object.entries(vars)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${JSON.stringify(String(value))}`)
    .join("\n");
  writeFileSync(path, `${body}\n`, { mode: 0o600 });
}

export function randomSecret() {
  return randomBytes(32).toString("hex");
}

/** 32 random bytes in base64: the AES-256 key of the Temporal payload codec. */
export function randomPayloadKey() {
  return randomBytes(32).toString("base64");
}

/** A webhook signing secret shaped like Stripe's: `whsec_` and 64 hex digits (the local checkout signs with it). */
export function randomWebhookSecret() {
  return `whsec_${randomBytes(32).toString("hex")}`;
}

/** 20 random bytes in base32 (RFC 4648, unpadded): an operator's TOTP secret (decision 012). */
export function randomTotpSecret() {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...randomBytes(20)].map((b) => b.toString(2).padStart(8, "0")).join("");
  return (bits.match(/.{5}/g) ?? []).map((chunk) => alphabet[parseInt(chunk, 2)]).join("");
}

/** Secrets .dev.vars must hold, one per purpose (docs/decisions/017), each with its generator. */
const GENERATED_SECRETS = [
  ["INTERNAL_API_SECRET", randomSecret, "signs the orchestrator's calls to /internal"],
  ["GATEWAY_SECRET", randomSecret, "signs the Worker's calls to the gateway"],
  ["DOWNLOAD_LINK_SECRET", randomSecret, "signs 5-minute document links"],
  ["TEMPORAL_PAYLOAD_KEY", randomPayloadKey, "encrypts Temporal payloads"],
  [
    "STRIPE_WEBHOOK_SECRET",
    randomWebhookSecret,
    "signs the local checkout's webhooks; with a real STRIPE_SECRET_KEY put Stripe's whsec_ here",
  ],
];

/** Appends lines to the file, starting on a line of their own. */
function appendLines(path, lines) {
  const text = readFileSync(path, "utf8");
  writeFileSync(path, text.endsWith("\n") || text === "" ? text + lines : `${text}\n${lines}`, {
    mode: 0o600,
  });
}

/**
 * Creates .dev.vars once, and adds each secret it lacks (older checkouts); an existing value is
 * never overwritten.
 */
export function ensureDevVars(path = join(repoRoot, ".dev.vars")) {
  if (!existsSync(path)) {
    say("creating .dev.vars with random local secrets");
    const header =
      "# Local secrets for `wrangler dev` (never committed). Real keys go here too, e.g. STRIPE_SECRET_KEY.\n";
    writeFileSync(path, `${header}OPERATOR_EMAILS=ops@fairbill.local\n`, { mode: 0o600 });
  }
  const present = readVarsFile(path);
  const missing = GENERATED_SECRETS.filter(([name]) => !present[name]);
  for (const [name, , purpose] of missing) say(`adding a random ${name} to .dev.vars (${purpose})`);
  if (missing.length)
    appendLines(path, missing.map(([name, generate]) => `${name}=${generate()}\n`).join(""));
  const vars = readVarsFile(path);
  if (!vars.OPERATOR_TOTP_SECRETS) {
    const operator = (vars.OPERATOR_EMAILS ?? "").split(",")[0]?.trim() || "ops@fairbill.local";
    say(`adding a TOTP secret for ${operator} to .dev.vars (OPERATOR_TOTP_SECRETS, the /ops second factor)`);
    appendLines(path, `OPERATOR_TOTP_SECRETS=${operator}:${randomTotpSecret()}\n`);
  }
  return readVarsFile(path);
}
