// The dev loop hands the Worker pipeline the request workerd would, and writes its answer back.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeToRequest, responseToNode } from "./node-http";
import { installWorkerdGlobals } from "./workerd-globals";

let server: Server;
let base: string;
const seen: { ip: string | null; method: string; body: string; host: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const request = nodeToRequest(req, res);
    void (async () => {
      const body = request.body ? await new Response(request.body).text() : "";
      seen.push({
        ip: request.headers.get("cf-connecting-ip"),
        method: request.method,
        body,
        host: new URL(request.url).host,
      });
      const headers = new Headers({ "content-type": "text/plain" });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      await responseToNode(new Response(`echo:${body}`, { status: 201, headers }), res);
    })();
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe("node requests for the Worker pipeline", () => {
  it("takes CF-Connecting-IP from the socket, never from the client", async () => {
    const res = await fetch(`${base}/x`, { headers: { "cf-connecting-ip": "203.0.113.9" } });
    expect(res.status).toBe(201);
    expect(seen.at(-1)).toMatchObject({ ip: "127.0.0.1", method: "GET", host: base.slice(7) });
  });

  it("streams a POST body through and keeps every Set-Cookie", async () => {
    const res = await fetch(`${base}/form`, { method: "POST", body: "a=1&b=2" });
    expect(await res.text()).toBe("echo:a=1&b=2");
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(seen.at(-1)).toMatchObject({ method: "POST", body: "a=1&b=2" });
  });
});

describe("a GET that carries a body", () => {
  it("keeps the body, as workerd does, so the pipeline can refuse it", async () => {
    const { request } = await import("node:http");
    const status = await new Promise<number>((ok, fail) => {
      const req = request(
        `${base}/api/x`,
        { method: "GET", headers: { "content-type": "text/plain", "content-length": "5" } },
        (res) => {
          res.resume();
          ok(res.statusCode ?? 0);
        },
      );
      req.on("error", fail);
      req.end("hello");
    });
    expect(status).toBe(201);
    expect(seen.at(-1)).toMatchObject({ method: "GET", body: "hello" });
  });
});

describe("workerd-like globals", () => {
  it("let a Request take a stream body without `duplex`, as workerd does", async () => {
    installWorkerdGlobals();
    const body = new Blob(["streamed"]).stream();
    const request = new Request("http://127.0.0.1/", { method: "POST", body });
    expect(await request.text()).toBe("streamed");
  });
});
