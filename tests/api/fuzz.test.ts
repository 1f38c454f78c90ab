// `npm test`'s API fuzz (issue 10 §6): schemathesis over every operation of /api/openapi.json,
// signed in as a verified premium user with a bearer token; each operation passes when no
// generated request gave a server error or an answer the document does not declare.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { send, verifiedAccount, type Account } from "./accounts";
import { fuzzableDocument, runSchemathesis, type FuzzRun } from "./fuzz";
import type { OpenApiDocument } from "./request-values";
import { createFixtures } from "./resources";

const BASE = process.env.API_BASE_URL;
const TOOL_DIR = process.env.SCHEMATHESIS_PATH;
if (!BASE || !TOOL_DIR)
  throw new Error("API_BASE_URL and SCHEMATHESIS_PATH are set by `npm test -- --only=api`");
const MAX_SECONDS = Number(process.env.API_FUZZ_SECONDS ?? 120);

const served = (await fetch(new URL("/api/openapi.json", BASE)).then((r) => r.json())) as OpenApiDocument;
const { doc, skipped } = fuzzableDocument(served);
const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
);

let account: Account;
let run: FuzzRun;

beforeAll(
  async () => {
    account = await verifiedAccount(BASE, "fuzz");
    const fixtures = await createFixtures(BASE, account, "Fuzz");
    process.stdout.write(
      `fuzzing ${operations.length} operations for ${MAX_SECONDS} s; left out: ${skipped.join(", ")}\n`,
    );
    run = await runSchemathesis({
      base: BASE,
      token: account.token,
      doc,
      fixtures,
      python: process.env.SCHEMATHESIS_PYTHON ?? "python3",
      toolDir: TOOL_DIR,
      outDir: join(process.cwd(), ".test-output", "api-fuzz"),
      maxSeconds: MAX_SECONDS,
      seed: process.env.API_FUZZ_SEED,
    });
  },
  (MAX_SECONDS + 300) * 1000,
);

describe("API fuzz (schemathesis)", () => {
  it("leaves out only the operations that end the session and the dev-only tools", () => {
    for (const [path, ops] of Object.entries(served.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const marked = Boolean(op["x-fairbill-ends-session"] || op["x-fairbill-dev-only"]);
        expect(skipped.includes(`${method.toUpperCase()} ${path}`)).toBe(marked);
      }
    }
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations)("%s: no server error or schema violation", (operation) => {
    expect(
      run.cases.has(operation),
      `schemathesis reported nothing for ${operation} (exit ${run.code})`,
    ).toBe(true);
    expect(run.cases.get(operation), operation).toBeNull();
  });

  it("no server error either for the methods a path does not declare", () => {
    const others = [...run.cases].filter(([name, failure]) => failure !== null && !operations.includes(name));
    expect(others.map(([name, failure]) => `${name}: ${failure?.slice(0, 300)}`)).toEqual([]);
  });

  it("the fuzz user is still signed in afterwards", async () => {
    expect((await send(BASE, "GET", "/api/auth/me", { token: account.token })).status).toBe(200);
  });
});
