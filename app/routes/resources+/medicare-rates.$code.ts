// Medicare average rates of one procedure code for the Explainer's billed-total note (001 §2, §7).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { procedureCodeParam } from "~/services/reference/lookup-input";
import { medicareRates } from "~/services/reference/medicare-rates.server";
import { answer, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db, signedIn } = await signedInScope(args);
  return answer(() => medicareRates(db, procedureCodeParam(args.params.code), signedIn.user.zipcode));
}
