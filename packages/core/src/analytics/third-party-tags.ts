import { IDLE_LOAD_MS, SLOW_POLL_MS } from "../time/timings.ts";
import type { AnalyticsSettings } from "./analytics-settings.ts";

type TagKind = "gtm" | "ga4" | "meta" | "manufacturer";
export type TagScript = { kind: TagKind; src: string };

const GTM_ORIGIN = "https://www.googletagmanager.com";
const META_ORIGIN = "https://connect.facebook.net";

/** §9: third-party tags wait this long for a first interaction before loading anyway. */
export const TAG_IDLE_MS = IDLE_LOAD_MS;
/** §9: the manufacturer's page-bottom hook is looked for this often. */
export const MANUFACTURER_POLL_MS = SLOW_POLL_MS;

/**
 * The third-party scripts a site's settings configure (spec §4, §9), each only when its id is
 * set: Google Tag Manager, GA4 (gtag.js) and the Meta pixel, then the manufacturer's script.
 */
export function thirdPartyTags(analytics: AnalyticsSettings): TagScript[] {
  const tags: TagScript[] = [];
  if (analytics.googleTagManagerId) {
    tags.push({
      kind: "gtm",
      src: `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(analytics.googleTagManagerId)}`,
    });
  }
  if (analytics.googleAnalyticsId) {
    tags.push({
      kind: "ga4",
      src: `${GTM_ORIGIN}/gtag/js?id=${encodeURIComponent(analytics.googleAnalyticsId)}`,
    });
  }
  if (analytics.facebookPixelId) {
    tags.push({ kind: "meta", src: `${META_ORIGIN}/en_US/fbevents.js` });
  }
  if (analytics.manufacturerTagSrc) {
    tags.push({ kind: "manufacturer", src: analytics.manufacturerTagSrc });
  }
  return tags;
}

type ClickAction = "click-to-call" | "directions" | "history-report";

/**
 * What a click on a link or button was, from its markup: a `tel:` link is a call (25), a maps
 * link or `data-action="directions"` is directions (41), `data-action="history-report"` the
 * car's history report (60). Anything else is not an event of its own.
 */
export function clickActionFor(target: {
  href?: string | null;
  action?: string | null;
}): ClickAction | null {
  if (target.action === "history-report") return "history-report";
  if (target.action === "directions") return "directions";
  // Any other marked element records its own event (the vehicle page's call button).
  if (target.action) return null;
  const href = target.href?.trim().toLowerCase() ?? "";
  if (href.startsWith("tel:")) return "click-to-call";
  if (/^https:\/\/(www\.)?google\.[a-z.]+\/maps|^https:\/\/maps\.(google|apple)\.com/.test(href)) {
    return "directions";
  }
  return null;
}
