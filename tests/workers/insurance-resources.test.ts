// The wizard's browser calls through resource routes (app/routes/resources+/insurance-*): carrier
// search, plan types, plans and plan benefits answer what /api answers the same user, the plans
// follow each user's own ZIP (409 until one is saved), signed-out visitors go to /signin and bad
// input gets the same message as /api.
import { beforeAll, describe, expect, it } from "vitest";
import { insuranceCarrier, signedInUser, zipInState, type SignedInUser } from "./factories";
import { detailOf, resourceGet, signInLocation } from "./support/resources";

let ky: SignedInUser;
let noZip: SignedInUser;

beforeAll(async () => {
  await zipInState("40202", "KY");
  ky = await signedInUser("resources-ky", { zipcode: "40202" });
  noZip = await signedInUser("resources-nozip");
  await insuranceCarrier({
    id: "humana-insurance-company",
    name: "Humana Insurance Company",
    parent: "Humana Inc.",
    plans: [
      { planId: "H1036-200-000", state: "KY", starRatingTenths: 45, dedInnIndividualCents: 28_300 },
      { planId: "H3619-001-000", state: "OH", starRatingTenths: 50 },
    ],
  });
});

const PAIRS: [string, string][] = [
  ["/resources/insurance-carriers?q=humana&limit=10", "/api/insurance/carriers/search?q=humana&limit=10"],
  ["/resources/insurance-plan-types?category=medicare", "/api/insurance/plan-types?category=medicare"],
  [
    "/resources/insurance-plans?carrier_id=humana-insurance-company&plan_type=medicare_advantage",
    "/api/insurance/carriers/humana-insurance-company/plan-types/medicare_advantage/plans",
  ],
  [
    "/resources/insurance-plans?carrier_id=original-medicare&plan_type=original_medicare",
    "/api/insurance/carriers/original-medicare/plan-types/original_medicare/plans",
  ],
  ["/resources/insurance-plan-benefits/H1036-200-000", "/api/insurance/plans/H1036-200-000/benefits"],
  ["/resources/insurance-plan-benefits/original-medicare", "/api/insurance/plans/original-medicare/benefits"],
];

describe("the insurance wizard's resource routes", () => {
  it("answer the signed-in user exactly what /api answers them", async () => {
    for (const [resource, apiPath] of PAIRS) {
      const res = await resourceGet(resource, ky.token);
      expect(res.status, resource).toBe(200);
      const body = await res.json();
      expect(body, resource).toEqual(await (await ky.api("GET", apiPath)).json());
      expect(JSON.stringify(body), resource).not.toBe("[]");
    }
  });

  it("list the plans of the user's own state, and ask for a ZIP code first when none is saved", async () => {
    const path =
      "/resources/insurance-plans?carrier_id=humana-insurance-company&plan_type=medicare_advantage";
    const plans = (await (await resourceGet(path, ky.token)).json()) as { plan_id: string }[];
    expect(plans.map((p) => p.plan_id)).toEqual(["H1036-200-000"]);
    const res = await resourceGet(path, noZip.token);
    expect(res.status).toBe(409);
    expect(await detailOf(res)).toBe(
      "Please provide your ZIP code to help us find insurance plans available in your area",
    );
  });

  it("send signed-out visitors to /signin", async () => {
    for (const [resource] of PAIRS) {
      const res = await resourceGet(resource);
      expect(res.status, resource).toBe(302);
      expect(res.headers.get("location"), resource).toBe(signInLocation(resource));
    }
  });

  it("refuse bad input with the same message as /api", async () => {
    const cases: [string, string, number][] = [
      [
        `/resources/insurance-carriers?q=${"x".repeat(101)}`,
        `/api/insurance/carriers/search?q=${"x".repeat(101)}`,
        422,
      ],
      ["/resources/insurance-plan-types?category=vision", "/api/insurance/plan-types?category=vision", 422],
      [
        "/resources/insurance-plans?carrier_id=humana-insurance-company&plan_type=vision",
        "/api/insurance/carriers/humana-insurance-company/plan-types/vision/plans",
        422,
      ],
      [
        "/resources/insurance-plans?carrier_id=acme&plan_type=medicare_advantage",
        "/api/insurance/carriers/acme/plan-types/medicare_advantage/plans",
        404,
      ],
      [
        "/resources/insurance-plan-benefits/H0000-000-000",
        "/api/insurance/plans/H0000-000-000/benefits",
        404,
      ],
    ];
    for (const [resource, apiPath, status] of cases) {
      const res = await resourceGet(resource, ky.token);
      expect(res.status, resource).toBe(status);
      const detail = await detailOf(res);
      expect(detail, resource).toBeTruthy();
      expect(detail, resource).toBe(await detailOf(await ky.api("GET", apiPath)));
    }
  });
});
