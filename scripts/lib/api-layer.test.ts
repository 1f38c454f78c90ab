import { afterEach, describe, expect, it } from "vitest";
import { ensureSchemathesis, runApiLayer } from "./api-layer.mjs";

const path = process.env.PATH;
afterEach(() => {
  process.env.PATH = path;
});

describe("the api layer without pip", () => {
  it("fails with a note saying why, instead of skipping silently", async () => {
    process.env.PATH = "/nonexistent";
    const missing = await ensureSchemathesis();
    expect(missing).toBeInstanceOf(Error);
    expect(await runApiLayer({ baseUrl: "http://127.0.0.1:1", timeoutMs: 1000, fuzzSeconds: 30 })).toEqual({
      passed: 0,
      failed: 1,
      note: "python3 with pip is missing: cannot install schemathesis for the API fuzz",
    });
  });
});
