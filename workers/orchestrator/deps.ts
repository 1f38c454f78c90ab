// What the gateway's verbs need (Temporal's client, the health probe) and how a verb is bound to its
// contract in core/contracts/gateway.ts.
import type { Client } from "@temporalio/client";
import { served, type Reply, type RouteContract, type Served, type ValidatedOf } from "#core/http/routes";

export interface HealthState {
  temporal: boolean;
  worker: string;
}

export interface GatewayDeps {
  /** GATEWAY_SECRET, then its previous values while a rotation is under way. */
  secret: string | readonly string[];
  /** The Temporal client; throws while the connection is still being made. */
  client(): Client;
  health(): Promise<HealthState>;
  taskQueue?: string;
}

export type GatewayRoute = Served<GatewayDeps> & {
  /** Larger than the gateway's default body limit only where the verb needs it. */
  maxBodyBytes?: number;
};

/** A gateway verb: its request and answer are typed by the contract. */
export const gatewayRoute = <const C extends RouteContract>(
  c: C,
  handle: (request: ValidatedOf<C>, deps: GatewayDeps) => Promise<Reply<C>>,
  maxBodyBytes?: number,
): GatewayRoute => ({ ...served<GatewayDeps, C>(c, handle), maxBodyBytes });
