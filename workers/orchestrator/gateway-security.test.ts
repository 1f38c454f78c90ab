// The gateway verifies the Worker's calls with GATEWAY_SECRET (and its previous values during a
// rotation) only: the internal API's secret, which activities hold, cannot drive workflows. Its
// failures are logged as summaries under the reference it answers.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signedFetch, verificationKeys } from "#core/signing";
import { listeningGateway } from "./test-gateway";
import { expectConsoleError } from "../../tests/setup/console-errors";

const GATEWAY = "gateway-secret-0123456789abcdef0123456789abcdef";
const PREVIOUS = "previous-gateway-secret-0123456789abcdef012345";
const INTERNAL = "internal-secret-0123456789abcdef0123456789abcde";

let gateway: Awaited<ReturnType<typeof listeningGateway>>;
let base: string;
let healthFails = false;
beforeAll(async () => {
  gateway = await listeningGateway(
    verificationKeys(GATEWAY, PREVIOUS),
    () => {
      throw new Error("Temporal refused workflow document-1 for jane.doe@example.com");
    },
    async () => {
      if (healthFails) throw new Error("health probe saw jane.doe@example.com");
      return { temporal: false, worker: "STARTING" };
    },
  );
  base = gateway.base;
});
afterAll(() => gateway.close());

// A signed call to a path no route serves: 404 once the signature passes, 401 before.
const statusWith = async (secret: string) => (await signedFetch(secret, base, "GET", "/no-such-verb")).status;

describe("gateway signatures", () => {
  it("accepts the gateway secret and, during a rotation, its previous value", async () => {
    expect(await statusWith(GATEWAY)).toBe(404);
    expect(await statusWith(PREVIOUS)).toBe(404);
  });

  it("refuses the internal API's secret and unknown secrets", async () => {
    expect(await statusWith(INTERNAL)).toBe(401);
    expect(await statusWith("unknown-secret-0123456789abcdef0123456789abcd")).toBe(401);
  });
});

describe("gateway errors", () => {
  afterEach(() => {
    healthFails = false;
    vi.restoreAllMocks();
  });

  it("answers an unexpected failure with a reference and logs a summary without its message", async () => {
    const logged = expectConsoleError();
    healthFails = true;
    const res = await fetch(`${base}/health`);
    expect(res.status).toBe(500);
    const body = (await res.json()) as { detail: string; reference: string };
    expect(body).toEqual({
      detail: "Internal Server Error",
      reference: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    const text = logged
      .calls()
      .map((c) => String(c[0]))
      .join("\n");
    expect(text).toContain(body.reference);
    expect(text).not.toContain("jane.doe@example.com");
  });

  it("logs a failing Temporal call as a summary under the reference it answers", async () => {
    const logged = expectConsoleError();
    const res = await signedFetch(GATEWAY, base, "GET", "/ops/workflows?query=");
    expect(res.status).toBe(503);
    const { detail, reference } = (await res.json()) as { detail: string; reference: string };
    expect(detail).toBe("Temporal unavailable");
    const line = logged
      .calls()
      .map((c) => String(c[0]))
      .find((l) => l.includes(reference));
    expect(JSON.parse(line!)).toMatchObject({ where: "gateway temporal", error: "Error" });
    expect(line).not.toContain("jane.doe@example.com");
  });
});
