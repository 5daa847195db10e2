import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { ContentInput, ContentKind } from "@forecourt/core/content/content-input";
import { hasOwnAddress, type RemovedAddress } from "@forecourt/core/content/content-removal";
import type { Database } from "../../../client.ts";
import { deletedContent } from "../../../schema.ts";
import { appendAuditEntry } from "../../staff/append-audit-entry.ts";
import {
  CONTENT_TABLES,
  contentRowOf,
  isMatched,
  type ContentWriteResult,
  type RevisionConflict,
  type RevisionMatch,
} from "../write-content.ts";
import { answerRemovedAddress, dropRedirect } from "./content-redirects.ts";
import { deleteContentVersions } from "./content-versions.ts";
import { deletedBefore } from "./due-content.ts";
import { storedInputOf, type StudioDraft } from "./studio-items.ts";

/** The console user's entry in the audit log, written in the write's transaction. */
type Audit = {
  actor: { id: string; email: string };
  now: Date;
} | null;

type ItemRef = { websiteId: number; kind: ContentKind; id: number };

async function audit(
  tx: Database,
  entry: Audit,
  action: "content.unpublished" | "content.deleted" | "content.undeleted",
  { websiteId, kind, id }: ItemRef,
  after: Record<string, unknown>,
): Promise<void> {
  if (!entry) return;
  await appendAuditEntry(tx, {
    ...entry,
    action,
    websiteId,
    subject: `${kind}:${id}`,
    before: null,
    after,
  });
}

/** The item's row, locked for the write, or null when the site has none of that id. */
async function lockedItem(tx: Database, { websiteId, kind, id }: ItemRef) {
  const { table } = CONTENT_TABLES[kind];
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.websiteId, websiteId), eq(table.id, id)))
    .for("update")
    .limit(1);
  return (row as (Record<string, unknown> & { revision: number }) | undefined) ?? null;
}

/**
 * Takes a published item back to draft: off the site, its sitemap and every list at once (the
 * storefront reads published rows only), its columns and history kept. Refused as a studio
 * write is: not this site's, or written since the editor opened it.
 */
export async function unpublishContent(
  db: Database,
  options: ItemRef & { revision: number; audit: Audit },
): Promise<ContentWriteResult<{ revision: number }>> {
  const { table } = CONTENT_TABLES[options.kind];
  return db.transaction(async (tx) => {
    const row = await lockedItem(tx, options);
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (row.revision !== options.revision) {
      return { ok: false, reason: "conflict", revision: row.revision, changedBy: null } as const;
    }
    const [updated] = await tx
      .update(table)
      .set({ isPublished: false, publishAt: null, revision: sql`${table.revision} + 1` })
      .where(eq(table.id, options.id))
      .returning({ revision: table.revision });
    await audit(tx, options.audit, "content.unpublished", options, {});
    return { ok: true, revision: updated!.revision } as const;
  });
}

/**
 * Deletes a locked row: it leaves the site and the studio's list, its last state and draft are
 * kept (with its history) to be restored until purged, and its address answers `address`.
 * The one deletion of content, the studio's and the platform API's.
 */
async function removeLockedContent(
  tx: Database,
  options: ItemRef & {
    row: Record<string, unknown>;
    address: RemovedAddress;
    deletedBy: string;
    now: Date;
  },
): Promise<void> {
  const { websiteId, kind, id, row } = options;
  const { table, slugField } = CONTENT_TABLES[kind];
  const slug = String(row[slugField]);
  await tx
    .insert(deletedContent)
    .values({
      websiteId,
      kind,
      contentId: id,
      slug,
      title: String(row.title),
      input: JSON.parse(JSON.stringify(storedInputOf(kind, row))) as Record<string, unknown>,
      draft: row.draft ?? null,
      isPublished: Boolean(row.isPublished),
      revision: Number(row.revision),
      deletedBy: options.deletedBy,
      deletedAt: options.now,
    })
    .onConflictDoNothing();
  await tx.delete(table).where(eq(table.id, id));
  // An offer has no page of its own: nothing answers at an address.
  if (hasOwnAddress(kind))
    await answerRemovedAddress(tx, { websiteId, kind, slug }, options.address);
}

/** The studio's delete: by id, from the revision its editor opened, audited. */
export async function deleteStudioContent(
  db: Database,
  options: ItemRef & {
    revision: number;
    address: RemovedAddress;
    audit: NonNullable<Audit>;
  },
): Promise<ContentWriteResult<{ slug: string }>> {
  return db.transaction(async (tx) => {
    const row = await lockedItem(tx, options);
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (row.revision !== options.revision) {
      return { ok: false, reason: "conflict", revision: row.revision, changedBy: null } as const;
    }
    await removeLockedContent(tx, {
      ...options,
      row,
      deletedBy: options.audit.actor.email,
      now: options.audit.now,
    });
    const slug = String(row[CONTENT_TABLES[options.kind].slugField]);
    await audit(tx, options.audit, "content.deleted", options, { slug, address: options.address });
    return { ok: true, slug } as const;
  });
}

/** One item of the studio's "Recently deleted". */
export type DeletedContent = {
  kind: ContentKind;
  /** The item's id, which it takes again when restored. */
  id: number;
  slug: string;
  title: string;
  /** Its last stored state as the API's input. */
  input: Record<string, unknown>;
  draft: StudioDraft | null;
  isPublished: boolean;
  deletedBy: string;
  deletedAt: Date;
};

const deletedColumns = {
  kind: deletedContent.kind,
  id: deletedContent.contentId,
  slug: deletedContent.slug,
  title: deletedContent.title,
  input: deletedContent.input,
  draft: deletedContent.draft,
  isPublished: deletedContent.isPublished,
  deletedBy: deletedContent.deletedBy,
  deletedAt: deletedContent.deletedAt,
};

/** A site's items deleted after `since` (still to be restored), newest first. */
export async function listDeletedContent(
  db: Database,
  websiteId: number,
  since: Date,
): Promise<DeletedContent[]> {
  const rows = await db
    .select(deletedColumns)
    .from(deletedContent)
    .where(and(eq(deletedContent.websiteId, websiteId), gt(deletedContent.deletedAt, since)))
    .orderBy(desc(deletedContent.deletedAt))
    .limit(200);
  return rows as DeletedContent[];
}

/** One deleted item of a site, deleted after `since`, or null. */
export async function getDeletedContent(
  db: Database,
  options: ItemRef & { since: Date },
): Promise<DeletedContent | null> {
  const [row] = await db
    .select(deletedColumns)
    .from(deletedContent)
    .where(deletedWhere(options))
    .limit(1);
  return (row as DeletedContent | undefined) ?? null;
}

const deletedWhere = ({ websiteId, kind, id, since }: ItemRef & { since: Date }) =>
  and(
    eq(deletedContent.websiteId, websiteId),
    eq(deletedContent.kind, kind),
    eq(deletedContent.contentId, id),
    gt(deletedContent.deletedAt, since),
  );

/**
 * Brings a deleted item back under its own id, as it was (on the site if it was, its draft
 * kept), from `input`: its kept state checked and cleaned again by the caller, as any write.
 * Its address answers it again. Refused when another item has taken its slug meanwhile.
 */
export async function restoreDeletedContent<K extends ContentKind>(
  db: Database,
  options: ItemRef & { kind: K; since: Date; input: ContentInput[K]; audit: NonNullable<Audit> },
): Promise<ContentWriteResult<{ slug: string }>> {
  const { websiteId, kind, id } = options;
  const { table, slugColumn, slugField } = CONTENT_TABLES[kind];
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ ...deletedColumns, revision: deletedContent.revision })
      .from(deletedContent)
      .where(deletedWhere(options))
      .for("update")
      .limit(1);
    if (!kept) return { ok: false, reason: "not-found" } as const;
    const taken = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.websiteId, websiteId), eq(slugColumn, kept.slug)))
      .limit(1);
    if (taken.length > 0) return { ok: false, reason: "slug-taken" } as const;
    await tx.insert(table).values({
      ...contentRowOf(kind, options.input),
      id,
      websiteId,
      [slugField]: kept.slug,
      isPublished: kept.isPublished,
      draft: kept.draft,
      revision: kept.revision + 1,
    } as typeof table.$inferInsert);
    await tx
      .delete(deletedContent)
      .where(and(eq(deletedContent.kind, kind), eq(deletedContent.contentId, id)));
    await dropRedirect(tx, { websiteId, kind, from: kept.slug });
    await audit(tx, options.audit, "content.undeleted", options, { slug: kept.slug });
    return { ok: true, slug: kept.slug } as const;
  });
}

/**
 * Forgets deleted items kept past `before`, with their history, at most `limit` a call (read by
 * the index on the deletion time, so only due rows are read). Their addresses keep answering.
 * Answers how many went.
 */
export async function purgeDeletedContent(
  db: Database,
  { before, limit }: { before: Date; limit: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: deletedContent.id,
        websiteId: deletedContent.websiteId,
        kind: deletedContent.kind,
        contentId: deletedContent.contentId,
      })
      .from(deletedContent)
      .where(deletedBefore(before))
      .orderBy(deletedContent.deletedAt)
      .limit(limit);
    for (const item of due) {
      await deleteContentVersions(tx, { ...item, kind: item.kind as ContentKind });
    }
    if (due.length > 0) {
      await tx.delete(deletedContent).where(
        inArray(
          deletedContent.id,
          due.map((item) => item.id),
        ),
      );
    }
    return due.length;
  });
}

/**
 * The platform API's DELETE: one item of one site by slug, as the studio deletes (kept to be
 * restored, its address answering 410). True, false when the site has none of that slug, or a
 * conflict when `match` is given and the item is at another revision (kept).
 */
export async function deleteContent(
  db: Database,
  kind: ContentKind,
  options: { websiteId: number; slug: string; match?: RevisionMatch; now: Date },
): Promise<boolean | RevisionConflict> {
  const { websiteId, slug, match } = options;
  const { table, slugColumn } = CONTENT_TABLES[kind];
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .select()
      .from(table)
      .where(and(eq(table.websiteId, websiteId), eq(slugColumn, slug)))
      .for("update")
      .limit(1)) as (Record<string, unknown> & { id: number; revision: number })[];
    // None there: a 404 with or without a condition, so a repeated delete reads the same.
    if (!row) return false;
    if (match && !isMatched(match, row.revision)) {
      return { ok: false, reason: "conflict", revision: row.revision, changedBy: null } as const;
    }
    await removeLockedContent(tx, {
      websiteId,
      kind,
      id: row.id,
      row,
      address: { kind: "gone" },
      deletedBy: "platform API",
      now: options.now,
    });
    return true;
  });
}
