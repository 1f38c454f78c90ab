import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { availableParallelism } from "node:os";
import { readConfig } from "./config";

const INTERNAL = "i".repeat(64);
const GATEWAY = "g".repeat(64);

/** A production deployment as the README describes it; each test breaks one thing. */
const production = (overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv => ({
  APP_ENV: "production",
  INTERNAL_API_SECRET: INTERNAL,
  GATEWAY_SECRET: GATEWAY,
  WEB_URL: "https://app.fairbill.com",
  TEMPORAL_ADDRESS: "fairbill.a1b2c.tmprl.cloud:7233",
  TEMPORAL_API_KEY: "temporal-cloud-key",
  TEMPORAL_PAYLOAD_KEY: randomBytes(32).toString("base64"),
  ...overrides,
});

describe("orchestrator configuration", () => {
  it("starts in production with https, TLS to Temporal and one secret per purpose", () => {
    const config = readConfig(production());
    expect(config).toMatchObject({ appEnv: "production", temporalTls: true, internalApiSecret: INTERNAL });
    expect(config.gatewayKeys).toEqual([GATEWAY]);
  });

  it("refuses to start in production with a plain-http WEB_URL", () => {
    expect(() => readConfig(production({ WEB_URL: "http://app.fairbill.com" }))).toThrow(
      /WEB_URL must be https when APP_ENV is production/,
    );
  });

  it("refuses to start in production (and staging) without TLS to Temporal", () => {
    const plain = { TEMPORAL_API_KEY: undefined, TEMPORAL_TLS: undefined };
    expect(() => readConfig(production(plain))).toThrow(/Temporal needs TLS when APP_ENV is production/);
    expect(() => readConfig(production({ ...plain, APP_ENV: "staging" }))).toThrow(/Temporal needs TLS/);
    expect(readConfig(production({ ...plain, TEMPORAL_TLS: "true" })).temporalTls).toBe(true);
  });

  it("reads as many documents at once as the machine has cores unless READING_CONCURRENCY says", () => {
    expect(readConfig(production()).readingConcurrency).toBe(Math.max(1, availableParallelism()));
    expect(readConfig(production({ READING_CONCURRENCY: "3" })).readingConcurrency).toBe(3);
    for (const bad of ["0", "-1", "1.5", "lots", "65"]) {
      expect(() => readConfig(production({ READING_CONCURRENCY: bad }))).toThrow(
        /READING_CONCURRENCY must be 1\.\.64/,
      );
    }
  });

  it("treats a missing APP_ENV as production", () => {
    expect(() => readConfig(production({ APP_ENV: undefined, WEB_URL: "http://127.0.0.1:8787" }))).toThrow(
      /WEB_URL must be https when APP_ENV is production/,
    );
    expect(() => readConfig(production({ APP_ENV: "prod" }))).toThrow(/APP_ENV must be development/);
  });

  it("allows plain http and a local Temporal without TLS in development and test", () => {
    for (const appEnv of ["development", "test"]) {
      const config = readConfig(
        production({
          APP_ENV: appEnv,
          WEB_URL: "http://127.0.0.1:8787",
          TEMPORAL_ADDRESS: "127.0.0.1:7233",
          TEMPORAL_API_KEY: undefined,
        }),
      );
      expect(config).toMatchObject({ appEnv, temporalTls: false, webUrl: "http://127.0.0.1:8787" });
    }
  });

  it("needs its own gateway secret, distinct from the internal API secret, with previous keys for rotation", () => {
    expect(() => readConfig(production({ GATEWAY_SECRET: undefined }))).toThrow(
      /GATEWAY_SECRET must be at least 32 characters/,
    );
    expect(() => readConfig(production({ GATEWAY_SECRET: INTERNAL }))).toThrow(
      /GATEWAY_SECRET must differ from INTERNAL_API_SECRET/,
    );
    const rotating = readConfig(
      production({ GATEWAY_SECRET_PREVIOUS: `${"o".repeat(64)}, ${"p".repeat(64)}` }),
    );
    expect(rotating.gatewayKeys).toEqual([GATEWAY, "o".repeat(64), "p".repeat(64)]);
  });
});
