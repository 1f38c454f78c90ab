// Readiness checks of the local stack: a status or 0, never a wait without end.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { httpStatus, varArgs } from "./services.mjs";

describe("httpStatus", () => {
  it("gives up on an answer whose body never ends", async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200);
      res.write("still rendering");
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    const started = Date.now();
    const status = await httpStatus(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, 300);
    expect(status).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    server.closeAllConnections();
    server.close();
  });

  it("is 0 when nothing listens", async () => {
    expect(await httpStatus("http://127.0.0.1:9/", 300)).toBe(0);
  });
});

describe("varArgs", () => {
  it("turns vars into --var KEY:VALUE and leaves out undefined ones", () => {
    expect(varArgs({ APP_ENV: "development", GOOGLE_ISSUER: undefined })).toEqual([
      "--var",
      "APP_ENV:development",
    ]);
  });
});
