import { Star } from "lucide-react";

type StarRatingProps = { rating: number; count?: number | undefined; className?: string };

/** Stars for a 0-5 rating, read out as text ("Rated 4.4 out of 5 from 416 reviews"). */
export function StarRating({ rating, count, className = "" }: StarRatingProps) {
  const label = `Rated ${rating.toFixed(1)} out of 5${count !== undefined ? ` from ${count} reviews` : ""}`;
  return (
    <p className={`flex items-center gap-2 ${className}`}>
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={`size-5 ${n <= Math.round(rating) ? "fill-amber-500 text-amber-600" : "text-slate-400"}`}
          />
        ))}
      </span>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="font-semibold">
        {rating.toFixed(1)}
        {count !== undefined ? (
          <span className="font-normal text-slate-700"> ({count} reviews)</span>
        ) : null}
      </span>
    </p>
  );
}
