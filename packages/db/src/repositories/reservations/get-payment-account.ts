import { and, eq } from "drizzle-orm";
import type { PaymentProcessor } from "@forecourt/core/domain/car";
import { keyedProcessors, paymentProviderName } from "@forecourt/core/payments/payment-provider";
import type { Database } from "../../client.ts";
import { cars, dealerships } from "../../schema.ts";

/** What a provider adapter needs to act for a car's dealership: its key and webhook secret. */
export type PaymentAccount = {
  provider: string;
  secretKey: string;
  webhookSecret: string | null;
  dealershipId: number;
};

/**
 * The payment account of a car's dealership for one provider: the key of the car's processor
 * of that provider and the dealership's webhook secret. Server-only values, never on a page.
 */
export async function getPaymentAccount(
  db: Database,
  { websiteId, carId, provider }: { websiteId: number; carId: number; provider: string },
): Promise<PaymentAccount | null> {
  const [row] = await db
    .select({
      processors: cars.paymentProcessors,
      dealershipId: cars.dealershipId,
      webhookSecret: dealerships.paymentWebhookSecret,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(eq(cars.websiteId, websiteId), eq(cars.id, carId)))
    .limit(1);
  if (!row) return null;
  const processor = keyedProcessors(row.processors as PaymentProcessor[]).find(
    (p) => paymentProviderName(p.authorizationType) === provider,
  );
  if (!processor?.authorizationKey) return null;
  return {
    provider,
    secretKey: processor.authorizationKey.trim(),
    webhookSecret: row.webhookSecret,
    dealershipId: row.dealershipId,
  };
}
