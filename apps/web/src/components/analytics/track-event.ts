import type * as EventCatalogue from "@forecourt/core/analytics/event-catalogue";
import type { PageTypeSettings } from "@forecourt/core/site/page-type";
import type { CatalogueEvent } from "@forecourt/core/analytics/load-events";
import type { FailedForm } from "@forecourt/core/analytics/tracking-entry";
import type * as TrackingRuntime from "./tracking-runtime.ts";
import type { PageCar, TrackingConfig, TrackOptions } from "./tracking-config.ts";

/**
 * The browser's tracking API (spec §3, §9). Any client component fires a catalogue event with
 * `trackEvent({ type: "favourite" }, { properties: { car_slug } })`; it is pushed to
 * `window.dataLayer` with its catalogue fields and, on sites that enable it, sent to the
 * first-party collector without holding up the page (sendBeacon, else fetch keepalive).
 *
 * This module is what every page loads: it queues events with the page's car and URL of the
 * moment they fire. The code that records them (tracking-runtime.ts: the catalogue's events a
 * page fires as it loads, page types, visitor ids, the collector) is fetched with the first
 * event, after the page has hydrated, rather than with the page's own scripts, and takes the
 * queue. The rest of the event catalogue is fetched when the shopper first presses or types
 * anything, or when an event that needs it fires, whichever comes first: a page's view or search
 * never loads it. Events are recorded in the order they fired, each as soon as the code it needs
 * is there. Events fired before the site's `<SiteAnalytics>` has configured tracking wait for it.
 */

/** A shopper action, a catalogue id (a form's `eventId`), or null for a page of no §9 type. */
export type Trackable = EventCatalogue.ShopperAction | { id: number } | null;

type Fired = { pageCar: PageCar | null; url: string } & (
  | { what: Trackable; options: TrackOptions }
  | { pageViewOf: PageTypeSettings; path: string }
  | { failedForm: FailedForm; errorMessage: string; leadId: string | null }
);

/** Code fetched once, when first asked for; a failed fetch is tried again on the next ask. */
function lazyCode<T>(load: () => Promise<T>) {
  let isLoading = false;
  const code = {
    current: null as T | null,
    fetch(then: () => void): void {
      if (code.current || isLoading) return;
      isLoading = true;
      load().then(
        (loaded) => {
          code.current = loaded;
          then();
        },
        (error: unknown) => {
          // §8: measurement never reaches the shopper; the next event tries again.
          isLoading = false;
          console.warn("tracking could not load", error);
        },
      );
    },
  };
  return code;
}

type Runtime = typeof TrackingRuntime;

const runtime = lazyCode<Runtime>(() => import("./tracking-runtime.ts"));
const catalogue = lazyCode<typeof EventCatalogue>(
  () => import("@forecourt/core/analytics/event-catalogue"),
);

let config: TrackingConfig | null = null;
let pageCar: PageCar | null = null;
const queue: Fired[] = [];

export function configureTracking(next: TrackingConfig): void {
  if (!config && typeof window !== "undefined") {
    // The shopper's first press or key: what they do next will want the catalogue.
    for (const type of ["pointerdown", "keydown"])
      window.addEventListener(type, () => catalogue.fetch(flush), { once: true, capture: true });
  }
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

/**
 * Records a lead form's failed submit (the server refused it or the network did not carry it)
 * with the message the shopper saw: to the site's collector only, never to the tags or the pixel.
 */
export function trackFormFailure(
  form: FailedForm,
  errorMessage: string,
  leadId: string | null = null,
): void {
  if (typeof window === "undefined") return;
  queue.push({ failedForm: form, errorMessage, leadId, pageCar, url: window.location.href });
  flush();
}

function flush(): void {
  if (!config) return;
  while (queue.length > 0) {
    const code = runtime.current;
    if (!code) {
      runtime.fetch(flush);
      return;
    }
    // Off the queue first, so that an event that cannot be recorded does not hold up the rest.
    const fired = queue.shift()!;
    if ("pageViewOf" in fired) {
      code.recordPageView(config, fired.pageViewOf, fired.path, fired.url);
      continue;
    }
    if ("failedForm" in fired) {
      code.recordFormFailure(config, fired.failedForm, fired.errorMessage, fired.leadId, fired.url);
      continue;
    }
    const event = nameOf(fired.what, code);
    if (event === undefined) {
      queue.unshift(fired);
      catalogue.fetch(flush);
      return;
    }
    code.recordEvent(config, event, fired.options, fired.pageCar, fired.url);
  }
}

/**
 * The catalogue entry of what fired (null for a page of no §9 type); undefined while the rest of
 * the catalogue, which names everything a page does not fire as it loads, has not arrived.
 */
function nameOf(what: Trackable, code: Runtime): CatalogueEvent | null | undefined {
  if (what === null) return null;
  if ("type" in what && code.isLoadAction(what)) return code.loadEventFor(what);
  const names = catalogue.current;
  if (!names) return undefined;
  if ("type" in what) return names.catalogueEventFor(what);
  const event = names.catalogueEvent(what.id);
  if (!event) throw new Error(`No catalogue event ${what.id}`);
  return event;
}
