// What every page knows from the root loader: who is signed in, the environment of the host and
// its feature flags (core/flags.ts), and the legacy site for the marketing footer.
import { useRouteLoaderData } from "@remix-run/react";
import { featureFlags, type FeatureFlags } from "#core/flags";
import type { loader } from "~/root";

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** The flags of the host the page was asked for; production's when the root data is missing (an error page). */
export function useFeatureFlags(): FeatureFlags {
  return useRootData()?.settings.flags ?? featureFlags("production");
}
