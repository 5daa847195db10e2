import type { Database } from "../../client.ts";
import * as schema from "../../schema.ts";
import { slugify } from "../random.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { addDays } from "./add-days.ts";
import { chunks } from "./chunks.ts";
import { heroMediaId, mediaUrl } from "./media-ids.ts";

const BLOG_TOPICS = [
  "Packing checklist for your first trip",
  "How to choose the right tow vehicle",
  "Best free camps on the coast",
  "Caring for your canvas",
  "Winter touring tips",
  "Solar and battery basics",
  "A week in the high country",
  "Reversing with confidence",
  "Keeping the kids entertained",
  "Understanding towing weights",
  "Pre-trip safety checks",
  "Cooking on the road",
  "Off-grid water management",
  "Meet the owners",
];

/** site.blogPosts posts, one every two days back from the seeding instant. */
export async function seedBlogPosts(db: Database, site: DemoSite, websiteId: number, now: Date) {
  const posts = Array.from({ length: site.blogPosts }, (_, i) => {
    const topic = BLOG_TOPICS[i % BLOG_TOPICS.length] ?? "News";
    const title = `${topic}${i >= BLOG_TOPICS.length ? ` (part ${Math.floor(i / BLOG_TOPICS.length) + 1})` : ""}`;
    return {
      websiteId,
      slug: slugify(`${title} ${i + 1}`),
      title,
      excerpt: `${topic}: practical advice from the ${site.name} team.`,
      bodyHtml: `<p>${topic} is one of the questions we hear most at ${site.name}.</p><p>Our team shares what has worked for our customers over the years.</p>`,
      imageUrl: mediaUrl(heroMediaId(site.slug)),
      template: i % 5 === 0 ? "feature" : "article",
      publishedAt: addDays(now, -(i * 2 + 1)),
    };
  });
  for (const chunk of chunks(posts, 200)) await db.insert(schema.blogPosts).values(chunk);
}
