import type { Review } from "@forecourt/core/domain/content";
import { Section } from "../ui/section.tsx";
import { StarRating } from "./star-rating.tsx";

type ReviewListProps = {
  reviews: Review[];
  rating: { average: number | null; count: number };
  headingId: string;
};

/** The site's rating and up to 12 reviews of 4 stars or more (spec §9). */
export function ReviewList({ reviews, rating, headingId }: ReviewListProps) {
  return (
    <Section headingId={headingId} title="What our customers say">
      {rating.average !== null ? (
        <StarRating rating={rating.average} count={rating.count} className="mt-3" />
      ) : null}
      {reviews.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-lg border border-slate-200 p-4">
              <StarRating rating={review.rating} />
              <blockquote className="mt-2 text-slate-800">{review.body}</blockquote>
              <p className="mt-2 text-sm text-slate-700">{review.author}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
