import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { blogPosts } from "../../schema.ts";

type BlogPostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  template: string;
  publishedAt: Date;
};
type BlogPost = BlogPostSummary & {
  bodyHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
  socialImageUrl: string | null;
};

/** Posts the site shows: published (a post made in the console is not until it is). */
const shown = (websiteId: number) =>
  and(eq(blogPosts.websiteId, websiteId), eq(blogPosts.isPublished, true));

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  imageUrl: blogPosts.imageUrl,
  template: blogPosts.template,
  publishedAt: blogPosts.publishedAt,
};

type BlogPage = { posts: BlogPostSummary[]; total: number; page: number; pageCount: number };

/** One page of a site's posts, newest first. Pages count from 1. */
export async function listBlogPosts(
  db: Database,
  websiteId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<BlogPage> {
  const [totals, posts] = await Promise.all([
    db.select({ count: count() }).from(blogPosts).where(shown(websiteId)),
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(shown(websiteId))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const total = totals[0]?.count ?? 0;
  return { posts, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function getBlogPost(
  db: Database,
  websiteId: number,
  slug: string,
): Promise<BlogPost | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      bodyHtml: blogPosts.bodyHtml,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      socialImageUrl: blogPosts.socialImageUrl,
    })
    .from(blogPosts)
    .where(and(shown(websiteId), eq(blogPosts.slug, slug)))
    .limit(1);
  return row ?? null;
}
