import { OPERATORS_ONLY } from "~/services/ops/messages";
import { GeneralErrorBoundary } from "./error-boundary";

/** The /ops pages' error boundary: 403 says "Operators only"; a page may add its own 404 text. */
export function OperatorsOnlyBoundary({ notFound }: { notFound?: string }) {
  const handlers: Record<number, () => JSX.Element> = {
    403: () => (
      <p role="alert" className="text-lg font-semibold">
        {OPERATORS_ONLY}
      </p>
    ),
  };
  if (notFound) handlers[404] = () => <p className="text-lg font-semibold">{notFound}</p>;
  return <GeneralErrorBoundary statusHandlers={handlers} />;
}
