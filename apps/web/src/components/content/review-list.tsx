import type { Review } from "@forecourt/core/domain/content";
import { Section } from "../ui/section.tsx";
import { ReviewItems } from "./review-items.tsx";
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
        <ReviewItems
          reviews={reviews.map(({ id, rating, body, author }) => ({ id, rating, body, author }))}
        />
      ) : null}
    </Section>
  );
}
