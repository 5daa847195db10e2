import type { SplitTest } from "@forecourt/core/analytics/split-test";
import type { EventProperties } from "@forecourt/core/analytics/tracking-entry";

/** What the site's tracking is set up with, and what an event can carry. */
export type TrackingConfig = {
  websiteSlug: string;
  isCollectorEnabled: boolean;
  splitTest: SplitTest | null;
};

export type TrackOptions = {
  properties?: EventProperties;
  leadId?: string | null;
  errorMessage?: string;
  /**
   * Record the event through a car endpoint (`/api/events/car_phone_call`, `.../phone_reveal`)
   * instead of the collector: those are always on, check the car and record it server-side.
   */
  carEndpoint?: { path: string; carId: number };
};

/** The car of the page being viewed; its slug, name and id go with every event on it. */
export type PageCar = { car_id: number; car_slug: string; car_name: string };
