// The gateway verifies the Worker's calls with GATEWAY_SECRET (and its previous values during a
// rotation) only: the internal API's secret, which activities hold, cannot drive workflows.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedFetch, verificationKeys } from "#core/signing";
import { createGateway } from "./gateway";

const GATEWAY = "gateway-secret-0123456789abcdef0123456789abcdef";
const PREVIOUS = "previous-gateway-secret-0123456789abcdef012345";
const INTERNAL = "internal-secret-0123456789abcdef0123456789abcde";

let server: Server;
let base: string;
beforeAll(async () => {
  server = createGateway({
    secret: verificationKeys(GATEWAY, PREVIOUS),
    client: () => {
      throw new Error("no Temporal in this test");
    },
    health: async () => ({ temporal: false, worker: "STARTING" }),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
