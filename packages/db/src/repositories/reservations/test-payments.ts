import { and, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { testPayments } from "../../schema.ts";

/** A payment of the offline test provider, as its hosted page and the provider read it. */
export type TestPayment = typeof testPayments.$inferSelect;
type TestPaymentStatus = "requires_payment" | "succeeded" | "failed" | "refunded" | "voided";

export async function createTestPayment(
  db: Database,
  values: Omit<typeof testPayments.$inferInsert, "status" | "message" | "refundedAt">,
): Promise<TestPayment> {
  // The same reference twice (a retried create) is the same payment, like a provider's idempotency key.
  const [row] = await db.insert(testPayments).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const existing = await getTestPayment(db, { id: values.id });
  if (!existing) throw new Error("Test payment insert conflicted but none was found");
  return existing;
}

export async function getTestPayment(
  db: Database,
  { id, websiteId }: { id: string; websiteId?: number },
): Promise<TestPayment | null> {
  const [row] = await db
    .select()
    .from(testPayments)
    .where(
      and(eq(testPayments.id, id), websiteId ? eq(testPayments.websiteId, websiteId) : undefined),
    )
    .limit(1);
  return row ?? null;
}

/** Moves a payment on from `from`; null when it was not in that state (a double submit). */
export async function updateTestPayment(
  db: Database,
  id: string,
  from: TestPaymentStatus,
  to: { status: TestPaymentStatus; message?: string | null; refundedAt?: Date },
): Promise<TestPayment | null> {
  const [row] = await db
    .update(testPayments)
    .set({ ...to, updatedAt: new Date() })
    .where(and(eq(testPayments.id, id), eq(testPayments.status, from)))
    .returning();
  return row ?? null;
}
