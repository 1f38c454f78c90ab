import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { accountFormsClientAction } from "~/components/account/network-messages";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Card } from "~/components/card";
import type { FamilyActionData } from "~/components/family/add-dependents-modal";
import { AddDependentsModal } from "~/components/family/add-dependents-modal";
import {
  AddDependentsSchema,
  EditFamilyMemberSchema,
  FAMILY_MESSAGES,
  isCompleteDependent,
} from "~/components/family/schemas";
import { FamilyList, PremiumUpsell } from "~/components/family-list";
import { getDb } from "~/db.server";
import { addFamilyMember, listFamilyMembers, updateFamilyMember } from "~/services/family/family.server";
import { requireUser } from "~/services/auth/session.server";
import { dependentAdded } from "~/services/events/events.server";
import { failureDetail, logFailure } from "~/services/platform/failures.server";

export const meta: MetaFunction = () => [{ title: "Family | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user, premium } = await requireUser(request, env);
  try {
    return { premium, members: await listFamilyMembers(getDb(env), user.id), failed: false };
  } catch (error) {
    logFailure("family list failed", error);
    return { premium, members: [], failed: true };
  }
}

/** Add Dependents posts one row at a time (000 §4) and Edit Family Member posts here from /account too. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const db = getDb(env);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "add-dependents") {
    const submission = parseWithZod(formData, { schema: AddDependentsSchema });
    if (submission.status !== "success") {
      return data<FamilyActionData>({ intent, result: submission.reply() }, { status: 400 });
    }
    const failures: string[] = [];
    let added = 0;
    for (const row of submission.value.dependents.filter(isCompleteDependent)) {
      try {
        const member = await addFamilyMember(db, signedIn, {
          first_name: row.first_name,
          last_name: row.last_name,
          relationship: row.relationship,
          date_of_birth: row.date_of_birth ?? null,
          gender: row.gender ?? null,
        });
        added += 1;
        await dependentAdded(db, signedIn.user.id, member.id);
      } catch (error) {
        failures.push(
          FAMILY_MESSAGES.addRowFailed(`${row.first_name} ${row.last_name}`, failureDetail(error)),
        );
      }
    }
    const result = failures.length ? submission.reply() : submission.reply({ resetForm: true });
    return data<FamilyActionData>(
      { intent, result, added, failures },
      { status: failures.length ? 400 : 200 },
    );
  }

  if (intent === "update-member") {
    const submission = parseWithZod(formData, { schema: EditFamilyMemberSchema });
    if (submission.status !== "success") {
      return data<FamilyActionData>({ intent, result: submission.reply() }, { status: 400 });
    }
    const { member_id, ...patch } = submission.value;
    try {
      await updateFamilyMember(db, signedIn, member_id, {
        first_name: patch.first_name,
        last_name: patch.last_name,
        relationship: patch.relationship,
        date_of_birth: patch.date_of_birth ?? null,
        gender: patch.gender ?? null,
      });
    } catch (error) {
      const message = failureDetail(error) ?? FAMILY_MESSAGES.updateFailed;
      return data<FamilyActionData>(
        { intent, result: submission.reply({ formErrors: [message] }) },
        { status: 400 },
      );
    }
    return { intent, result: submission.reply(), saved: true } satisfies FamilyActionData;
  }

  throw new Response("Unknown action", { status: 400 });
}

export const clientAction = accountFormsClientAction;

export default function FamilyManagement() {
  const { premium, members, failed } = useLoaderData<typeof loader>();
  const [adding, setAdding] = useState(false);
  const closeAdd = useCallback(() => setAdding(false), []);
  return (
    <div className="space-y-6">
      <Link to="/bills" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Bills
      </Link>
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Family Members</h1>
        {premium ? (
          <Button onClick={() => setAdding(true)}>+ Add Dependents</Button>
        ) : (
          <Link to="/subscribe" className="text-sm font-medium text-premium hover:underline">
            + Add Dependents (Premium)
          </Link>
        )}
      </div>
      {premium ? null : (
        <PremiumUpsell>
          Add your spouse, children and parents and keep their bills together with a Premium plan.
        </PremiumUpsell>
      )}
      {failed ? (
        <Alert tone="error">
          <p className="font-semibold">{FAMILY_MESSAGES.loadFailed}</p>
          <p>{FAMILY_MESSAGES.loadError}</p>
        </Alert>
      ) : null}
      <Card title="Members">
        <FamilyList
          members={members}
          action={(member) =>
            premium || member.isSelf ? (
              <Link to="/account" className="text-sm font-medium text-brand-700 hover:underline">
                Edit
              </Link>
            ) : (
              <Link to="/subscribe" className="text-sm font-medium text-premium hover:underline">
                Upgrade
              </Link>
            )
          }
        />
      </Card>
      {adding ? <AddDependentsModal onClose={closeAdd} /> : null}
    </div>
  );
}
