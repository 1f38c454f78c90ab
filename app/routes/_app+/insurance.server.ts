// The /insurance page's data and actions (001 §2, §5, §8; issue 15): the user's policies with each
// one's benefits and this year's spending, the family members the wizard offers, the saved ZIP code,
// the insurance documents; saving the ZIP, adding and deleting a policy.
import { data } from "@remix-run/cloudflare";
import { z } from "zod";
import { CreatePolicySchema, INSURANCE_MESSAGES, type Benefit, type Policy } from "#core/insurance/types";
import type { PolicySpendingView } from "#core/insurance/spending";
import { fullName } from "#core/bills/family";
import { zipCode } from "#core/validation";
import type { Db } from "~/db.server";
import { updateZipcode } from "~/services/account/account.server";
import { listFamilyMembers } from "~/services/family/family.server";
import { createPolicy, deletePolicy, listPolicies, policyBenefits } from "~/services/insurance/index.server";
import { policySpending } from "~/services/insurance/spending.server";
import { describeFailure, logFailure } from "~/services/platform/failures.server";

export interface PolicyView {
  /** The policy as the page shows it: the subscriber ID (or MBI) never leaves the server whole. */
  policy: Omit<Policy, "subscriber_id">;
  /** Its last four characters. */
  subscriberIdEnding: string;
  /** null: the benefits could not be read. */
  benefits: Benefit[] | null;
  spending: PolicySpendingView | undefined;
}

const NO_SPENDING: Record<string, PolicySpendingView> = {};

/** The policies with their benefits and spending; `failed` when the policies themselves could not be read. */
export async function loadPolicies(db: Db, userId: string, year: number) {
  let policies: Policy[];
  try {
    policies = await listPolicies(db, userId);
  } catch (error) {
    logFailure("insurance policies load failed", error);
    return { failed: true as const, views: [] as PolicyView[] };
  }
  const [benefits, spending] = await Promise.all([
    Promise.all(
      policies.map((policy) =>
        policyBenefits(db, policy).catch((error: unknown) => {
          logFailure("insurance benefits load failed", error);
          return null;
        }),
      ),
    ),
    (policies.length ? policySpending(db, userId, policies, year) : Promise.resolve(NO_SPENDING)).catch(
      (error: unknown) => {
        logFailure("insurance spending load failed", error);
        return NO_SPENDING;
      },
    ),
  ]);
  const views: PolicyView[] = policies.map(({ subscriber_id, ...policy }, i) => ({
    policy,
    subscriberIdEnding: subscriber_id.slice(-4),
    benefits: benefits[i] ?? null,
    spending: spending[policy.policy_id],
  }));
  return { failed: false as const, views };
}

/** The members step's list (001 §2 step 6): name, (Primary), relationship and date of birth. */
export async function wizardMembers(db: Db, userId: string) {
  const members = await listFamilyMembers(db, userId);
  return members.map((m) => ({
    id: m.id,
    // The name the policy's card shows (the members' own names), "Me (Subscriber)" before one is given.
    name: fullName(m) || m.displayName,
    relationship: m.relationship,
    dateOfBirth: m.dateOfBirth,
    isPrimary: m.isSelf,
  }));
}
export type WizardMember = Awaited<ReturnType<typeof wizardMembers>>[number];

export type InsuranceReply =
  | { intent: "zipcode"; ok: true; zipcode: string }
  | { intent: "create-policy"; ok: true; policyId: string }
  | { intent: "delete-policy"; ok: true; policyId: string }
  | { intent: "zipcode" | "create-policy" | "delete-policy"; ok: false; error: string };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const ZipSchema = z.object({ zipcode: zipCode(INSURANCE_MESSAGES.zipRequired) });

/** The action of /insurance: one intent per form (the pipeline has checked the origin). */
export async function insuranceAction(db: Db, userId: string, form: FormData) {
  const intent = field(form, "intent");
  if (intent === "zipcode") {
    const parsed = ZipSchema.safeParse({ zipcode: field(form, "zipcode") });
    if (!parsed.success)
      return data<InsuranceReply>(
        { intent, ok: false, error: INSURANCE_MESSAGES.zipRequired },
        { status: 422 },
      );
    try {
      const zipcode = await updateZipcode(db, userId, parsed.data.zipcode);
      return data<InsuranceReply>({ intent, ok: true, zipcode });
    } catch (error) {
      const { status, detail } = describeFailure(error);
      if (status >= 500) logFailure("insurance zipcode update failed", error);
      const reason = detail ?? "the ZIP code could not be saved. Please try again.";
      return data<InsuranceReply>(
        { intent, ok: false, error: `${INSURANCE_MESSAGES.zipFailedPrefix}${reason}` },
        { status },
      );
    }
  }
  if (intent === "create-policy") {
    const parsed = CreatePolicySchema.safeParse(parseJson(field(form, "policy")));
    if (!parsed.success)
      return data<InsuranceReply>(
        { intent, ok: false, error: INSURANCE_MESSAGES.saveFailed },
        { status: 422 },
      );
    try {
      const policy = await createPolicy(db, userId, parsed.data);
      return data<InsuranceReply>({ intent, ok: true, policyId: policy.policy_id });
    } catch (error) {
      return failedReply(intent, error, "insurance policy save failed", INSURANCE_MESSAGES.saveFailed);
    }
  }
  if (intent === "delete-policy") {
    const policyId = field(form, "policy_id");
    try {
      await deletePolicy(db, userId, policyId);
      return data<InsuranceReply>({ intent, ok: true, policyId });
    } catch (error) {
      return failedReply(
        intent,
        error,
        "insurance policy delete failed",
        INSURANCE_MESSAGES.deleteFailed,
        false,
      );
    }
  }
  throw new Response("Unknown action", { status: 400 });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A 4xx shows the service's own message (the spec's words of 001 §5) when `showDetail`; anything else the fallback (and is logged). */
function failedReply(
  intent: "create-policy" | "delete-policy",
  error: unknown,
  what: string,
  fallback: string,
  showDetail = true,
) {
  const { status, detail } = describeFailure(error);
  if (status >= 500) logFailure(what, error);
  const shown = showDetail && status < 500 && detail ? detail : fallback;
  return data<InsuranceReply>({ intent, ok: false, error: shown }, { status });
}
