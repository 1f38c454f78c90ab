// Is this message from someone whose mail goes straight in? The From address must be the
// account's own or on its allow-list, and (outside local development) Email Routing's
// Authentication-Results must show that the From domain really sent it (decision 015).
import { addressParser, type Email } from "postal-mime";
import { domainOf, fromDomainAuthenticated, senderCheckFor } from "#core/email/authentication-results";
import type { Db } from "~/db.server";
import { getConfig } from "~/env.server";
import { trustedAddresses } from "../account/allowed-senders.server";
import { normalizeEmail } from "../auth/users.server";

/** The message's one From address; null for none, several From headers or several addresses. */
function singleFromAddress(email: Email): string | null {
  const froms = email.headers.filter((h) => h.key === "from");
  if (froms.length !== 1) return null;
  const addresses = addressParser(froms[0].value);
  if (addresses.length !== 1 || !addresses[0].address) return null;
  return normalizeEmail(addresses[0].address);
}

export async function isFromTrustedSender(
  env: Env,
  db: Db,
  user: { id: string; email: string },
  email: Email,
): Promise<boolean> {
  const from = singleFromAddress(email);
  if (!from || !(await trustedAddresses(db, user)).has(from)) return false;
  const config = getConfig(env);
  if (senderCheckFor(config.APP_ENV, config.EMAIL_SENDER_CHECK) === "from-address") return true;
  const domain = domainOf(from);
  return domain !== null && fromDomainAuthenticated(email.headers, domain, config.EMAIL_AUTHSERV_ID);
}
