// .dev.vars on a fresh clone and on an older checkout: every purpose gets its own secret, and a
// developer's own values are never replaced.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureDevVars, readVarsFile, writeVarsFile } from "./dev-vars.mjs";

const dirs: string[] = [];
function devVarsPath() {
  const dir = mkdtempSync(join(tmpdir(), "fairbill-devvars-"));
  dirs.push(dir);
  return join(dir, ".dev.vars");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
vi.spyOn(process.stdout, "write").mockImplementation(() => true);

const SECRETS = ["INTERNAL_API_SECRET", "GATEWAY_SECRET", "DOWNLOAD_LINK_SECRET"];

describe(".dev.vars", () => {
  it("is created with a different random secret per purpose and a payload key", () => {
    const vars = ensureDevVars(devVarsPath());
    for (const name of SECRETS) expect(vars[name]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(SECRETS.map((name) => vars[name])).size).toBe(3);
    expect(Buffer.from(vars.TEMPORAL_PAYLOAD_KEY, "base64")).toHaveLength(32);
    expect(vars.OPERATOR_EMAILS).toBe("ops@fairbill.local");
    expect(vars.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_[0-9a-f]{64}$/);
  });

  it("adds a local webhook secret to an older checkout and keeps a real one", () => {
    const older = devVarsPath();
    writeFileSync(older, "INTERNAL_API_SECRET=mine-0123456789abcdef0123456789abcdef\n");
    const first = ensureDevVars(older).STRIPE_WEBHOOK_SECRET;
    expect(first).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(ensureDevVars(older).STRIPE_WEBHOOK_SECRET).toBe(first);
    const real = devVarsPath();
    writeFileSync(real, "STRIPE_SECRET_KEY=sk_test_x\nSTRIPE_WEBHOOK_SECRET=whsec_from_stripe\n");
    expect(ensureDevVars(real).STRIPE_WEBHOOK_SECRET).toBe("whsec_from_stripe");
  });

  it("gains the secrets an older checkout lacks without touching the values already there", () => {
    const path = devVarsPath();
    writeFileSync(
      path,
      "INTERNAL_API_SECRET=mine-0123456789abcdef0123456789abcdef\nSTRIPE_SECRET_KEY=sk_test_x",
    );
    const vars = ensureDevVars(path);
    expect(vars.INTERNAL_API_SECRET).toBe("mine-0123456789abcdef0123456789abcdef");
    expect(vars.STRIPE_SECRET_KEY).toBe("sk_test_x");
    expect(vars.GATEWAY_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(vars.DOWNLOAD_LINK_SECRET).toMatch(/^[0-9a-f]{64}$/);
    const again = ensureDevVars(path);
    expect(again).toEqual(vars);
    expect(readFileSync(path, "utf8").match(/GATEWAY_SECRET=/g)).toHaveLength(1);
  });
});

describe("reading a vars file (dotenv, as wrangler reads .dev.vars)", () => {
  it("takes quotes, comments and `export` the way wrangler does", () => {
    const path = devVarsPath();
    writeFileSync(
      path,
      ["# a comment", "export PLAIN=value # trailing note", 'DOUBLE="a b=c"', "SINGLE='x#y'", "EMPTY="].join(
        "\n",
      ),
    );
    expect(readVarsFile(path)).toEqual({ PLAIN: "value", DOUBLE: "a b=c", SINGLE: "x#y", EMPTY: "" });
  });

  it("reads back what writeVarsFile wrote, and nothing for a missing file", () => {
    const path = devVarsPath();
    writeVarsFile(path, { APP_ENV: "test", URL: "http://127.0.0.1:8797", SKIPPED: undefined });
    expect(readVarsFile(path)).toEqual({ APP_ENV: "test", URL: "http://127.0.0.1:8797" });
    expect(readVarsFile(`${path}.missing`)).toEqual({});
  });
});
