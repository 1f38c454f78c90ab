// Insurance in the Worker (issue 15): the one import for the /api/insurance endpoints, the
// /insurance page's loader and actions and its resource routes. SKELETON: each signature below is
// replaced by its implementation in this folder (policies, catalogue, benefits, spending).
import type { Db } from "~/db.server";
import type { Benefit, Carrier, CreatePolicy, Plan, Policy } from "#core/insurance/types";

const NOT_YET = "insurance skeleton: not implemented yet";

/** The user's policies, newest first, with the members each covers (only the user's own rows). */
export async function listPolicies(_db: Db, _userId: string): Promise<Policy[]> {
  throw new Error(NOT_YET);
}

/**
 * Saves a policy after the rules of 001 §5 (members are the user's own, at least one; a name; a
 * subscriber ID or MBI). Bad input: HttpError 422 with the spec's message; nothing written.
 */
export async function createPolicy(_db: Db, _userId: string, _input: CreatePolicy): Promise<Policy> {
  throw new Error(NOT_YET);
}

/** Deletes the user's policy; HttpError 404 when it is not theirs (or does not exist). */
export async function deletePolicy(_db: Db, _userId: string, _policyId: string): Promise<void> {
  throw new Error(NOT_YET);
}

/** Carriers matching `query` (from 2 characters; core/insurance/carrier-search.ts ranks), at most `limit`. */
export async function findCarriers(_db: Db, _query: string, _limit = 10): Promise<Carrier[]> {
  throw new Error(NOT_YET);
}

/** The user's state from their saved ZIP code, or null when none is saved or the ZIP is unknown. */
export async function userPlanState(_db: Db, _userId: string): Promise<string | null> {
  throw new Error(NOT_YET);
}

/** A carrier's plans of one plan type in `state` (latest plan year), best-rated first. */
export async function listPlans(
  _db: Db,
  _query: { carrierId: string; planTypeId: string; state: string | null },
): Promise<Plan[]> {
  throw new Error(NOT_YET);
}

/**
 * A plan's benefits in both tiers (`original-medicare`: the current year's figures); the
 * deductible and out-of-pocket rows in the words core/insurance/types.ts gives. [] for an unknown plan.
 */
export async function planBenefits(_db: Db, _planId: string, _year?: number): Promise<Benefit[]> {
  throw new Error(NOT_YET);
}

/**
 * The benefits the page shows for a saved policy: its plan's, or (a company typed in free text)
 * the deductible and out-of-pocket maximum the user entered.
 */
export async function policyBenefits(_db: Db, _policy: Policy): Promise<Benefit[]> {
  throw new Error(NOT_YET);
}
