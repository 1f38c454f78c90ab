import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { flatRoutes } from "remix-flat-routes";
import { workerPipelinePlugin } from "./scripts/dev/worker-pipeline-plugin";
import { aliases } from "./aliases.config";

export default defineConfig({
  resolve: { alias: aliases },
  ssr: {
    target: "webworker",
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  build: { minify: true },
  // `npm run dev` (scripts/dev.mjs): loopback only, like `wrangler dev` (decision 017); local state,
  // tools and logs change all the time and are no source.
  server: {
    host: "127.0.0.1",
    watch: {
      ignored: ["**/.wrangler/**", "**/.temporal/**", "**/.tools/**", "**/.test-output/**", "**/build/**"],
    },
  },
  plugins: [
    tailwindcss(),
    // Dev only: serves the Worker's request pipeline with local bindings (decision 018).
    workerPipelinePlugin(),
    remix({
      ignoredRouteFiles: ["**/*"],
      routes: async (defineRoutes) =>
        flatRoutes("routes", defineRoutes, { ignoredRouteFiles: ["**/*.test.*", "**/*.server.*"] }),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
