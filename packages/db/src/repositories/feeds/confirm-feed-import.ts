import { and, eq } from "drizzle-orm";
import type { IgnoredColumn } from "@forecourt/core/stock/feeds/feed-columns";
import type { FeedImportReport } from "@forecourt/core/stock/feeds/feed-import-report";
import type { Database } from "../../client.ts";
import { feedImports } from "../../schema.ts";
import {
  applyFeedSnapshot,
  FeedImportNotHeldError,
  type ApplyFeedSnapshotResult,
  type HeldFeed,
} from "./apply-feed-snapshot.ts";
import { toFeedImportReport } from "./feed-import-report.ts";

type ConfirmFeedImportResult =
  | ({ ok: true } & ApplyFeedSnapshotResult)
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-held"; report: FeedImportReport };

/**
 * Applies a held import's rows now, against the site's cars as they are now, whatever share of
 * them it sells; its report becomes "confirmed" with what was done. Only a held import can be.
 */
export async function confirmFeedImport(
  db: Database,
  { websiteId, id, now }: { websiteId: number; id: number; now?: Date },
): Promise<ConfirmFeedImportResult> {
  const [row] = await db
    .select()
    .from(feedImports)
    .where(and(eq(feedImports.websiteId, websiteId), eq(feedImports.id, id)));
  if (!row) return { ok: false, reason: "not-found" };
  if (row.status !== "held" || !row.heldRows) {
    return { ok: false, reason: "not-held", report: toFeedImportReport(row) };
  }
  const held = row.heldRows as HeldFeed;
  let result: ApplyFeedSnapshotResult;
  try {
    result = await applyFeedSnapshot(db, {
      websiteId,
      snapshot: {
        ...held,
        source: row.source as "upload" | "pull",
        format: row.format as "csv" | "json" | "csn",
        fileHash: row.fileHash,
        ignoredColumns: row.ignoredColumns as IgnoredColumn[],
      },
      maxRemovalShare: 1,
      confirming: id,
      now,
    });
  } catch (error) {
    if (!(error instanceof FeedImportNotHeldError)) throw error;
    const [current] = await db.select().from(feedImports).where(eq(feedImports.id, id));
    return { ok: false, reason: "not-held", report: toFeedImportReport(current!) };
  }
  return { ok: true, ...result };
}
