import { and, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { searchSlugs } from "../../schema.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";
import { auditedSearch, type SearchSlugAudit } from "./upsert-search-slug.ts";

type DeleteSearchSlugOptions = {
  websiteId: number;
  slug: string;
  /** A console user's entry in the audit log, written in the delete's transaction. */
  audit?: SearchSlugAudit | undefined;
};

/** Removes one named search of one site; false when the site has none of that slug. */
export async function deleteStoredSearchSlug(
  db: Database,
  { websiteId, slug, audit }: DeleteSearchSlugOptions,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(searchSlugs)
      .where(and(eq(searchSlugs.websiteId, websiteId), eq(searchSlugs.slug, slug)))
      .returning();
    if (!deleted) return false;
    if (audit) {
      await appendAuditEntry(tx, {
        ...audit,
        websiteId,
        action: "search.page-deleted",
        subject: `search-slug:${deleted.id}`,
        before: auditedSearch(deleted),
        after: null,
      });
    }
    return true;
  });
}
