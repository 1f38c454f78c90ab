import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { handleApi } from "~/api/router.server";

// Every /api/* path is served by the endpoint table (app/api/endpoints.server.ts).
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(request, context.cloudflare.env, context.cloudflare.ctx);
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(request, context.cloudflare.env, context.cloudflare.ctx);
