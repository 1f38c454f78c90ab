// Configuration and secrets: https outside development and test, one secret per purpose (internal
// API, gateway, download links), and previous secrets accepted while one is being rotated.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { processDocument } from "#core/contracts/gateway";
import { hmacHex, signRequest, verifySignature } from "#core/signing";
import { ConfigurationError, getConfig } from "~/env.server";
import { serveSignedFile } from "~/services/documents/download.server";
import { callGateway } from "~/services/platform/gateway.server";
import worker from "../../workers/web";
import { signedInUser, uploaded } from "./factories";
import { gatewayWithoutWorkflows, type installFakeGateway } from "./support/fake-gateway";
import { expectConsoleError } from "../setup/console-errors";

const INTERNAL = env.INTERNAL_API_SECRET!;
const GATEWAY = env.GATEWAY_SECRET!;
const DOWNLOAD = env.DOWNLOAD_LINK_SECRET!;
const PREVIOUS = "previous-secret-0123456789abcdef0123456789abcdef";
const UNKNOWN = "unknown-secret-0123456789abcdef0123456789abcdef";

const withEnv = (overrides: Record<string, string | undefined>) => ({ ...env, ...overrides }) as Env;
const production = (overrides: Record<string, string | undefined> = {}) =>
  withEnv({
    APP_ENV: "production",
    APP_URL: "https://app.fairbill.com",
    GATEWAY_URL: "https://orchestrator.fairbill.com",
    STRIPE_SECRET_KEY: "sk_live_fairbill_test",
    STRIPE_WEBHOOK_SECRET: "whsec_fairbill_test",
    ...overrides,
  });

async function send(appEnv: Env, request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, appEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("environment validation", () => {
  it("refuses a plain-http GATEWAY_URL or APP_URL in production and staging", () => {
    for (const appEnv of ["production", "staging"]) {
      expect(() =>
        getConfig(production({ APP_ENV: appEnv, GATEWAY_URL: "http://orchestrator.fairbill.com" })),
      ).toThrow(/GATEWAY_URL: must be https outside development and test/);
      expect(() => getConfig(production({ APP_ENV: appEnv, APP_URL: "http://app.fairbill.com" }))).toThrow(
        /APP_URL: must be https outside development and test/,
      );
    }
    expect(getConfig(production()).isProduction).toBe(true);
  });

  it("allows http on a developer's machine (development and test)", () => {
    expect(getConfig(withEnv({ APP_ENV: "development" })).GATEWAY_URL).toBe("http://127.0.0.1:8788");
    expect(getConfig(env).GATEWAY_URL).toBe("http://127.0.0.1:8788");
  });

  it("needs Stripe's key and webhook secret in production, and a webhook secret with any key", () => {
    expect(() => getConfig(production({ STRIPE_SECRET_KEY: undefined }))).toThrow(
      /STRIPE_SECRET_KEY: is required in production/,
    );
    expect(() => getConfig(production({ STRIPE_WEBHOOK_SECRET: undefined }))).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required in production/,
    );
    expect(() =>
      getConfig(withEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: undefined })),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/);
    expect(getConfig(withEnv({ STRIPE_SECRET_KEY: undefined })).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it("needs a gateway and a download-link secret of their own", () => {
    expect(() => getConfig(withEnv({ GATEWAY_SECRET: undefined }))).toThrow(/GATEWAY_SECRET/);
    expect(() => getConfig(withEnv({ DOWNLOAD_LINK_SECRET: "short" }))).toThrow(
      /DOWNLOAD_LINK_SECRET must be at least 32 characters/,
    );
    expect(() => getConfig(withEnv({ DOWNLOAD_LINK_SECRET: INTERNAL }))).toThrow(
      /each secret must differ from the others/,
    );
  });

  it("answers a misconfigured production Worker with a 500 and a reference, naming the variable in the log only", async () => {
    const logged = expectConsoleError('"error":"ConfigurationError"');
    const res = await send(
      production({ GATEWAY_URL: "http://orchestrator.fairbill.com" }),
      new Request("https://app.fairbill.com/api/auth/google"),
    );
    expect(res.status).toBe(500);
    const body = (await res.json()) as { detail: string; reference: string };
    expect(body.detail).toBe("Internal Server Error");
    expect(JSON.stringify(body)).not.toContain("GATEWAY_URL");
    const line = logged
      .calls()
      .map((call) => String(call[0]))
      .find((l) => l.includes(body.reference));
    expect(JSON.parse(line!)).toMatchObject({
      error: "ConfigurationError",
      message: expect.stringContaining("GATEWAY_URL"),
    });
  });

  it("marks configuration errors as safe to log", () => {
    expect(() => getConfig(withEnv({ APP_ENV: "nope" }))).toThrow(ConfigurationError);
  });
});

describe("/internal accepts only the internal API's secret", () => {
  const signed = async (secret: string, appEnv = env) => {
    const headers = await signRequest(secret, "GET", "/internal/health", "");
    return send(appEnv, new Request("http://local.test/internal/health", { headers }));
  };

  it("refuses the gateway's and the download links' secrets", async () => {
    expect((await signed(INTERNAL)).status).toBe(200);
    expect((await signed(GATEWAY)).status).toBe(401);
    expect((await signed(DOWNLOAD)).status).toBe(401);
  });

  it("still accepts the previous secret during a rotation, and never an unknown one", async () => {
    const rotating = withEnv({ INTERNAL_API_SECRET_PREVIOUS: `${UNKNOWN.slice(0, 10)}-old,${PREVIOUS}` });
    expect((await signed(PREVIOUS, rotating)).status).toBe(200);
    expect((await signed(INTERNAL, rotating)).status).toBe(200);
    expect((await signed(PREVIOUS)).status).toBe(401);
    expect((await signed(UNKNOWN, rotating)).status).toBe(401);
  });
});

describe("the Worker signs gateway calls with the gateway's secret", () => {
  afterEach(() => vi.restoreAllMocks());

  it("uses GATEWAY_SECRET, which the internal API's and download links' secrets do not match", async () => {
    let seen: Request | undefined;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      seen = new Request(input, init);
      return Response.json({ workflowId: "document-d1", runId: "r1", status: "started" });
    });
    await callGateway(env, processDocument, { params: { documentId: "d1" }, body: { userId: "u1" } });
    const body = await seen!.clone().text();
    const check = (secret: string) =>
      verifySignature(secret, "POST", "/documents/d1/process", body, seen!.headers);
    expect(await check(GATEWAY)).toEqual({ ok: true });
    expect((await check(INTERNAL)).ok).toBe(false);
    expect((await check(DOWNLOAD)).ok).toBe(false);
  });
});

describe("download links are signed with DOWNLOAD_LINK_SECRET", () => {
  let gateway: ReturnType<typeof installFakeGateway>;
  beforeEach(() => {
    gateway = gatewayWithoutWorkflows();
  });
  afterEach(() => gateway.restore());

  async function documentWithFile() {
    const { token } = await signedInUser("download-secret");
    return uploaded(token);
  }
  const expires = () => Math.floor(Date.now() / 1000) + 120;
  const status = (appEnv: Env, id: string, exp: number, sig: string) =>
    serveSignedFile(appEnv, id, exp, sig, true).then(
      (res) => res.status,
      (error: { status?: number }) => error.status,
    );

  it("refuses a link signed with another purpose's secret or an unknown one", async () => {
    const id = await documentWithFile();
    const exp = expires();
    expect(await status(env, id, exp, await hmacHex(DOWNLOAD, `${id}\n${exp}`))).toBe(200);
    for (const secret of [INTERNAL, GATEWAY, UNKNOWN])
      expect(await status(env, id, exp, await hmacHex(secret, `${id}\n${exp}`))).toBe(403);
  });

  it("keeps links made with the previous secret working during a rotation", async () => {
    const id = await documentWithFile();
    const exp = expires();
    const byPrevious = await hmacHex(PREVIOUS, `${id}\n${exp}`);
    expect(await status(withEnv({ DOWNLOAD_LINK_SECRET_PREVIOUS: PREVIOUS }), id, exp, byPrevious)).toBe(200);
    expect(await status(env, id, exp, byPrevious)).toBe(403);
  });
});
