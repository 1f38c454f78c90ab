import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("/api basics", () => {
  it("answers an unknown path with 404 detail", async () => {
    const res = await SELF.fetch("http://local.test/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "Not Found" });
  });

  it("serves the OpenAPI document", async () => {
    const res = await SELF.fetch("http://local.test/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.0.3");
    expect(doc.paths["/api/openapi.json"]).toBeDefined();
  });

  it("rejects unsigned /internal calls", async () => {
    const res = await SELF.fetch("http://local.test/internal/health");
    expect(res.status).toBe(401);
  });
});
