import { and, eq } from "drizzle-orm";
import type { SkipRecord } from "@forecourt/core/forms/lead";
import type { DeliveryChannel, StoredLead } from "@forecourt/core/domain/lead";
import { LEAD_STATUS } from "@forecourt/core/domain/lead-status";
import type { Database } from "../../client.ts";
import type { leads } from "../../schema.ts";
import { dealerships, outbox } from "../../schema.ts";

/**
 * What the service layer has validated and resolved; the repository stores it as given. The
 * stored lead without what the database assigns (ids, status, source, times).
 */
export type LeadWrite = Omit<
  StoredLead,
  "id" | "websiteId" | "leadStatus" | "source" | "createdAt" | "updatedAt"
>;

export type LeadFileWrite = {
  fieldName: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
};

export const LEAD_OUTBOX_KIND_PREFIX = "lead.";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

export function leadColumns(write: LeadWrite) {
  return {
    dealershipId: write.dealershipId,
    dealershipSlug: write.dealershipSlug,
    locationId: write.locationId,
    carId: write.carId,
    category: write.category,
    subcategory: write.subcategory,
    leadStatus: write.isFormCompleted ? LEAD_STATUS.complete : LEAD_STATUS.incomplete,
    isFormCompleted: write.isFormCompleted,
    stepNumber: write.stepNumber,
    skippedSteps: write.skippedSteps,
    name: write.name,
    firstName: write.firstName,
    middleName: write.middleName,
    lastName: write.lastName,
    email: write.email,
    phone: write.phone,
    postcode: write.postcode,
    message: write.message,
    fields: write.fields,
    url: write.url,
    userAgent: write.userAgent,
    visitedPages: write.visitedPages,
    linkedQueryParams: write.linkedQueryParams,
    hasFiles: write.hasFiles,
  };
}

export function toStoredLead(row: typeof leads.$inferSelect): StoredLead {
  return {
    id: row.id,
    websiteId: row.websiteId,
    dealershipId: row.dealershipId,
    dealershipSlug: row.dealershipSlug,
    locationId: row.locationId,
    carId: row.carId,
    category: row.category,
    subcategory: row.subcategory,
    leadStatus: row.leadStatus,
    isFormCompleted: row.isFormCompleted,
    stepNumber: row.stepNumber,
    skippedSteps: row.skippedSteps as SkipRecord[],
    name: row.name,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    message: row.message,
    fields: row.fields as Record<string, unknown>,
    source: row.source,
    url: row.url,
    userAgent: row.userAgent,
    visitedPages: row.visitedPages as string[],
    linkedQueryParams: row.linkedQueryParams as Record<string, string>,
    hasFiles: row.hasFiles,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export const outboxKind = (channel: DeliveryChannel) => `${LEAD_OUTBOX_KIND_PREFIX}${channel}`;

/**
 * Queues one delivery per channel the lead's dealership has configured, inside the caller's
 * transaction. The (kind, aggregate) unique index makes a second call a no-op, so a lead is
 * queued once however often it is completed or retried.
 */
export async function queueLeadDeliveries(
  tx: Executor,
  lead: { id: string; websiteId: number; dealershipId: number | null },
): Promise<DeliveryChannel[]> {
  if (lead.dealershipId === null) return [];
  const [dealership] = await tx
    .select({
      leadEmail: dealerships.leadEmail,
      adfEmail: dealerships.adfEmail,
      webhookUrl: dealerships.webhookUrl,
    })
    .from(dealerships)
    .where(and(eq(dealerships.id, lead.dealershipId), eq(dealerships.websiteId, lead.websiteId)))
    .limit(1);
  if (!dealership) return [];
  const targets: { channel: DeliveryChannel; payload: Record<string, unknown> }[] = [];
  if (dealership.leadEmail)
    targets.push({ channel: "email", payload: { to: dealership.leadEmail } });
  if (dealership.adfEmail) targets.push({ channel: "adf", payload: { to: dealership.adfEmail } });
  if (dealership.webhookUrl) {
    targets.push({ channel: "webhook", payload: { url: dealership.webhookUrl } });
  }
  if (targets.length === 0) return [];
  await tx
    .insert(outbox)
    .values(
      targets.map((target) => ({
        websiteId: lead.websiteId,
        kind: outboxKind(target.channel),
        aggregateId: lead.id,
        payload: { ...target.payload, dealershipId: lead.dealershipId },
      })),
    )
    .onConflictDoNothing();
  return targets.map((target) => target.channel);
}
