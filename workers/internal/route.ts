// What an /internal handler gets and how it is bound to its contract (core/contracts/internal*.ts).
// workers/internal.ts matches, checks signatures and validates before a handler runs.
import { HttpError } from "#core/http/errors";
import { served, type Reply, type RouteContract, type Served, type ValidatedOf } from "#core/http/routes";
import type { Db } from "~/db.server";

export interface InternalContext {
  env: Env;
  db: Db;
}

export type InternalRoute = Served<InternalContext>;

/** An /internal route: the handler's request and answer are typed by the contract. */
export const internalRoute = <const C extends RouteContract>(
  c: C,
  handle: (request: ValidatedOf<C>, ctx: InternalContext) => Promise<Reply<C>>,
): InternalRoute => served<InternalContext, C>(c, handle);

/** A refusal in the one error shape; 400 unless said otherwise. */
export const refuse = (detail: string, status = 400) => new HttpError(status, detail);
