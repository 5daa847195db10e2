"use client";

import type { Review } from "@forecourt/core/domain/content";
import { StarRating } from "./star-rating.tsx";
import { HydrateApart } from "../ui/hydrate-apart.tsx";

type ReviewItem = Pick<Review, "id" | "rating" | "body" | "author">;

/**
 * Reviews as cards, drawn on the client from their values so that the page's component payload
 * carries each review once as data rather than as markup (the server renders the same HTML).
 */
export function ReviewItems({ reviews }: { reviews: readonly ReviewItem[] }) {
  return (
    <HydrateApart>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-lg border border-slate-200 p-4">
            <StarRating rating={review.rating} />
            <blockquote className="mt-2 text-slate-800">{review.body}</blockquote>
            <p className="mt-2 text-sm text-slate-700">{review.author}</p>
          </li>
        ))}
      </ul>
    </HydrateApart>
  );
}
