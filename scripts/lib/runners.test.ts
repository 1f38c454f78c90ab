import { describe, expect, it } from "vitest";
import { countPlaywright, countVitest, settle, summarize } from "./runners.mjs";

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
