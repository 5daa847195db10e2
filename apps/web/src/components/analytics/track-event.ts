import type { ShopperAction } from "@forecourt/core/analytics/event-catalogue";
import type { PageTypeSettings } from "@forecourt/core/analytics/page-type";
import type { SplitTest } from "@forecourt/core/analytics/split-test";
import type { EventProperties } from "@forecourt/core/analytics/tracking-entry";
import type * as TrackingRuntime from "./tracking-runtime.ts";

/**
 * The browser's tracking API (spec §3, §9). Any client component fires a catalogue event with
 * `trackEvent({ type: "favourite" }, { properties: { car_slug } })`; it is pushed to
 * `window.dataLayer` with its catalogue fields and, on sites that enable it, sent to the
 * first-party collector without holding up the page (sendBeacon, else fetch keepalive).
 *
 * This module is what every page loads: it queues events with the page's car and URL of the
 * moment they fire. The code that records them (tracking-runtime.ts: the event catalogue, page
 * types, visitor ids, the collector) is fetched with the first event, after the page has
 * hydrated, rather than with the page's own scripts, and takes the queue; from then on events
 * are recorded as they fire. Events
 * fired before the site's `<SiteAnalytics>` has configured tracking wait for it.
 */

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

/** A shopper action, a catalogue id (a form's `eventId`), or null for a page of no §9 type. */
export type Trackable = ShopperAction | { id: number } | null;

type Runtime = typeof TrackingRuntime;
type Fired = { pageCar: PageCar | null; url: string } & (
  { what: Trackable; options: TrackOptions } | { pageViewOf: PageTypeSettings; path: string }
);

let config: TrackingConfig | null = null;
let pageCar: PageCar | null = null;
let runtime: Runtime | null = null;
let isLoading = false;
const queue: Fired[] = [];

export function configureTracking(next: TrackingConfig): void {
  config = next;
  flush();
}

/** Set by the vehicle page while it is shown; null again when the shopper leaves it. */
export function setPageCar(car: PageCar | null): void {
  pageCar = car;
}

/** Fires one catalogue event. */
export function trackEvent(what: Trackable, options: TrackOptions = {}): void {
  if (typeof window === "undefined") return;
  queue.push({ what, options, pageCar, url: window.location.href });
  flush();
}

/**
 * Fires the page view of `path` by its page type (which the recording code works out from the
 * site's paths); vehicle pages fire their own view, which knows whether the car is new or used.
 */
export function trackPageView(pages: PageTypeSettings, path: string): void {
  if (typeof window === "undefined") return;
  queue.push({ pageViewOf: pages, path, pageCar, url: window.location.href });
  flush();
}

function flush(): void {
  if (!config || queue.length === 0) return;
  if (runtime) {
    for (const fired of queue.splice(0)) {
      if ("pageViewOf" in fired) {
        runtime.recordPageView(config, fired.pageViewOf, fired.path, fired.url);
      } else {
        runtime.recordEvent(config, fired.what, fired.options, fired.pageCar, fired.url);
      }
    }
    return;
  }
  if (isLoading) return;
  isLoading = true;
  void import("./tracking-runtime.ts").then(
    (loaded) => {
      runtime = loaded;
      flush();
    },
    (error: unknown) => {
      // §8: measurement never reaches the shopper; the next event tries again.
      isLoading = false;
      console.warn("tracking could not load", error);
    },
  );
}
