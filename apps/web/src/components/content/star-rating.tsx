import type { CSSProperties } from "react";

type StarRatingProps = { rating: number; count?: number | undefined; className?: string };

/** Stars for a 0-5 rating, read out as text ("Rated 4.4 out of 5 from 416 reviews"). */
export function StarRating({ rating, count, className = "" }: StarRatingProps) {
  const label = `Rated ${rating.toFixed(1)} out of 5${count !== undefined ? ` from ${count} reviews` : ""}`;
  return (
    <p className={`flex items-center gap-2 ${className}`}>
      {/* One element drawn by CSS (globals.css) rather than five icons: a page lists many. */}
      <span
        className="star-rating"
        aria-hidden="true"
        style={{ "--filled": `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%` } as CSSProperties}
      />
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
