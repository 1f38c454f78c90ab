// Which payment provider this deployment talks to (docs/decisions/034-payments-seam.md): Stripe when
// STRIPE_SECRET_KEY is set, otherwise the embedded local provider, which production refuses.
import type { PaymentProvider } from "#core/payments/provider";
import { getDb } from "~/db.server";
import { ConfigurationError, getConfig } from "~/env.server";
import { createLocalProvider, type LocalPaymentProvider } from "./local-provider.server";
import { createStripeProvider } from "./stripe-provider.server";

export function paymentProvider(env: Env): PaymentProvider {
  const config = getConfig(env);
  if (config.STRIPE_SECRET_KEY) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      apiBase: config.isProduction ? undefined : config.STRIPE_API_BASE,
      priceMonthly: config.STRIPE_PRICE_MONTHLY,
      priceAnnual: config.STRIPE_PRICE_ANNUAL,
    });
  }
  return localPaymentProvider(env);
}

/** The local provider itself (the checkout and billing pages it serves); never in production. */
export function localPaymentProvider(env: Env): LocalPaymentProvider {
  const config = getConfig(env);
  if (config.isProduction)
    throw new ConfigurationError(
      "STRIPE_SECRET_KEY is required in production: the local payment provider is refused",
    );
  return createLocalProvider(getDb(env), config.APP_URL);
}

/** true where checkout runs on the embedded local provider (its /dev pages exist only then). */
export const usesLocalPayments = (env: Env) => !env.STRIPE_SECRET_KEY && !getConfig(env).isProduction;
