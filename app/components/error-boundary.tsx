import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";

type StatusHandler = (info: { error: ErrorResponse }) => React.ReactNode;

/** The one error boundary: routes pass their own 403/404 messages; anything else is the router's default text. */
export function GeneralErrorBoundary({
  statusHandlers = {},
}: {
  statusHandlers?: Record<number, StatusHandler>;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return <div className="mx-auto max-w-xl p-8">{handler({ error })}</div>;
    return (
      <div className="mx-auto max-w-xl p-8" role="alert">
        <h1 className="text-2xl font-semibold">
          {error.status} {error.statusText}
        </h1>
        {typeof error.data === "string" ? <p className="mt-2 text-slate-600">{error.data}</p> : null}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl p-8" role="alert">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
    </div>
  );
}
