// The Stripe SDK, loaded the first time a request needs it (decision 096). It is the largest
// package the Worker holds and most requests never touch payments; loaded eagerly, every Worker
// start (and every workers test file's) paid for it.
import type Stripe from "stripe";

let sdk: Promise<typeof Stripe> | undefined;

export const loadStripe = (): Promise<typeof Stripe> => (sdk ??= import("stripe").then((m) => m.default));
