import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import { errorReferenceOf } from "#core/error-log";

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
    const reference = error.status === 500 ? errorReferenceOf(error.data) : null;
    if (reference) return <UnexpectedError reference={reference} />;
    return (
      <div className="mx-auto max-w-xl p-8" role="alert">
        <h1 className="text-2xl font-semibold">
          {error.status} {error.statusText}
        </h1>
        {typeof error.data === "string" ? <p className="mt-2 text-slate-600">{error.data}</p> : null}
      </div>
    );
  }
  return <UnexpectedError />;
}

/** The router's default text (spec 000), with the reference that finds the server's log line. */
function UnexpectedError({ reference }: { reference?: string }) {
  return (
    <div className="mx-auto max-w-xl p-8" role="alert">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      {reference ? (
        <p className="mt-2 text-slate-600">
          Error reference: <code data-testid="error-reference">{reference}</code>
        </p>
      ) : null}
    </div>
  );
}
