// Deductible and out-of-pocket spending per policy and member from the family's verified EOBs
// (issue 15). SKELETON: the "costs" part writes it.
import type { Db } from "~/db.server";
import type { Policy } from "#core/insurance/types";
import type { PolicySpendingView } from "#core/insurance/spending";

export async function policySpending(
  _db: Db,
  _userId: string,
  _policies: Policy[],
  _year: number,
): Promise<Record<string, PolicySpendingView>> {
  throw new Error("insurance skeleton: not implemented yet");
}
