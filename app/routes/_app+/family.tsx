import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Card } from "~/components/card";
import { FamilyList, PremiumUpsell } from "~/components/family-list";
import { getDb } from "~/db.server";
import { listFamilyMembers } from "~/services/family.server";
import { requireUser } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: "Family | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user, premium } = await requireUser(request, env);
  const members = await listFamilyMembers(getDb(env), user.id);
  return { premium, members };
}

export default function FamilyManagement() {
  const { premium, members } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Link to="/bills" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Bills
      </Link>
      <h1 className="text-2xl font-semibold">Family Members</h1>
      {premium ? null : (
        <PremiumUpsell>
          Add your spouse, children and parents and keep their bills together with a Premium plan.
        </PremiumUpsell>
      )}
      <Card title="Members">
        <FamilyList
          members={members}
          action={(member) =>
            premium || member.isSelf ? (
              <Link to="/account" className="text-sm font-medium text-brand-700 hover:underline">
                Edit
              </Link>
            ) : (
              <Link to="/subscribe" className="text-sm font-medium text-amber-600 hover:underline">
                Upgrade
              </Link>
            )
          }
        />
      </Card>
    </div>
  );
}
