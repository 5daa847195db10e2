"use client";

import { AppLink } from "@/components/app-link";
import { useFavourites } from "./use-favourites.ts";

type FavouritesCountProps = {
  storageKey: string;
  href: string | null;
  /** The number's test id; a second copy in the page (the phone header's) takes its own. */
  testId?: string;
  /** The phone header bar's copy, narrower beside sign-in and the menu. */
  compact?: boolean;
};

/**
 * The header's saved-cars count. Links to the garage where the site has one. The number is
 * empty on the server and filled in on the client, inside a box of fixed width.
 */
export function FavouritesCount({
  storageKey,
  href,
  testId = "favourites-count",
  compact = false,
}: FavouritesCountProps) {
  const count = useFavourites(storageKey).length;
  const body = (
    <>
      {/* The CSS-drawn heart (globals.css): the header shows it twice on every page. */}
      <span aria-hidden="true" className="heart-icon" />
      <span className="min-w-[2ch] tabular-nums" data-testid={testId}>
        {count}
      </span>
      <span className="sr-only">{count === 1 ? "saved vehicle" : "saved vehicles"}</span>
    </>
  );
  const className = `flex items-center gap-1 rounded py-2 font-medium ${compact ? "px-2" : "px-3"}`;
  return href ? (
    <AppLink href={href} className={`${className} hover:underline`} prefetch={false}>
      {body}
    </AppLink>
  ) : (
    <span className={className}>{body}</span>
  );
}
