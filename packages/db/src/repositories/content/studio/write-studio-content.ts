import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { ContentInput, ContentKind } from "@forecourt/core/content/content-input";
import type { Database } from "../../../client.ts";
import { contentVersions } from "../../../schema.ts";
import type { AuditAction } from "@forecourt/core/console/audit-action";
import { websiteExists } from "../../sites/website-exists.ts";
import { appendAuditEntry } from "../../staff/append-audit-entry.ts";
import { CONTENT_TABLES, contentRowOf, writePublishedContent } from "../write-content.ts";
import type { ContentPublisher } from "./content-versions.ts";
import type { StudioDraft } from "./studio-items.ts";

/**
 * Why a studio write was refused. conflict: the item was written since the editor opened it
 * (revision); slug-taken: another item of the site has that slug; not-found: no such item on
 * this site.
 */
export type StudioRefusal =
  | { ok: false; reason: "conflict"; changedBy: string | null }
  | { ok: false; reason: "slug-taken" | "not-found" };

export type StudioWriteResult<T> = ({ ok: true } & T) | StudioRefusal;

type Target<K extends ContentKind> = {
  websiteId: number;
  kind: K;
  /** null: a new item. */
  id: number | null;
  /** The revision the editor started from (ignored for a new item). */
  revision: number;
  /** The console user's entry in the audit log, written in the same transaction. */
  audit: { actor: { id: string; email: string }; action: AuditAction; now: Date } | null;
};

async function audit(
  tx: Database,
  target: Pick<Target<ContentKind>, "websiteId" | "kind" | "audit">,
  id: number,
  after: Record<string, unknown>,
): Promise<void> {
  if (!target.audit) return;
  await appendAuditEntry(tx, {
    ...target.audit,
    websiteId: target.websiteId,
    subject: `${target.kind}:${id}`,
    before: null,
    after,
  });
}

type Row = {
  id: number;
  slug: string;
  isPublished: boolean;
  revision: number;
  draft: StudioDraft | null;
};

async function lockedRow(
  tx: Database,
  kind: ContentKind,
  websiteId: number,
  id: number,
): Promise<Row | null> {
  const { table, slugColumn } = CONTENT_TABLES[kind];
  const [row] = await tx
    .select({
      id: table.id,
      slug: slugColumn,
      isPublished: table.isPublished,
      revision: table.revision,
      draft: table.draft,
    })
    .from(table)
    .where(and(eq(table.websiteId, websiteId), eq(table.id, id)))
    .for("update")
    .limit(1);
  return (row as Row | undefined) ?? null;
}

async function isSlugTaken(
  tx: Database,
  kind: ContentKind,
  websiteId: number,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  const { table, slugColumn } = CONTENT_TABLES[kind];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.websiteId, websiteId),
        eq(slugColumn, slug),
        exceptId === null ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The row is the one the editor opened, or the refusal that says why not: changed meanwhile by
 * the draft's author, else by whoever published it last.
 */
async function checkRevision(
  tx: Database,
  kind: ContentKind,
  row: Row | null,
  revision: number,
): Promise<StudioRefusal | null> {
  if (!row) return { ok: false, reason: "not-found" };
  if (row.revision !== revision) {
    const changedBy = row.draft?.by.name ?? (await lastPublisher(tx, kind, row.id));
    return { ok: false, reason: "conflict", changedBy };
  }
  return null;
}

async function lastPublisher(tx: Database, kind: ContentKind, id: number): Promise<string | null> {
  const [latest] = await tx
    .select({ by: contentVersions.publishedBy })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.contentId, id)))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return latest?.by ?? null;
}

/**
 * Keeps a draft of an item, unpublished, optionally to be published at `publishAt`. A new item
 * is stored unpublished (the storefront never reads it) with its draft in its columns too, so
 * its list row and preview read like any other. Answers the item's id and new revision.
 */
export async function saveContentDraft<K extends ContentKind>(
  db: Database,
  options: Target<K> & { draft: StudioDraft; input: ContentInput[K]; publishAt: Date | null },
): Promise<StudioWriteResult<{ id: number; revision: number }>> {
  const { websiteId, kind, id, draft, publishAt } = options;
  const { table, slugField } = CONTENT_TABLES[kind];
  return db.transaction(async (tx) => {
    if (!(await websiteExists(tx, websiteId))) return { ok: false, reason: "not-found" } as const;
    if (id === null) {
      if (await isSlugTaken(tx, kind, websiteId, draft.slug, null)) {
        return { ok: false, reason: "slug-taken" } as const;
      }
      const [created] = await tx
        .insert(table)
        .values({
          ...contentRowOf(kind, options.input),
          websiteId,
          [slugField]: draft.slug,
          isPublished: false,
          revision: 1,
          draft,
          publishAt,
        } as typeof table.$inferInsert)
        .returning({ id: table.id, revision: table.revision });
      await audit(tx, options, created!.id, { slug: draft.slug, publishAt });
      return { ok: true, id: created!.id, revision: created!.revision } as const;
    }
    const row = await lockedRow(tx, kind, websiteId, id);
    const refused = await checkRevision(tx, kind, row, options.revision);
    if (refused) return refused;
    if (await isSlugTaken(tx, kind, websiteId, draft.slug, id)) {
      return { ok: false, reason: "slug-taken" } as const;
    }
    // Never published: its columns are the draft too (nothing of it is on the site).
    const columns = row!.isPublished
      ? {}
      : { ...contentRowOf(kind, options.input), [slugField]: draft.slug, isPublished: false };
    const [updated] = await tx
      .update(table)
      .set({ ...columns, draft, publishAt, revision: sql`${table.revision} + 1` })
      .where(eq(table.id, id))
      .returning({ revision: table.revision });
    await audit(tx, options, id, { slug: draft.slug, publishAt });
    return { ok: true, id, revision: updated!.revision } as const;
  });
}

/**
 * Publishes an item: its columns become `input` (checked and cleaned by the caller, as the API's
 * write), its draft and schedule are cleared, and the version is kept with who and when. A
 * published item whose slug changes leaves a redirect from the old slug (and the redirects to
 * the old slug follow it). A new item (`id` null) is created published.
 */
export async function publishContent<K extends ContentKind>(
  db: Database,
  options: Target<K> & {
    slug: string;
    input: ContentInput[K];
    publisher: ContentPublisher;
    now: Date;
  },
): Promise<StudioWriteResult<{ id: number; version: number; previousSlug: string | null }>> {
  const { websiteId, kind, slug } = options;
  return db.transaction(async (tx) => {
    if (!(await websiteExists(tx, websiteId))) return { ok: false, reason: "not-found" } as const;
    const row = options.id === null ? null : await lockedRow(tx, kind, websiteId, options.id);
    if (options.id !== null) {
      const refused = await checkRevision(tx, kind, row, options.revision);
      if (refused) return refused;
    }
    if (await isSlugTaken(tx, kind, websiteId, slug, options.id)) {
      return { ok: false, reason: "slug-taken" } as const;
    }
    const { id, version, previousSlug } = await writePublishedContent(tx, kind, {
      ...options,
      replaced: row,
      isDraftPublished: true,
    });
    await audit(tx, options, id, { slug, version, ...(previousSlug ? { previousSlug } : {}) });
    return { ok: true, id, version, previousSlug } as const;
  });
}
