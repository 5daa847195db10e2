import { count, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { blogPosts, offers } from "../../schema.ts";

/** How many blog posts and offers the site has (website config §3: blogs count, offers count). */
export async function countSiteContent(
  db: Database,
  websiteId: number,
): Promise<{ blogCount: number; offersCount: number }> {
  const [blogs, offered] = await Promise.all([
    db.select({ value: count() }).from(blogPosts).where(eq(blogPosts.websiteId, websiteId)),
    db.select({ value: count() }).from(offers).where(eq(offers.websiteId, websiteId)),
  ]);
  return { blogCount: blogs[0]?.value ?? 0, offersCount: offered[0]?.value ?? 0 };
}
