import { describe, expect, it } from "vitest";
import { join } from "node:path";
import {
  countPlaywright,
  countVitest,
  failuresPlaywright,
  failuresVitest,
  settle,
  summarize,
} from "./runners.mjs";

describe("counting a vitest report", () => {
  it("takes passed and failed tests from the report", () => {
    const report = {
      numPassedTests: 7,
      numFailedTests: 2,
      testResults: [{ status: "failed", assertionResults: [{ status: "failed" }, { status: "passed" }] }],
    };
    expect(countVitest(report)).toEqual({ passed: 7, failed: 2 });
  });

  it("counts a test file that failed to load (no failed test inside) as one failure", () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [
        { status: "passed", assertionResults: [{ status: "passed" }] },
        { status: "failed", assertionResults: [] },
      ],
    };
    expect(countVitest(report)).toEqual({ passed: 3, failed: 1 });
  });
});

describe("counting a Playwright report", () => {
  it("counts unexpected results as failures and expected ones as passes", () => {
    expect(
      countPlaywright({ stats: { expected: 4, unexpected: 1, flaky: 0, skipped: 2 }, errors: [] }),
    ).toEqual({
      passed: 4,
      failed: 1,
    });
  });

  it("counts a global error (e.g. a broken config) as a failure", () => {
    expect(countPlaywright({ stats: { expected: 0, unexpected: 0 }, errors: [{ message: "boom" }] })).toEqual(
      {
        passed: 0,
        failed: 1,
      },
    );
  });
});

describe("settling a runner", () => {
  it("turns a crash without a report into one failure", () => {
    expect(settle(1, undefined, "vitest")).toMatchObject({ passed: 0, failed: 1 });
  });

  it("turns a non-zero exit with a clean report into one failure", () => {
    expect(settle(124, { passed: 5, failed: 0 }, "vitest")).toMatchObject({ passed: 5, failed: 1 });
  });

  it("keeps the report's counts when the exit code agrees", () => {
    expect(settle(1, { passed: 5, failed: 2 }, "vitest")).toEqual({ passed: 5, failed: 2 });
    expect(settle(0, { passed: 5, failed: 0 }, "vitest")).toEqual({ passed: 5, failed: 0 });
  });
});

describe("the closing summary", () => {
  it("sums every layer and ends with exactly `N passed, N failed`", () => {
    const { text, passed, failed } = summarize([
      { name: "lint", passed: 1, failed: 0 },
      { name: "unit", passed: 12, failed: 1 },
      { name: "workflows", skipped: true, note: "no vitest.workflows.config.ts" },
      { name: "e2e", passed: 0, failed: 1, note: "playwright exited 1 without a report" },
    ]);
    expect([passed, failed]).toEqual([13, 2]);
    const lines = text.split("\n");
    expect(lines.at(-1)).toBe("13 passed, 2 failed");
    expect(lines.find((l) => l.includes("workflows"))).toContain("skipped");
  });
});

describe("naming what failed", () => {
  it("names each failed vitest test with the first line of its error, and a file that failed to load", () => {
    const report = {
      testResults: [
        {
          name: join(process.cwd(), "tests/stack/document-restart.test.ts"),
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "reads a bill" },
            {
              status: "failed",
              fullName: "documents reads a digital bill",
              failureMessages: [
                "\u001b[31mError: timed out waiting for extraction\u001b[39m\n    at waitFor (stack.ts:1)",
              ],
            },
          ],
        },
        {
          name: join(process.cwd(), "tests/unit/broken.test.ts"),
          status: "failed",
          message: "\nSyntaxError: x",
          assertionResults: [],
        },
      ],
    };
    expect(failuresVitest(report)).toEqual([
      "tests/stack/document-restart.test.ts › documents reads a digital bill: Error: timed out waiting for extraction",
      "tests/unit/broken.test.ts: SyntaxError: x",
    ]);
  });

  it("names each unexpected Playwright test, however deep its suite, and a global error", () => {
    const report = {
      errors: [{ message: "config broke" }],
      suites: [
        {
          title: "bills.spec.ts",
          file: "bills.spec.ts",
          specs: [
            { title: "lists bills", file: "bills.spec.ts", tests: [{ status: "expected", results: [] }] },
          ],
          suites: [
            {
              title: "filters",
              specs: [
                {
                  title: "filters by date",
                  file: "bills.spec.ts",
                  tests: [
                    {
                      status: "unexpected",
                      results: [{ error: { message: "AbortError: signal is aborted\nstack" } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failuresPlaywright(report)).toEqual([
      "config broke",
      "bills.spec.ts › filters by date: AbortError: signal is aborted",
    ]);
  });

  it("prints the failures under their layer and still ends with `N passed, N failed`", () => {
    const failures = Array.from({ length: 10 }, (_, i) => `a.test.ts › test ${i}: boom`);
    const { text } = summarize([
      { name: "unit", passed: 3, failed: 0 },
      { name: "stack", passed: 0, failed: 10, failures },
    ]);
    const lines = text.split("\n");
    expect(lines[2]).toBe("      ✗ a.test.ts › test 0: boom");
    expect(lines).toContain("      … and 2 more");
    expect(lines.at(-1)).toBe("3 passed, 10 failed");
  });
});
