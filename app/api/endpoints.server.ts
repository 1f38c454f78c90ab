// Every /api endpoint, grouped by feature. Add a feature's list here; the router and the
// OpenAPI document both read this one array.
import type { Endpoint } from "./endpoint";
import { openApiEndpoint } from "./openapi.server";
import { authEndpoints } from "./auth.server";
import { accountEndpoints } from "./account.server";
import { devEndpoints } from "./dev.server";
import { googleEndpoints } from "./google.server";
import { referenceEndpoints } from "./reference.server";
import { documentEndpoints } from "./documents.server";
import { billEndpoints } from "./bills.server";
import { familyEndpoints } from "./family.server";
import { feedbackEndpoints } from "./feedback.server";
import { analysisEndpoints } from "./analysis.server";
import { disputeEndpoints } from "./disputes.server";
import { insuranceEndpoints } from "./insurance.server";
import { subscriptionEndpoints } from "./subscriptions.server";
import { emailSenderEndpoints } from "./email-senders.server";
import { stripeWebhookEndpoints } from "./stripe-webhook.server";
import { chatEndpoints } from "./chat.server";
import { eobPlacementEndpoints } from "./eob-placement.server";

export const endpoints: Endpoint[] = [
  ...authEndpoints,
  ...accountEndpoints,
  ...devEndpoints,
  ...googleEndpoints,
  ...referenceEndpoints,
  ...documentEndpoints,
  ...billEndpoints,
  ...familyEndpoints,
  ...feedbackEndpoints,
  ...analysisEndpoints,
  ...disputeEndpoints,
  ...insuranceEndpoints,
  ...subscriptionEndpoints,
  ...emailSenderEndpoints,
  ...stripeWebhookEndpoints,
  ...chatEndpoints,
  ...eobPlacementEndpoints,
  openApiEndpoint(() => endpoints),
] as Endpoint[];
