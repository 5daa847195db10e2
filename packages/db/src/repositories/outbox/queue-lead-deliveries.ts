import { and, eq } from "drizzle-orm";
import type { DeliveryChannel } from "@forecourt/core/domain/lead";
import { leadChannelOf, type OutboxEntry } from "@forecourt/core/outbox/outbox-payload";
import { dealerships, outbox } from "../../schema.ts";
import type { Executor } from "../../client.ts";
import { currentRequestId } from "../../request-context.ts";
import { currentTraceParent } from "../../tracing.ts";
import { queueLeadPush } from "../leads/queue-lead-push.ts";

/**
 * Queues one delivery per channel the lead's dealership has configured, and a notification to
 * each device of its staff that wants new leads, inside the caller's transaction. The (kind,
 * aggregate) unique index makes a second call a no-op, so a lead is queued once however often
 * it is completed or retried.
 */
export async function queueLeadDeliveries(
  tx: Executor,
  lead: { id: string; websiteId: number; dealershipId: number | null },
): Promise<DeliveryChannel[]> {
  await queueLeadPush(tx, { leadId: lead.id, event: "new-lead", occasion: `new-lead:${lead.id}` });
  const dealershipId = lead.dealershipId;
  if (dealershipId === null) return [];
  const [dealership] = await tx
    .select({
      leadEmail: dealerships.leadEmail,
      adfEmail: dealerships.adfEmail,
      webhookUrl: dealerships.webhookUrl,
    })
    .from(dealerships)
    .where(and(eq(dealerships.id, dealershipId), eq(dealerships.websiteId, lead.websiteId)))
    .limit(1);
  if (!dealership) return [];
  const entries: OutboxEntry[] = [];
  if (dealership.leadEmail) {
    entries.push({ kind: "lead.email", payload: { to: dealership.leadEmail, dealershipId } });
  }
  if (dealership.adfEmail) {
    entries.push({ kind: "lead.adf", payload: { to: dealership.adfEmail, dealershipId } });
  }
  if (dealership.webhookUrl) {
    entries.push({ kind: "lead.webhook", payload: { url: dealership.webhookUrl, dealershipId } });
  }
  if (entries.length === 0) return [];
  const requestId = currentRequestId();
  const traceParent = currentTraceParent();
  await tx
    .insert(outbox)
    .values(
      entries.map((entry) => ({
        websiteId: lead.websiteId,
        kind: entry.kind,
        aggregateId: lead.id,
        payload: entry.payload,
        requestId,
        traceParent,
      })),
    )
    .onConflictDoNothing();
  return entries.flatMap((entry) => leadChannelOf(entry.kind) ?? []);
}
