import { pageTypeForPath, type PageTypeSettings } from "@forecourt/core/site/page-type";
import { readVariant, VARIANT_COOKIE } from "@forecourt/core/analytics/split-test";
import {
  campaignFrom,
  collectorPayloadFor,
  dataLayerEntry,
  formFailurePayloadFor,
  type FailedForm,
  type TrackingContext,
} from "@forecourt/core/analytics/tracking-entry";
import {
  cryptoRandomBytes,
  ensureDeviceId,
  randomUuid,
  touchSession,
} from "@forecourt/core/analytics/visitor-ids";
import { pageViewEvent, type CatalogueEvent } from "@forecourt/core/analytics/load-events";
import { browserStorage, visitContext } from "../forms/visit-storage.ts";
import { forwardToTags } from "./load-tags.ts";
import type { PageCar, TrackingConfig, TrackOptions } from "./tracking-config.ts";

/**
 * What `trackEvent` (track-event.ts) does with an event, fetched with the page's first event:
 * the catalogue's events a page fires as it loads, page types, visitor ids and the collector's
 * payload are not among the scripts a page names. The rest of the catalogue (event-catalogue.ts)
 * comes apart, when the shopper first does something (track-event.ts). `pageCar` and `url` are
 * the page's when the event fired.
 */

export const COLLECTOR_PATH = "/api/events";
const SESSION_KEY = "forecourt:session";
const DEVICE_KEY = "forecourt:device";
const ANON_KEY = "forecourt:anon";

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** What a page fires as it loads (views, a search) is named here; the rest by the catalogue. */
export { isLoadAction, loadEventFor } from "@forecourt/core/analytics/load-events";

/** Records one catalogue event; returns what was pushed to the dataLayer. */
export function recordEvent(
  config: TrackingConfig,
  event: CatalogueEvent | null,
  options: TrackOptions,
  pageCar: PageCar | null,
  url: string,
) {
  const context = trackingContext(config, options.leadId ?? null, url);
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

/**
 * Records a lead form's failed submit through the collector alone, where the site enables it:
 * nothing is pushed to the dataLayer, so the tags and the pixel see no event. Returns the body
 * sent, or null where the site has no collector.
 */
export function recordFormFailure(
  config: TrackingConfig,
  form: FailedForm,
  errorMessage: string,
  leadId: string | null,
  url: string,
) {
  if (!config.isCollectorEnabled) return null;
  const payload = formFailurePayloadFor(form, errorMessage, trackingContext(config, leadId, url));
  send(COLLECTOR_PATH, payload);
  return payload;
}

/** The page view of `path` by its page type; none on a vehicle page, which fires its own. */
export function recordPageView(
  config: TrackingConfig,
  pages: PageTypeSettings,
  path: string,
  url: string,
) {
  const pageType = pageTypeForPath(pages, path);
  if (pageType === "vehicle") return undefined;
  return recordEvent(config, pageType === null ? null : pageViewEvent(pageType), {}, null, url);
}

export function trackingContext(
  current: TrackingConfig,
  leadId: string | null,
  url: string,
): TrackingContext {
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
    url,
    anonId,
    sessionId: session.id,
    deviceId,
    campaign: campaignFrom(new URL(url).searchParams, linkedQueryParams),
    experiment: current.splitTest
      ? readVariant(readCookie(VARIANT_COOKIE), current.splitTest)
      : null,
    leadId,
    referrer: externalReferrer(),
  };
}

/** The host of the page that sent the shopper here, when it is another site's. */
function externalReferrer(): string | null {
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : "";
    return host && host !== location.hostname ? host.slice(0, 200) : null;
  } catch {
    return null;
  }
}

export function send(path: string, payload: unknown): void {
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
