import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// The walls between folders (docs/decisions/019-walls-and-runtimes.md). Each wall is one
// import-x/no-restricted-paths zone; imports are resolved (aliases from tsconfig paths, relative
// paths, index files), so `~/x`, `#db/x` and `../../db/x` are the same import to the rule.
// tests/walls/walls.test.ts proves each wall with a violating snippet.
const WALL = "docs/decisions/019-walls-and-runtimes.md";
const coreWall = (except) => ({
  target: "./core",
  from: ".",
  except: ["./core", "./node_modules", ...except],
  message: `Wall: core/ is runtime-neutral and imports only npm packages and other core/ files (${WALL}).`,
});
const WALLS = {
  core: coreWall([]),
  // Tests beside core code may also read the shared fixtures and the reference-file parsers.
  coreTests: coreWall(["./tests/fixtures", "./tests/setup", "./db/reference"]),
  workflows: {
    target: "./workflows",
    from: ["./app", "./db"],
    message: `Wall: workflows/ never imports app/ or db/; the Worker's data is reached through activities and /internal (${WALL}).`,
  },
  worker: {
    target: ["./app", "./workers/*.ts", "./workers/internal", "./tests/workers"],
    from: "./workers/orchestrator",
    message: `Wall: Worker code (app/, workers/ outside orchestrator/, tests/workers/) never imports the Node orchestrator; call the gateway over HTTP and share plain types through workflows/ or core/ (${WALL}).`,
  },
};
const restrictedPaths = (...zones) => ["error", { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".wrangler/**",
      ".temporal/**",
      ".tools/**",
      "node_modules/**",
      "worker-configuration.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: "./tsconfig.base.json", alwaysTryTypes: true }),
      ],
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  { files: ["core/**/*.ts"], rules: { "import-x/no-restricted-paths": restrictedPaths(WALLS.core) } },
  {
    files: ["core/**/*.test.ts"],
    rules: { "import-x/no-restricted-paths": restrictedPaths(WALLS.coreTests) },
  },
  {
    files: ["workflows/**/*.ts"],
    rules: { "import-x/no-restricted-paths": restrictedPaths(WALLS.workflows) },
  },
  {
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts", "tests/workers/**/*.ts"],
    ignores: ["workers/orchestrator/**"],
    rules: { "import-x/no-restricted-paths": restrictedPaths(WALLS.worker) },
  },
  {
    // Worker code runs in workerd without nodejs_compat. tsconfig.worker.json has no Node types,
    // but a package whose types reference them would bring them back: name the imports here too.
    files: ["app/**/*.{ts,tsx}", "core/**/*.ts", "workers/**/*.ts", "db/schema.ts", "tests/workers/**/*.ts"],
    ignores: ["core/**/*.test.ts", "workers/orchestrator/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Whole module names: a `group` entry "http" would also match "~/api/http".
              regex: "^(node:.+|(fs|path|http|https|crypto|child_process|os|net|buffer|stream|zlib)(/.*)?)$",
              message: `Worker code runs in workerd without Node built-ins (${WALL}).`,
            },
            {
              group: ["@temporalio/*"],
              message: `Temporal's SDK cannot run in workerd: call the gateway (app/services/gateway.server.ts) (${WALL}).`,
            },
          ],
        },
      ],
    },
  },
  {
    // Workflow code is replayed deterministically: no Node built-ins, no I/O.
    files: ["workflows/**/*.ts"],
    ignores: ["workflows/activities/**", "workflows/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "fs", "path", "http", "https", "crypto", "child_process", "os", "net"],
              message: "Workflows must not use Node built-ins.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.js"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        fetch: "readonly",
        AbortSignal: "readonly",
        Buffer: "readonly",
      },
    },
  },
);
