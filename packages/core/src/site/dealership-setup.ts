import type { Dealership } from "../domain/dealership.ts";
import type { SecretMarker } from "../security/secret-marker.ts";

/**
 * A dealership as its setup answers show it to the platform: where its leads go, and each
 * write-only secret as set or not (with its last four characters when long), never its value.
 */
export type DealershipSetup = Dealership & {
  leadEmail: string | null;
  adfEmail: string | null;
  webhookUrl: string | null;
  webhookSecret: SecretMarker;
  paymentWebhookSecret: SecretMarker;
};
