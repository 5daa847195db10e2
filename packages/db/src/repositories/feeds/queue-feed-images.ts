import { and, eq, inArray, sql } from "drizzle-orm";
import { OWED_DELIVERY_STATUSES } from "@forecourt/core/domain/lead";
import { FEED_IMAGES_OUTBOX_KIND, type FeedImageWork } from "@forecourt/core/outbox/outbox-payload";
import type { Database, Tx } from "../../client.ts";
import { outbox } from "../../schema.ts";

/**
 * Cars per outbox row. The worker runs a claimed batch of rows at once, so this bounds what a
 * restart fetches again (the rows in flight) and how long one row holds its lease.
 */
export const FEED_IMAGE_CARS_PER_ROW = 20;

const rowKey = (importId: number, part: number) => `${importId}.${part}`;

/**
 * Queues an import's image work in the transaction that writes its snapshot: a row per
 * {@link FEED_IMAGE_CARS_PER_ROW} cars, keyed by the import and the part, so the work exists
 * exactly when the snapshot does and survives a restart. The outbox worker's `feed.images`
 * channel fetches them. Returns how many rows were queued.
 */
export async function queueFeedImages(
  tx: Tx,
  { websiteId, importId, work }: { websiteId: number; importId: number; work: FeedImageWork[] },
): Promise<number> {
  if (work.length === 0) return 0;
  const rows = [];
  for (let start = 0; start < work.length; start += FEED_IMAGE_CARS_PER_ROW) {
    rows.push({
      websiteId,
      kind: FEED_IMAGES_OUTBOX_KIND,
      aggregateId: rowKey(importId, rows.length),
      payload: { importId, cars: work.slice(start, start + FEED_IMAGE_CARS_PER_ROW) },
    });
  }
  await tx.insert(outbox).values(rows);
  return rows.length;
}

/** Which of the site's imports still have images owed: waiting, being fetched, or to retry. */
export async function feedImagesPending(
  db: Database,
  { websiteId, importIds }: { websiteId: number; importIds: readonly number[] },
): Promise<Set<number>> {
  if (importIds.length === 0) return new Set();
  const importId = sql<number>`(${outbox.payload}->>'importId')::int`;
  const rows = await db
    .selectDistinct({ importId })
    .from(outbox)
    .where(
      and(
        eq(outbox.websiteId, websiteId),
        eq(outbox.kind, FEED_IMAGES_OUTBOX_KIND),
        inArray(outbox.status, [...OWED_DELIVERY_STATUSES]),
        inArray(importId, [...importIds]),
      ),
    );
  return new Set(rows.map((row) => Number(row.importId)));
}
