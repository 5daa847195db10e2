import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { pages } from "../../schema.ts";

type CmsPage = {
  id: number;
  path: string;
  title: string;
  description: string;
  bodyHtml: string;
  template: string;
  updatedAt: Date;
};

/** The first published page found among the candidate stored paths, in the given order. */
export async function getPage(
  db: Database,
  websiteId: number,
  candidatePaths: string[],
): Promise<CmsPage | null> {
  if (candidatePaths.length === 0) return null;
  const rows = await db
    .select({
      id: pages.id,
      path: pages.path,
      title: pages.title,
      description: pages.description,
      bodyHtml: pages.bodyHtml,
      template: pages.template,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(
      and(
        eq(pages.websiteId, websiteId),
        eq(pages.isPublished, true),
        inArray(pages.path, candidatePaths),
      ),
    );
  for (const path of candidatePaths) {
    const found = rows.find((row) => row.path === path);
    if (found) return found;
  }
  return null;
}
