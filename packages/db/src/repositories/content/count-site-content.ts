import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { blogPosts, offers } from "../../schema.ts";

export type SiteContentCounts = {
  blogCount: number;
  /** The templates the site's blog posts use, each once, in name order. */
  blogTemplates: string[];
  offersCount: number;
};

/**
 * How many blog posts and offers the site has, and its posts' templates (website config §3:
 * blogs count and templates, offers count).
 */
export async function countSiteContent(
  db: Database,
  websiteId: number,
): Promise<SiteContentCounts> {
  const [blogs, templates, offered] = await Promise.all([
    db.select({ value: count() }).from(blogPosts).where(eq(blogPosts.websiteId, websiteId)),
    db
      .selectDistinct({ template: blogPosts.template })
      .from(blogPosts)
      .where(eq(blogPosts.websiteId, websiteId))
      .orderBy(asc(blogPosts.template)),
    db.select({ value: count() }).from(offers).where(eq(offers.websiteId, websiteId)),
  ]);
  return {
    blogCount: blogs[0]?.value ?? 0,
    blogTemplates: templates.map((row) => row.template),
    offersCount: offered[0]?.value ?? 0,
  };
}
