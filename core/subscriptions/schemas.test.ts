import { describe, expect, it } from "vitest";
import { downgradeErrorMessage, premiumUntil } from "./messages";
import { CheckoutReturnBodySchema, CreateCheckoutBodySchema, DowngradeBodySchema } from "./schemas";

const urls = { success_url: "https://app.fairbill.com/account", cancel_url: "https://app.fairbill.com/x" };

describe("the subscription calls' bodies", () => {
  it("take monthly or annual only, with two addresses", () => {
    expect(CreateCheckoutBodySchema.safeParse({ plan: "annual", ...urls }).success).toBe(true);
    const bad = CreateCheckoutBodySchema.safeParse({ plan: "lifetime", ...urls });
    expect(bad.error?.issues[0].message).toBe("plan must be 'monthly' or 'annual'");
    expect(
      CreateCheckoutBodySchema.safeParse({ plan: "monthly", success_url: "nope", cancel_url: "x" }).success,
    ).toBe(false);
  });

  it("take checkout session ids only (Stripe's and the local provider's shape)", () => {
    for (const id of ["cs_test_a1B2", "cs_live_XYZ", "cs_test_localAbc123"])
      expect(CheckoutReturnBodySchema.safeParse({ session_id: id }).success, id).toBe(true);
    for (const id of ["", "cs_x", "cs_test_", "cs_test_a/../b", "sub_123", "cs_test_a b"])
      expect(CheckoutReturnBodySchema.safeParse({ session_id: id }).success, id).toBe(false);
  });

  it("keep a downgrade reason trimmed, 1 to 500 characters, without control characters", () => {
    expect(DowngradeBodySchema.parse({ reason: "  Too pricey \n" })).toEqual({ reason: "Too pricey" });
    expect(DowngradeBodySchema.safeParse({ reason: "   " }).error?.issues[0].message).toBe(
      "Please tell us why you are downgrading.",
    );
    expect(DowngradeBodySchema.safeParse({}).error?.issues[0].message).toBe(
      "Please tell us why you are downgrading.",
    );
    expect(DowngradeBodySchema.safeParse({ reason: "x".repeat(501) }).error?.issues[0].message).toBe(
      "Please keep the reason under 500 characters.",
    );
    expect(DowngradeBodySchema.safeParse({ reason: "a\u0000b" }).success).toBe(false);
    expect(DowngradeBodySchema.safeParse({ reason: "line one\nline two" }).success).toBe(true);
  });
});

describe("the subscription's words", () => {
  it("word the downgrade failure and the end of Premium as the spec has them", () => {
    expect(downgradeErrorMessage("No card")).toBe("Failed to downgrade account: No card");
    expect(downgradeErrorMessage()).toBe("Failed to downgrade account: Unknown error");
    expect(premiumUntil("Dec 26, 2026")).toBe("Premium until Dec 26, 2026");
  });
});
