// The console.error guard inside workerd (tests/setup/console-errors.test.ts proves it in Node):
// a stray line fails its test, a declared one does not, and so does a line the Worker logs while
// answering a request through SELF.
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { allowConsoleError, expectConsoleError } from "../setup/console-errors";
import { signedInUser } from "./factories";

it.fails("a stray console.error fails the test it is logged in (this test is expected to fail)", () => {
  console.error("stray line, on purpose: this test is expected to fail");
});

it("a declared console.error does not", () => {
  allowConsoleError(/^declared line$/);
  console.error("declared line");
});

it("records what the Worker logs while it answers through SELF", async () => {
  const log = expectConsoleError(/^provider search failed/);
  const user = await signedInUser("guard");
  // The search's own table gone: the Worker answers an empty list and logs the failure.
  await env.DB.prepare("ALTER TABLE nppes_providers_fts RENAME TO nppes_providers_fts_gone").run();
  try {
    const res = await user.api("GET", "/api/providers/search?query=wiebe");
    expect(res.status).toBe(200);
  } finally {
    await env.DB.prepare("ALTER TABLE nppes_providers_fts_gone RENAME TO nppes_providers_fts").run();
  }
  expect(log.lines()).toEqual(["provider search failed Error"]);
});
