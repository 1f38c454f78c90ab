// /ops/codec/decode: the Temporal Web UI's codec endpoint (codec.server.ts). Loader = preflight.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { codecPreflight, decodeForTemporalUi } from "./codec.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  codecPreflight(request, context.cloudflare.env);

export const action = ({ request, context }: ActionFunctionArgs) =>
  decodeForTemporalUi(request, context.cloudflare.env);
