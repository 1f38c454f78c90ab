import { z } from "zod";
import { endpoint, type Endpoint } from "./endpoint";
import { activatePremiumForDeveloper } from "~/services/platform/developer.server";
import { requireDevTools } from "~/services/platform/dev-tools.server";

export const subscriptionEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/subscriptions/activate-premium",
    summary: "Developer only: make the caller premium (404 outside development and test, or off loopback)",
    tag: "subscriptions",
    auth: "user",
    response: z.object({ success: z.literal(true), tier: z.literal("premium"), status: z.literal("active") }),
    errors: [404],
    devOnly: true,
    handle: async ({ env, request, signedIn }) => {
      requireDevTools(env, request);
      await activatePremiumForDeveloper(env, request, signedIn.user.id);
      return { success: true as const, tier: "premium" as const, status: "active" as const };
    },
  }),
] as Endpoint[];
