"use client";

import { useState } from "react";
import { toggleFavourite, type Favourite } from "@forecourt/core/garage/favourites";
import { cx } from "../ui/cx.ts";
import { useTooltip } from "../ui/use-tooltip.tsx";
import { trackFavouriteToggled } from "./garage-events.ts";
import { writeStored } from "./local-store.ts";
import { useFavourites } from "./use-favourites.ts";

type FavouriteButtonProps = {
  car: Favourite;
  /**
   * The car's id in Meta's catalogue (core `metaCatalogueId`) for the pixel's AddToWishlist;
   * null where the catalogue does not carry the car (the event then names no id).
   */
  catalogueId: string | null;
  storageKey: string;
  /** "overlay": a round button over a card's photo; "inline": a labelled button on the vehicle page. */
  variant?: "overlay" | "inline";
  className?: string;
};

/**
 * The heart toggle (spec §4 "favourites toggle added/removed"). Rendered unpressed on the server
 * so cached pages stay cached; the stored state fills in after hydration in the same box, so
 * nothing moves. The change is announced to screen readers.
 */
export function FavouriteButton({
  car,
  catalogueId,
  storageKey,
  variant = "overlay",
  className,
}: FavouriteButtonProps) {
  const list = useFavourites(storageKey);
  const isSaved = list.some((item) => item.id === car.id);
  const [announcement, setAnnouncement] = useState("");

  const onClick = () => {
    const { list: next, change } = toggleFavourite(list, car);
    writeStored(storageKey, next);
    setAnnouncement(
      change === "added"
        ? `${car.name} saved to favourites`
        : `${car.name} removed from favourites`,
    );
    trackFavouriteToggled(car, change, catalogueId);
  };

  // The name starts with the word the button shows (WCAG 2.5.3): "Save ..." and, once
  // pressed, "Saved, remove ..."; the overlay's heart shows no word.
  const label = isSaved
    ? `${variant === "inline" ? "Saved, remove" : "Remove"} ${car.name} from favourites`
    : `Save ${car.name} to favourites`;
  // The overlay's heart has no word: a tooltip shows its name (§9 delays); the inline one says it.
  const { triggerProps, tooltip } = useTooltip(label);
  const isOverlay = variant === "overlay";
  return (
    <>
      <button
        type="button"
        aria-pressed={isSaved}
        aria-label={label}
        data-favourite={car.id}
        onClick={onClick}
        {...(isOverlay ? triggerProps : {})}
        className={cx(
          isOverlay
            ? "favourite-overlay"
            : "inline-flex items-center gap-2 rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50",
          className,
        )}
      >
        <span aria-hidden="true" className="heart-icon" />
        {variant === "inline" ? (
          // Both words take the same room, so the state change never reflows the column.
          <span className="inline-grid">
            <span className={cx("col-start-1 row-start-1", isSaved ? "" : "invisible")}>Saved</span>
            <span className={cx("col-start-1 row-start-1", isSaved ? "invisible" : "")}>Save</span>
          </span>
        ) : null}
        {isOverlay ? tooltip : null}
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
