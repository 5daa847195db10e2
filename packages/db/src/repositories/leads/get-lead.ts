import { and, asc, eq, inArray } from "drizzle-orm";
import {
  DELIVERY_CHANNELS,
  type DeliveryStatus,
  type LeadDelivery,
  type LeadFileInfo,
  type StoredLead,
} from "@forecourt/core/domain/lead";
import { leadChannelOf, leadOutboxKind } from "@forecourt/core/outbox/outbox-payload";
import { isUuid } from "@forecourt/core/domain/uuid";
import type { Database } from "../../client.ts";
import { leadFiles, leads, outbox } from "../../schema.ts";
import { toStoredLead } from "./lead-write.ts";

type LeadWithDeliveries = StoredLead & {
  deliveries: LeadDelivery[];
  files: LeadFileInfo[];
};

/** The columns of a lead's file as the lead lists it (its bytes are read apart). */
export const leadFileColumns = {
  id: leadFiles.id,
  fieldName: leadFiles.fieldName,
  filename: leadFiles.filename,
  contentType: leadFiles.contentType,
  size: leadFiles.size,
};

/** A lead of this site, or null: another site's lead id finds nothing. */
export async function getLead(
  db: Database,
  websiteId: number,
  leadId: string,
): Promise<LeadWithDeliveries | null> {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.websiteId, websiteId)))
    .limit(1);
  if (!row) return null;
  const [deliveryRows, fileRows] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.websiteId, websiteId),
          eq(outbox.aggregateId, leadId),
          // Named kinds, so the (kind, aggregate_id) index finds the rows.
          inArray(outbox.kind, DELIVERY_CHANNELS.map(leadOutboxKind)),
        ),
      )
      .orderBy(asc(outbox.id)),
    db
      .select(leadFileColumns)
      .from(leadFiles)
      .where(and(eq(leadFiles.leadId, leadId), eq(leadFiles.websiteId, websiteId)))
      .orderBy(asc(leadFiles.createdAt)),
  ]);
  const deliveries = deliveryRows.flatMap((delivery): LeadDelivery[] => {
    const channel = leadChannelOf(delivery.kind);
    if (!channel) return [];
    return [
      {
        channel,
        status: delivery.status as DeliveryStatus,
        attempts: delivery.attempts,
        lastError: delivery.lastError,
        nextAttemptAt: delivery.nextAttemptAt,
        deliveredAt: delivery.deliveredAt,
      },
    ];
  });
  return { ...toStoredLead(row), deliveries, files: fileRows };
}

type LeadFileContent = { filename: string; contentType: string; bytes: Buffer };

/** The files of a lead of this site, with their bytes (for the dealer's email). */
export async function getLeadFileContents(
  db: Database,
  websiteId: number,
  leadId: string,
): Promise<LeadFileContent[]> {
  if (!isUuid(leadId)) return [];
  return db
    .select({
      filename: leadFiles.filename,
      contentType: leadFiles.contentType,
      bytes: leadFiles.bytes,
    })
    .from(leadFiles)
    .where(and(eq(leadFiles.leadId, leadId), eq(leadFiles.websiteId, websiteId)))
    .orderBy(asc(leadFiles.createdAt));
}
