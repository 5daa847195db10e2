import type { DealershipCreate, DealershipPatch } from "@forecourt/core/site/site-input";
import type { dealerships } from "../../schema.ts";

type DealershipColumns = Partial<
  Pick<
    typeof dealerships.$inferInsert,
    | "slug"
    | "name"
    | "leadEmail"
    | "adfEmail"
    | "webhookUrl"
    | "webhookSecret"
    | "stripePublishableKey"
    | "paymentWebhookSecret"
  >
>;

/**
 * The columns an API or site-document dealership sets: only the fields it names, so a PATCH
 * leaves the rest alone (a field sent as null clears it). Review figures are not set here.
 */
export function dealershipValues(input: DealershipCreate | DealershipPatch): DealershipColumns {
  const values: DealershipColumns = {};
  if (input.slug !== undefined) values.slug = input.slug;
  if (input.name !== undefined) values.name = input.name;
  if (input.lead_email !== undefined) values.leadEmail = input.lead_email;
  if (input.adf_email !== undefined) values.adfEmail = input.adf_email;
  if (input.webhook_url !== undefined) values.webhookUrl = input.webhook_url;
  if (input.webhook_secret !== undefined) values.webhookSecret = input.webhook_secret;
  if (input.stripe_publishable_key !== undefined)
    values.stripePublishableKey = input.stripe_publishable_key;
  if (input.payment_webhook_secret !== undefined)
    values.paymentWebhookSecret = input.payment_webhook_secret;
  return values;
}

type SecretColumn = "webhookSecret" | "paymentWebhookSecret";

/**
 * A whole dealership from a site document or a POST: a field it leaves out is none, except the
 * write-only secrets, which a document that does not name them keeps (null clears one).
 */
export function fullDealershipValues(
  input: DealershipCreate,
): Required<Omit<DealershipColumns, SecretColumn>> & Pick<DealershipColumns, SecretColumn> {
  const values: Required<Omit<DealershipColumns, SecretColumn>> &
    Pick<DealershipColumns, SecretColumn> = {
    slug: input.slug,
    name: input.name,
    leadEmail: input.lead_email ?? null,
    adfEmail: input.adf_email ?? null,
    webhookUrl: input.webhook_url ?? null,
    stripePublishableKey: input.stripe_publishable_key ?? null,
  };
  if (input.webhook_secret !== undefined) values.webhookSecret = input.webhook_secret;
  if (input.payment_webhook_secret !== undefined)
    values.paymentWebhookSecret = input.payment_webhook_secret;
  return values;
}
