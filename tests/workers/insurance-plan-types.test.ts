// GET /api/insurance/plan-types?category= (issue 15): a signed-in call, Medicare's two fixed types,
// the badges' flags, and a clear 422 for a category that does not exist.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type SignedInUser, signedInUser } from "./factories";

let user: SignedInUser;
beforeAll(async () => {
  user = await signedInUser("plan-types@example.com");
});

interface PlanType {
  plan_type_id: string;
  is_medicare: boolean;
  is_medicaid: boolean;
}

describe("GET /api/insurance/plan-types", () => {
  it("answers 401 without a session", async () => {
    const res = await SELF.fetch("http://local.test/api/insurance/plan-types?category=medicare");
    expect(res.status).toBe(401);
  });

  it("lists Medicare Advantage then Original Medicare for Medicare", async () => {
    const { status, body } = await user.json<PlanType[]>(
      "GET",
      "/api/insurance/plan-types?category=medicare",
    );
    expect(status).toBe(200);
    expect(body.map((t) => t.plan_type_id)).toEqual(["medicare_advantage", "original_medicare"]);
    expect(body.every((t) => t.is_medicare)).toBe(true);
  });

  it("marks Medicaid's types and lists network types for employer plans", async () => {
    const medicaid = await user.json<PlanType[]>("GET", "/api/insurance/plan-types?category=medicaid");
    expect(medicaid.body.length).toBeGreaterThan(0);
    expect(medicaid.body.every((t) => t.is_medicaid && !t.is_medicare)).toBe(true);
    const employer = await user.json<PlanType[]>("GET", "/api/insurance/plan-types?category=employer");
    expect(employer.body.map((t) => t.plan_type_id)).toContain("employer_ppo");
  });

  it("refuses an unknown or missing category with 422 naming the choices", async () => {
    for (const path of ["/api/insurance/plan-types?category=vision", "/api/insurance/plan-types"]) {
      const res = await user.json<{ detail: unknown; errors?: { msg: string }[] }>("GET", path);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain("category must be one of medicare, medicaid");
    }
  });
});

describe("the OpenAPI document", () => {
  it("lists the six insurance calls of 001 §7 and the plan-type list, with their schemas", async () => {
    const doc = (await (await SELF.fetch("http://local.test/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const calls: [string, string][] = [
      ["get", "/api/insurance/user-policies"],
      ["post", "/api/insurance/user-policies"],
      ["delete", "/api/insurance/user-policies/{id}"],
      ["get", "/api/insurance/carriers/search"],
      ["get", "/api/insurance/carriers/{carrier_id}/plan-types/{plan_type}/plans"],
      ["get", "/api/insurance/plans/{plan_id}/benefits"],
      ["get", "/api/insurance/plan-types"],
    ];
    for (const [method, path] of calls) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const create = JSON.stringify(doc.paths["/api/insurance/user-policies"]!.post!.requestBody);
    for (const field of ["plan_category", "member_ids", "carrier_id", "carrier_name", "subscriber_id"])
      expect(create).toContain(field);
    expect(
      Object.keys(
        doc.paths["/api/insurance/carriers/{carrier_id}/plan-types/{plan_type}/plans"]!.get!.responses,
      ),
    ).toContain("409");
  });
});
