import { ApiError } from "./http";
import { endpoint, type Endpoint } from "./endpoint";
import { getConfig } from "~/env.server";
import { ACTIVATE_PREMIUM_REFUSED, activatePremiumForDeveloper } from "~/services/developer.server";

export const subscriptionEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/subscriptions/activate-premium",
    summary: "Developer only: make the caller premium (refused in production)",
    tag: "subscriptions",
    auth: "user",
    errors: [403],
    handle: async ({ env, signedIn }) => {
      if (getConfig(env).isProduction) throw new ApiError(403, ACTIVATE_PREMIUM_REFUSED);
      await activatePremiumForDeveloper(env, signedIn.user.id);
      return { success: true, tier: "premium", status: "active" };
    },
  }),
] as Endpoint[];
