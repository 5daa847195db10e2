import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { blogPosts, pages } from "../../schema.ts";

/** A site's published CMS pages: their stored path and last change, for its sitemap. */
export async function listPublishedPagePaths(
  db: Database,
  websiteId: number,
): Promise<{ path: string; updatedAt: Date }[]> {
  return db
    .select({ path: pages.path, updatedAt: pages.updatedAt })
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), eq(pages.isPublished, true)))
    .orderBy(asc(pages.path));
}

/** Every post of a site's blog, newest first as the blog lists them, for its sitemap. */
export async function listBlogPostDates(
  db: Database,
  websiteId: number,
): Promise<{ slug: string; publishedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.websiteId, websiteId), eq(blogPosts.isPublished, true)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}
