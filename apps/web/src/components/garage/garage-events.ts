"use client";

import { pixelContent } from "@forecourt/core/analytics/pixel-content";
import type { Favourite } from "@forecourt/core/garage/favourites";
import { trackEvent } from "../analytics/track-event.ts";

/**
 * The garage's analytics call sites (spec §4), through the browser tracking API: favourite
 * added/removed (event 39) and live chat messages (55 for the first customer message, 57 for
 * later ones; core `analytics/live-chat` says which).
 *
 * A favourite is Meta's AddToWishlist: with the car's id in Meta's catalogue (`catalogueId`,
 * core `metaCatalogueId`, null for a car the catalogue does not carry) it carries `content_ids`,
 * so Meta matches it to the catalogue item. A
 * stored favourite does not keep the stock number (spec §3), so a removal from the garage's
 * list goes without it.
 */
export function trackFavouriteToggled(
  car: Favourite,
  change: "added" | "removed",
  catalogueId: string | null = null,
): void {
  trackEvent(
    { type: "favourite" },
    {
      properties: {
        change,
        car_id: car.id,
        car_slug: car.slug,
        car_name: car.name,
        ...pixelContent(catalogueId === null ? [] : [catalogueId]),
      },
    },
  );
}

export function trackChatMessage(eventId: 55 | 57, detail: { location: string | null }): void {
  trackEvent({ id: eventId }, { properties: { chat_location: detail.location } });
}
