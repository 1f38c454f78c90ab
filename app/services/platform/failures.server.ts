// How a service failure reaches a bills or family screen: only an ApiError's own detail is shown;
// anything else (a database error, a bug) falls back to the screen's default message.
import { ApiError } from "~/api/http";

export interface Failure {
  status: number;
  /** `detail.error` of a structured detail, e.g. 'USAGE_LIMIT_EXCEEDED'. */
  code?: string;
  /** A string detail, or `detail.message` of a structured one. */
  detail?: string;
}

export function describeFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { status: 500 };
  const detail = error.detail;
  if (typeof detail === "string") return { status: error.status, detail };
  if (detail && typeof detail === "object") {
    const { error: code, message } = detail as { error?: unknown; message?: unknown };
    return {
      status: error.status,
      code: typeof code === "string" ? code : undefined,
      detail: typeof message === "string" ? message : undefined,
    };
  }
  return { status: error.status };
}

export function failureDetail(error: unknown): string | undefined {
  return describeFailure(error).detail;
}

/** Logs what failed without health data: the error class and status only. */
export function logFailure(what: string, error: unknown): void {
  const { status } = describeFailure(error);
  console.error(what, error instanceof Error ? error.name : "unknown", status);
}
