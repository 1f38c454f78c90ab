// Regenerates worker-configuration.d.ts from wrangler.toml (without local secrets), then drops the
// generated `mainModule` back-reference, which makes TypeScript resolve `Env` circularly (to {}).
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

execSync(
  "npx wrangler types --env-interface Env --strict-vars false --env-file /dev/null worker-configuration.d.ts",
  {
    stdio: "ignore",
  },
);
const file = "worker-configuration.d.ts";
writeFileSync(
  file,
  readFileSync(file, "utf8").replace(/\tinterface GlobalProps \{\n\t\tmainModule: [^\n]+\n\t\}\n/, ""),
);
