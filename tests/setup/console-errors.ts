// A test that logs console.error fails, unless it said it would. Every vitest layer lists
// tests/setup/fail-on-console-error.ts in setupFiles: it wraps console.error once and, after each
// test, fails the test on a line nobody declared. A test that provokes an error log on purpose says
// so first:
//   allowConsoleError(/provider search failed/)   // may log lines like this (any number, or none)
//   const log = expectConsoleError(/"level":"error"/) // must log at least one; log.lines() reads them
// Declared lines are not printed; undeclared ones are printed as usual and fail the test.
// The state lives on globalThis, so a console.error wrapped by an earlier copy of this module (a
// reused isolate or worker) still reports here.

export type ConsolePattern = string | RegExp;

interface Logged {
  args: unknown[];
  text: string;
}

interface Expectation {
  pattern: ConsolePattern;
  required: boolean;
}

interface ConsoleErrorState {
  /** Recording is on between a test's beforeEach and afterEach. */
  recording: boolean;
  logged: Logged[];
  declared: Expectation[];
}

const KEY = Symbol.for("fairbill.tests.consoleErrors");
const WRAPPED = Symbol.for("fairbill.tests.consoleErrors.wrapped");

function state(): ConsoleErrorState {
  const global = globalThis as unknown as Record<symbol, ConsoleErrorState | undefined>;
  return (global[KEY] ??= { recording: false, logged: [], declared: [] });
}

function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (value && typeof value === "object") {
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

const matches = (pattern: ConsolePattern, text: string) =>
  typeof pattern === "string" ? text.includes(pattern) : new RegExp(pattern.source, pattern.flags).test(text);

const isDeclared = (text: string) => state().declared.some((d) => matches(d.pattern, text));

/** Replaces console.error with a recording wrapper (once per global scope). */
export function installConsoleErrorGuard(): void {
  const current = console.error as typeof console.error & { [WRAPPED]?: true };
  if (current[WRAPPED]) return;
  const original = current.bind(console);
  const guarded = (...args: unknown[]) => {
    const s = state();
    const text = args.map(textOf).join(" ");
    if (s.recording) {
      s.logged.push({ args, text });
      if (isDeclared(text)) return;
    }
    original(...args);
  };
  Object.assign(guarded, { [WRAPPED]: true });
  console.error = guarded;
}

/** Called before each test: nothing logged, nothing declared. */
export function startRecordingConsoleErrors(): void {
  const s = state();
  s.recording = true;
  s.logged = [];
  s.declared = [];
}

/**
 * Called after each test: stops recording and answers what is wrong (undeclared lines, expected
 * lines that never came), or null.
 */
export function stopRecordingConsoleErrors(): string | null {
  const s = state();
  const { logged, declared } = s;
  s.recording = false;
  s.logged = [];
  s.declared = [];
  const problems: string[] = [];
  const stray = logged.filter((l) => !declared.some((d) => matches(d.pattern, l.text)));
  if (stray.length)
    problems.push(
      `console.error was called ${stray.length} time(s) without allowConsoleError()/expectConsoleError():`,
      ...stray.map((l) => `  ${l.text.split("\n")[0].slice(0, 500)}`),
    );
  for (const d of declared.filter((d) => d.required))
    if (!logged.some((l) => matches(d.pattern, l.text)))
      problems.push(`expected a console.error matching ${String(d.pattern)}, none was logged`);
  return problems.length ? problems.join("\n") : null;
}

/** This test may log console.error lines matching `pattern` (or any line, without one). */
export function allowConsoleError(pattern: ConsolePattern = /[\s\S]*/): void {
  state().declared.push({ pattern, required: false });
}

export interface ConsoleErrorLog {
  /** Each matching call's arguments, in order. */
  calls(): unknown[][];
  /** Each matching call as one line of text (arguments joined by spaces). */
  lines(): string[];
}

/**
 * This test must log at least one console.error line matching `pattern` (any line, without one);
 * the answer reads the matching lines so far.
 */
export function expectConsoleError(pattern: ConsolePattern = /[\s\S]*/): ConsoleErrorLog {
  state().declared.push({ pattern, required: true });
  const matching = () => state().logged.filter((l) => matches(pattern, l.text));
  return {
    calls: () => matching().map((l) => l.args),
    lines: () => matching().map((l) => l.text),
  };
}
