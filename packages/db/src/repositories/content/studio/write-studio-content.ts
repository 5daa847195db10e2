import { eq, sql } from "drizzle-orm";
import type { ContentInput, ContentKind } from "@forecourt/core/content/content-input";
import type { Database } from "../../../client.ts";
import { websiteExists } from "../../sites/website-exists.ts";
import {
  auditContentWrite,
  CONTENT_TABLES,
  contentRowOf,
  isSlugTaken,
  lockedTarget,
  type ContentAudit,
  type ContentWriteResult,
} from "../write-content.ts";
import type { StudioDraft } from "./studio-items.ts";

type Draft<K extends ContentKind> = {
  websiteId: number;
  kind: K;
  /** null: a new item. */
  id: number | null;
  /** The revision the editor started from (ignored for a new item). */
  revision: number;
  audit: ContentAudit;
  draft: StudioDraft;
  input: ContentInput[K];
  publishAt: Date | null;
};

/**
 * Keeps a draft of an item, unpublished, optionally to be published at `publishAt` (publishing
 * it is `publishContent`, the one publish of content). A new item is stored unpublished (the
 * storefront never reads it) with its draft in its columns too, so its list row and preview read
 * like any other. Answers the item's id and new revision.
 */
export async function saveContentDraft<K extends ContentKind>(
  db: Database,
  options: Draft<K>,
): Promise<ContentWriteResult<{ id: number; revision: number }>> {
  const { websiteId, kind, id, draft, publishAt } = options;
  const { table, slugField } = CONTENT_TABLES[kind];
  return db.transaction(async (tx) => {
    if (!(await websiteExists(tx, websiteId))) return { ok: false, reason: "not-found" } as const;
    const target = { id, revision: options.revision };
    const found = await lockedTarget(tx, kind, { websiteId, target, slug: draft.slug });
    if (!found.ok) return found;
    if (await isSlugTaken(tx, kind, websiteId, draft.slug, id)) {
      return { ok: false, reason: "slug-taken" } as const;
    }
    if (id === null) {
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
      await auditContentWrite(tx, options, created!.id, { slug: draft.slug, publishAt });
      return { ok: true, id: created!.id, revision: created!.revision } as const;
    }
    // Never published: its columns are the draft too (nothing of it is on the site).
    const columns = found.row!.isPublished
      ? {}
      : { ...contentRowOf(kind, options.input), [slugField]: draft.slug, isPublished: false };
    const [updated] = await tx
      .update(table)
      .set({ ...columns, draft, publishAt, revision: sql`${table.revision} + 1` })
      .where(eq(table.id, id))
      .returning({ revision: table.revision });
    await auditContentWrite(tx, options, id, { slug: draft.slug, publishAt });
    return { ok: true, id, revision: updated!.revision } as const;
  });
}
