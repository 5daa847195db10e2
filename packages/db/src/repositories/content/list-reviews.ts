import { and, desc, eq, gte } from "drizzle-orm";
import type { Review } from "@forecourt/core/domain/content";
import type { Database } from "../../client.ts";
import { reviews } from "../../schema.ts";

/** Spec §9: minimum rating 4, 12 reviews shown; newest first. */
const REVIEW_MIN_RATING = 4;
const REVIEW_LIMIT = 12;

export async function listReviews(
  db: Database,
  websiteId: number,
  { minRating = REVIEW_MIN_RATING, limit = REVIEW_LIMIT } = {},
): Promise<Review[]> {
  return db
    .select({
      id: reviews.id,
      author: reviews.author,
      rating: reviews.rating,
      body: reviews.body,
      source: reviews.source,
      postedAt: reviews.postedAt,
      locationId: reviews.locationId,
    })
    .from(reviews)
    .where(and(eq(reviews.websiteId, websiteId), gte(reviews.rating, minRating)))
    .orderBy(desc(reviews.postedAt), desc(reviews.id))
    .limit(limit);
}
