// The two-user sweep, generated from /api/openapi.json: user A makes one of each resource, user B
// calls every method of every path that takes an id with A's ids (and, on paths with two ids, with
// one of B's own in each place) and must get 403 or 404 with none of A's data; A's resources are
// unchanged afterwards. A new path with an id is swept as soon as it is in the document, and fails
// here until tests/api/resources.ts knows which resource its id names.
import { beforeAll, describe, expect, it } from "vitest";
import { send, verifiedAccount, type Account } from "./accounts";
import { buildRequest, type OpenApiDocument, type Operation } from "./request-values";
import { createFixtures, pathParams, ruleFor, type Fixtures } from "./resources";

const BASE = process.env.API_BASE_URL;
if (!BASE) throw new Error("API_BASE_URL is set by `npm test -- --only=api` (the test stack's web URL)");

interface SweptOperation {
  method: string;
  path: string;
  op: Operation;
}

const doc = (await fetch(new URL("/api/openapi.json", BASE)).then((r) => r.json())) as OpenApiDocument;
const withIds: SweptOperation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  pathParams(path).length ? Object.entries(ops).map(([method, op]) => ({ method, path, op })) : [],
);
/** Paths whose every id is public reference data (a procedure code, a document type) are not a user's. */
const isPublic = (path: string) =>
  pathParams(path).every((p) => {
    const rule = ruleFor(path, p);
    return rule !== undefined && "public" in rule;
  });
const swept = withIds.filter(({ path }) => !isPublic(path));
const label = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

const stamp = Date.now().toString(36);
const MARK_A = `SweepA${stamp}`;
const MARK_B = `SweepB${stamp}`;
let a: Account;
let b: Account;
let idsA: Fixtures;
let idsB: Fixtures;
let before: Record<string, unknown>;
const controls = new Map<string, number>();

/** What A reads of their own resources; compared before and after B's attempts. */
async function snapshot(): Promise<Record<string, unknown>> {
  const paths = {
    bill: `/api/bills/${idsA.bill}`,
    billDocuments: `/api/bills/${idsA.bill}/documents`,
    document: `/api/documents/${idsA.document}/data`,
    family: "/api/family/members",
    userDocuments: "/api/pending-documents/user-documents",
    bills: "/api/bills",
    dashboard: "/api/dashboard/data",
    insurance: "/api/insurance/user-policies",
    chat: "/api/chat/conversations/latest",
  };
  const out: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(paths))
    out[name] = await send(BASE!, "GET", path, { token: a.token });
  return out;
}

/** The values of a path's ids: A's everywhere, or B's own at position `mine`. */
function pathValues(path: string, mine = -1): Record<string, string> {
  const values: Record<string, string> = {};
  pathParams(path).forEach((param, i) => {
    const rule = ruleFor(path, param);
    if (!rule) return;
    values[param] = "public" in rule ? rule.public : (i === mine ? idsB : idsA)[rule.kind];
  });
  return values;
}

function variants(path: string) {
  const out = [{ name: "A's ids", values: pathValues(path) }];
  const owned = pathParams(path).filter((p) => {
    const rule = ruleFor(path, p);
    return rule && !("public" in rule);
  });
  if (owned.length > 1) {
    pathParams(path).forEach((param, i) => {
      if (owned.includes(param)) out.push({ name: `B's own ${param}`, values: pathValues(path, i) });
    });
  }
  return out;
}

beforeAll(async () => {
  a = await verifiedAccount(BASE, "sweep-a");
  b = await verifiedAccount(BASE, "sweep-b");
  idsA = await createFixtures(BASE, a, MARK_A);
  idsB = await createFixtures(BASE, b, MARK_B);
  // A reaches every readable path with these ids: B's 404s are B's, not the sweep's wrong ids.
  for (const { method, path, op } of swept) {
    if (method !== "get" || !op.security?.length || pathParams(path).some((p) => !ruleFor(path, p))) continue;
    const values = pathValues(path);
    const { url, init } = buildRequest({
      base: BASE,
      method,
      path,
      op,
      pathValues: values,
      ids: idsA,
      token: a.token,
    });
    controls.set(label({ method, path }), (await fetch(url, init)).status);
  }
  before = await snapshot();
}, 180_000);

describe("two users: B never reaches A's resources by id", () => {
  it("the document has paths with ids to sweep", () => {
    expect(swept.length).toBeGreaterThan(20);
  });

  it.each(swept.map((o) => [label(o), o] as const))("%s", async (_name, operation) => {
    const { method, path, op } = operation;
    const unknown = pathParams(path).filter((p) => !ruleFor(path, p));
    expect(
      unknown,
      `no fixture id for ${unknown.join(", ")} in ${path}: add a rule in tests/api/resources.ts`,
    ).toEqual([]);
    const control = controls.get(label(operation));
    if (control !== undefined)
      expect(control, `A's own ${label(operation)} (the sweep's ids must be real)`).toBe(200);
    for (const variant of variants(path)) {
      const request = { base: BASE, method, path, op, pathValues: variant.values, ids: idsA, token: b.token };
      const { url, init } = buildRequest(request);
      const res = await fetch(url, init);
      const text = await res.text();
      const what = `B's ${label(operation)} with ${variant.name} answered ${res.status}: ${text.slice(0, 200)}`;
      expect([403, 404], what).toContain(res.status);
      expect(text.includes(MARK_A), `${what} (it shows A's data)`).toBe(false);
    }
  });

  it("A's bills, lines, documents, family and account are unchanged, and B is still signed in", async () => {
    expect(before.bill).toMatchObject({ status: 200 });
    expect(await snapshot()).toEqual(before);
    expect((await send(BASE, "GET", "/api/auth/me", { token: b.token })).status).toBe(200);
  });
});
