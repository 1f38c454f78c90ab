// In every vitest config's setupFiles: a test that logs console.error without declaring it fails
// (tests/setup/console-errors.ts has allowConsoleError and expectConsoleError).
import { afterEach, beforeEach } from "vitest";
import {
  installConsoleErrorGuard,
  startRecordingConsoleErrors,
  stopRecordingConsoleErrors,
} from "./console-errors";

installConsoleErrorGuard();

beforeEach(() => {
  startRecordingConsoleErrors();
});

afterEach(() => {
  const problem = stopRecordingConsoleErrors();
  if (problem) throw new Error(problem);
});
