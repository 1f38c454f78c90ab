// Every /api endpoint, grouped by feature. Add a feature's list here; the router and the
// OpenAPI document both read this one array.
import type { Endpoint } from "./endpoint";
import { openApiEndpoint } from "./openapi.server";
import { authEndpoints } from "./auth.server";
import { accountEndpoints } from "./account.server";
import { devEndpoints } from "./dev.server";

export const endpoints: Endpoint[] = [
  ...authEndpoints,
  ...accountEndpoints,
  ...devEndpoints,
  openApiEndpoint(() => endpoints),
] as Endpoint[];
