import { z } from "zod";
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
    response: z.object({ success: z.literal(true), tier: z.literal("premium"), status: z.literal("active") }),
    errors: [403],
    devOnly: true,
    handle: async ({ env, signedIn }) => {
      if (getConfig(env).isProduction) throw new ApiError(403, ACTIVATE_PREMIUM_REFUSED);
      await activatePremiumForDeveloper(env, signedIn.user.id);
      return { success: true as const, tier: "premium" as const, status: "active" as const };
    },
  }),
] as Endpoint[];
