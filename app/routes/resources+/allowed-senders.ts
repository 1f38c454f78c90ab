// The Account page's Allowed Senders card: GET the list, POST `email` (form) to allow an address.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  addAllowedSender,
  allowedSendersOf,
  AllowSenderSchema,
} from "~/services/account/allowed-senders.server";
import { answer, parseFormBody, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db, signedIn } = await signedInScope(args);
  return answer(() => allowedSendersOf(db, signedIn.user));
}

export async function action(args: ActionFunctionArgs) {
  const { db, signedIn } = await signedInScope(args);
  const body = await parseFormBody(args.request, AllowSenderSchema);
  return answer(() => addAllowedSender(db, signedIn.user, body.email));
}
