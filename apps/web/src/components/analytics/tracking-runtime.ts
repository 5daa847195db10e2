import {
  catalogueEvent,
  catalogueEventFor,
  type CatalogueEvent,
  type ShopperAction,
} from "@forecourt/core/analytics/event-catalogue";
import { readVariant, VARIANT_COOKIE, type SplitTest } from "@forecourt/core/analytics/split-test";
import {
  campaignFrom,
  collectorPayloadFor,
  dataLayerEntry,
  type EventProperties,
  type TrackingContext,
} from "@forecourt/core/analytics/tracking-entry";
import {
  cryptoRandomBytes,
  ensureDeviceId,
  randomUuid,
  touchSession,
} from "@forecourt/core/analytics/visitor-ids";
import { browserStorage, visitContext } from "../forms/visit-storage.ts";
import { forwardToTags } from "./load-tags.ts";

/**
 * The browser's tracking API (spec §3, §9). Any client component fires a catalogue event with
 * `trackEvent({ type: "favourite" }, { properties: { car_slug } })`; it is pushed to
 * `window.dataLayer` with its catalogue fields and, on sites that enable it, sent to the
 * first-party collector without holding up the page (sendBeacon, else fetch keepalive).
 * Events fired before the site's `<SiteAnalytics>` has configured this module wait for it.
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

export const COLLECTOR_PATH = "/api/events";
const SESSION_KEY = "forecourt:session";
const DEVICE_KEY = "forecourt:device";
const ANON_KEY = "forecourt:anon";

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

let config: TrackingConfig | null = null;
let pageCar: PageCar | null = null;
const waiting: [Trackable, TrackOptions][] = [];

export function configureTracking(next: TrackingConfig): void {
  config = next;
  for (const [what, options] of waiting.splice(0)) trackEvent(what, options);
}

/** Set by the vehicle page while it is shown; null again when the shopper leaves it. */
export function setPageCar(car: PageCar | null): void {
  pageCar = car;
}

export function resolveTrackable(what: Trackable): CatalogueEvent | null {
  if (what === null) return null;
  if ("id" in what) {
    const event = catalogueEvent(what.id);
    if (!event) throw new Error(`No catalogue event ${what.id}`);
    return event;
  }
  return catalogueEventFor(what);
}

/** Fires one catalogue event; returns what was pushed to the dataLayer (undefined while waiting). */
export function trackEvent(what: Trackable, options: TrackOptions = {}) {
  if (typeof window === "undefined") return undefined;
  if (!config) {
    waiting.push([what, options]);
    return undefined;
  }
  const event = resolveTrackable(what);
  const context = trackingContext(config, options.leadId ?? null);
  const properties = { ...pageCar, ...options.properties };
  const entry = dataLayerEntry(event, properties, context);
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push(entry);
  forwardToTags(entry);
  const payload = collectorPayloadFor(event, properties, context, options.errorMessage);
  if (options.carEndpoint) {
    send(options.carEndpoint.path, { car_id: options.carEndpoint.carId, ...payload.event });
  } else if (config.isCollectorEnabled) {
    send(COLLECTOR_PATH, payload);
  }
  return entry;
}

function trackingContext(current: TrackingConfig, leadId: string | null): TrackingContext {
  const storage = browserStorage();
  const random = cryptoRandomBytes;
  const session = touchSession(readJson(storage, SESSION_KEY), Date.now(), random);
  writeValue(storage, SESSION_KEY, JSON.stringify({ id: session.id, lastSeen: session.lastSeen }));
  const deviceId = ensureDeviceId(storage?.getItem(DEVICE_KEY) ?? null, random);
  writeValue(storage, DEVICE_KEY, deviceId);
  let anonId = storage?.getItem(ANON_KEY) ?? null;
  if (!anonId || anonId.length > 100) {
    anonId = randomUuid();
    writeValue(storage, ANON_KEY, anonId);
  }
  const { linkedQueryParams } = visitContext(storage);
  return {
    websiteSlug: current.websiteSlug,
    url: window.location.href,
    anonId,
    sessionId: session.id,
    deviceId,
    campaign: campaignFrom(new URLSearchParams(window.location.search), linkedQueryParams),
    experiment: current.splitTest
      ? readVariant(readCookie(VARIANT_COOKIE), current.splitTest)
      : null,
    leadId,
  };
}

function send(path: string, payload: unknown): void {
  const body = JSON.stringify(payload);
  try {
    const blob = new Blob([body], { type: "application/json" });
    if (navigator.sendBeacon?.(path, blob)) return;
  } catch {
    // Fall through to fetch.
  }
  // §8: a collector failure is logged only; it never reaches the shopper.
  fetch(path, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "content-type": "application/json" },
  })
    .then((response) => {
      if (!response.ok) console.warn(`${path} answered ${response.status}`);
    })
    .catch((error: unknown) => console.warn(`${path} failed`, error));
}

function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function writeValue(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Blocked storage: the ids last for this page only.
  }
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}
