/** Applying a feed snapshot: the site's lock and the import's own row, whatever became of it. */
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { FeedCarChanges } from "@forecourt/core/stock/feeds/feed-import-report";
import type { FeedRejection } from "@forecourt/core/stock/feeds/parse-csv-feed";
import type { Tx } from "../../client.ts";
import { feedImports, websites } from "../../schema.ts";
import { toFeedImportReport, type FeedImportRow } from "./feed-import-report.ts";
import { queueFeedImages } from "./queue-feed-images.ts";
import type {
  HeldFeed,
  ApplyFeedSnapshotResult,
  PlannedOutcome,
  WrittenCars,
} from "./feed-snapshot-plan.ts";

/** The message of an import whose every row was rejected: nothing is written. */
export const ALL_ROWS_REJECTED_MESSAGE =
  "Every row of the file was rejected, so nothing was changed (no car was created, updated or sold). Fix the rows listed in rejections and send the file again.";

/** Thrown (rolling the transaction back) when the import being confirmed is no longer held. */
export class FeedImportNotHeldError extends Error {
  constructor(readonly id: number) {
    super(`Feed import ${id} is not held`);
    this.name = "FeedImportNotHeldError";
  }
}

/**
 * Locks the site's row (two imports of one site run one after the other) and, when a held
 * import is being confirmed, checks it is still held.
 */
export async function lockSite(tx: Tx, websiteId: number, confirming: number | undefined) {
  const [site] = await tx
    .select({ primaryDealershipId: websites.primaryDealershipId })
    .from(websites)
    .where(eq(websites.id, websiteId))
    .for("update");
  if (!site) throw new Error(`Website ${websiteId} does not exist`);
  if (confirming !== undefined) {
    // Two confirmations racing: the second waits for the site's lock, then finds it applied.
    const [held] = await tx
      .select({ status: feedImports.status })
      .from(feedImports)
      .where(and(eq(feedImports.websiteId, websiteId), eq(feedImports.id, confirming)));
    if (held?.status !== "held") throw new FeedImportNotHeldError(confirming);
  }
  return site;
}

/** The import row's counts and the stock numbers of the cars it created, updated and sold. */
function importCounts({ plan, updates, inserts }: PlannedOutcome) {
  const counts = {
    created: inserts.length,
    updated: updates.length,
    unchanged: plan.unchanged.length,
    sold: plan.sells.length,
  };
  const carLists: FeedCarChanges = {
    created: inserts.map((insert) => insert.row.stockNumber),
    updated: updates.map((update) => update.car.stockNumber),
    sold: plan.sells.map((car) => car.stockNumber),
  };
  return { ...counts, carChanges: carLists };
}

/** The columns of the import row that come from the snapshot itself. */
function importBase({ websiteId, snapshot, now }: PlannedOutcome) {
  return {
    websiteId,
    source: snapshot.source,
    format: snapshot.format,
    fileHash: snapshot.fileHash,
    rowCount: snapshot.rowCount,
    ignoredColumns: snapshot.ignoredColumns ?? [],
    // The import's own clock, so that finished_at (the same clock) never precedes it.
    createdAt: now,
  };
}

/**
 * The import stored without touching a car, when it is not applied: rejected (no row taken) or
 * held by the shrink guard, with its rows. None when it is to be applied.
 */
export async function storeUnapplied(
  tx: Tx,
  outcome: PlannedOutcome,
  confirming: number | undefined,
): Promise<ApplyFeedSnapshotResult | null> {
  const { websiteId, snapshot, now, plan, updates, inserts, rejections } = outcome;
  const base = importBase(outcome);
  // A file none of whose rows could be taken changes nothing: it would otherwise sell every
  // car it failed to list (the rejected rows' own cars are spared, but not those of rows
  // whose stock number could not be read). A confirmation applies rows already accepted.
  const accepted = inserts.length + updates.length + plan.unchanged.length;
  if (confirming === undefined && snapshot.rowCount > 0 && accepted === 0) {
    const [row] = await tx
      .insert(feedImports)
      .values({
        ...base,
        status: "rejected",
        rejections: sortRejections(rejections),
        message: ALL_ROWS_REJECTED_MESSAGE,
        finishedAt: now,
      })
      .returning();
    return { report: toFeedImportReport(row!), isChanged: false, changedCars: [], images: [] };
  }
  if (!plan.hold) return null;
  const held: HeldFeed = {
    rows: snapshot.rows,
    rejections: snapshot.rejections,
    rejectedKeys: snapshot.rejectedKeys,
    rowCount: snapshot.rowCount,
  };
  const [row] = await tx
    .insert(feedImports)
    .values({
      ...base,
      ...importCounts(outcome),
      status: "held",
      rejections: sortRejections(rejections),
      message: plan.hold.message,
      heldRows: held,
    })
    .returning();
  await supersedeHeld(tx, websiteId, row!.id, now);
  return { report: toFeedImportReport(row!), isChanged: false, changedCars: [], images: [] };
}

/**
 * The applied import's row: a new one (superseding any held one), or the confirmed held one
 * updated; the images to fetch queued under it.
 */
export async function storeApplied(
  tx: Tx,
  outcome: PlannedOutcome,
  confirming: number | undefined,
  { changedCars, images }: WrittenCars,
): Promise<ApplyFeedSnapshotResult> {
  const { websiteId, now, plan, updates, inserts, rejections } = outcome;
  const isChanged =
    inserts.length > 0 ||
    plan.sells.length > 0 ||
    updates.some(({ changes }) => Object.keys(changes).length > 0);
  const report = {
    ...importCounts(outcome),
    status: confirming === undefined ? "applied" : "confirmed",
    rejections: sortRejections(rejections),
    message: null,
    finishedAt: now,
  };
  let row: FeedImportRow | undefined;
  if (confirming === undefined) {
    [row] = await tx
      .insert(feedImports)
      .values({ ...importBase(outcome), ...report })
      .returning();
    await supersedeHeld(tx, websiteId, row!.id, now);
  } else {
    [row] = await tx
      .update(feedImports)
      .set({ ...report, finishedAt: notBeforeCreated(now), heldRows: null })
      .where(and(eq(feedImports.websiteId, websiteId), eq(feedImports.id, confirming)))
      .returning();
  }
  await queueFeedImages(tx, { websiteId, importId: row!.id, work: images });
  return {
    report: toFeedImportReport(row!, images.length > 0),
    isChanged,
    changedCars,
    images,
  };
}

/**
 * When the site's last snapshot was applied (or confirmed): the images due since then are asked
 * again. Null before its first. The newest such import is also the last one finished, since a
 * newer import discards a held one before it can be confirmed.
 */
export async function lastAppliedAt(tx: Tx, websiteId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: feedImports.finishedAt })
    .from(feedImports)
    .where(
      and(
        eq(feedImports.websiteId, websiteId),
        inArray(feedImports.status, ["applied", "confirmed"]),
      ),
    )
    .orderBy(desc(feedImports.createdAt), desc(feedImports.id))
    .limit(1);
  return row?.at ?? null;
}

/**
 * A newer snapshot replaces any held one: confirming the old file later would undo the new
 * one, so it is discarded, its rows dropped, with the reason in its message.
 */
async function supersedeHeld(tx: Tx, websiteId: number, newerId: number, now: Date) {
  await tx
    .update(feedImports)
    .set({
      status: "discarded",
      heldRows: null,
      finishedAt: notBeforeCreated(now),
      message: `Superseded by the newer import ${newerId}; it was not applied.`,
    })
    .where(
      and(
        eq(feedImports.websiteId, websiteId),
        eq(feedImports.status, "held"),
        ne(feedImports.id, newerId),
      ),
    );
}

/**
 * The finish time of a stored import: `now`, or its own start when that is later (an import
 * made by another clock, or by a test's, is never shown as finished before it began).
 */
export const notBeforeCreated = (now: Date) =>
  sql<Date>`greatest(${feedImports.createdAt}, ${now.toISOString()}::timestamptz)`;

const sortRejections = (rejections: FeedRejection[]) =>
  [...rejections].sort((a, b) => a.row - b.row);
