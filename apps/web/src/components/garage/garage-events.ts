"use client";

import type { Favourite } from "@forecourt/core/garage/favourites";
import { trackEvent } from "../analytics/track-event.ts";

/**
 * The garage's analytics call sites (spec §4), through the browser tracking API: favourite
 * added/removed (event 39) and live chat messages (55 for the first customer message, 57 for
 * later ones; core `analytics/live-chat` says which).
 */
export function trackFavouriteToggled(car: Favourite, change: "added" | "removed"): void {
  trackEvent(
    { type: "favourite" },
    { properties: { change, car_id: car.id, car_slug: car.slug, car_name: car.name } },
  );
}

export function trackChatMessage(eventId: 55 | 57, detail: { location: string | null }): void {
  trackEvent({ id: eventId }, { properties: { chat_location: detail.location } });
}
