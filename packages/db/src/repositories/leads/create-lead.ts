import { and, eq, sql } from "drizzle-orm";
import type { StoredLead } from "@forecourt/core/domain/lead";
import type { Database } from "../../client.ts";
import { cars, leadFiles, leads } from "../../schema.ts";
import { leadColumns, toStoredLead, type LeadFileWrite, type LeadWrite } from "./lead-write.ts";
import { queueLeadDeliveries } from "../outbox/queue-lead-deliveries.ts";

type CreateLeadInput = {
  websiteId: number;
  lead: LeadWrite;
  files?: LeadFileWrite[];
  /** Same key, same site: the first lead is returned and nothing new is stored. */
  idempotencyKey?: string | null;
  /** A digest of the request; a replay whose digest differs is `isSameRequest: false`. */
  fingerprint?: string | null;
};

type CreateLeadResult =
  | { lead: StoredLead; isReplay: false }
  /** `isSameRequest`: false when the key was first used with another body (nothing stored). */
  | { lead: StoredLead; isReplay: true; isSameRequest: boolean };

/**
 * Stores a lead, its files and (when complete) its deliveries in one transaction: once this
 * returns, the lead and everything owed to the dealership are committed together.
 */
export async function createLead(db: Database, input: CreateLeadInput): Promise<CreateLeadResult> {
  const key = input.idempotencyKey ?? null;
  return db.transaction(async (tx) => {
    // ON CONFLICT waits for a concurrent insert of the same key to commit, then does nothing;
    // the select below then sees that committed row.
    const [inserted] = await tx
      .insert(leads)
      .values({
        websiteId: input.websiteId,
        idempotencyKey: key,
        idempotencyFingerprint: key === null ? null : (input.fingerprint ?? null),
        ...leadColumns(input.lead),
        // The car's price as the shopper saw it, kept when the car's price changes later.
        carPrice:
          input.lead.carId === null
            ? null
            : sql`(select ${cars.price} from ${cars} where ${cars.id} = ${input.lead.carId} and ${cars.websiteId} = ${input.websiteId})`,
      })
      .onConflictDoNothing({ target: [leads.websiteId, leads.idempotencyKey] })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(leads)
        .where(and(eq(leads.websiteId, input.websiteId), eq(leads.idempotencyKey, key ?? "")))
        .limit(1);
      if (!existing) throw new Error("Idempotent lead insert conflicted but no lead was found");
      const stored = existing.idempotencyFingerprint;
      const isSameRequest = !stored || !input.fingerprint || stored === input.fingerprint;
      return { lead: toStoredLead(existing), isReplay: true, isSameRequest };
    }
    if (input.files && input.files.length > 0) {
      await tx.insert(leadFiles).values(
        input.files.map((file) => ({
          websiteId: input.websiteId,
          leadId: inserted.id,
          fieldName: file.fieldName,
          filename: file.filename,
          contentType: file.contentType,
          size: file.bytes.length,
          bytes: file.bytes,
        })),
      );
    }
    if (inserted.isFormCompleted) await queueLeadDeliveries(tx, inserted);
    return { lead: toStoredLead(inserted), isReplay: false };
  });
}
