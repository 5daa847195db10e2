import { TRACKED_CAMPAIGN_PARAMS } from "./campaign-params.ts";

/** How far back a click may be and still earn a lead: 30 days. */
export const ATTRIBUTION_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * One moment of a visitor's journey: when it happened, the tracked campaign parameters it
 * carried (utm_*, gclid, fbclid) and the host that referred it, if any.
 */
export type Touch = {
  at: number;
  params: Readonly<Record<string, string | undefined>>;
  referrer?: string | null;
};

/** Where a lead came from, as the dashboard groups it. */
export type Attribution = {
  source: string;
  medium: string;
  campaign: string;
  /** `click` when a non-direct touch earned it; otherwise why it is direct. */
  kind: "click" | "direct";
};

type AttributionOptions = {
  /** The site's own hosts: a referrer among them is a page of the visit, not a click. */
  ownHosts?: readonly string[];
  windowMs?: number;
};

export const DIRECT: Attribution = {
  source: "direct",
  medium: "none",
  campaign: "",
  kind: "direct",
};

const clean = (value: string | undefined | null) => (value ?? "").trim().slice(0, 200);

/** The host of a referrer URL or bare host, lower case; "" when it cannot be read. */
export function referrerHost(referrer: string | null | undefined): string {
  const text = clean(referrer);
  if (!text) return "";
  try {
    return new URL(text.includes("://") ? text : `https://${text}`).hostname.toLowerCase();
  } catch {
    return "";
  }
}

/**
 * What one touch says of its source, or null for a direct touch (no campaign parameter and no
 * referrer from another host). utm_source wins; else a click id names its network (gclid:
 * google/cpc, fbclid: facebook/cpc); else the referring host (medium `referral`).
 */
export function touchAttribution(
  touch: Touch,
  ownHosts: readonly string[] = [],
): Attribution | null {
  const params = touch.params;
  const source = clean(params.utm_source);
  const medium = clean(params.utm_medium);
  const campaign = clean(params.utm_campaign);
  if (source) return { source, medium: medium || "(none)", campaign, kind: "click" };
  if (clean(params.gclid))
    return { source: "google", medium: medium || "cpc", campaign, kind: "click" };
  if (clean(params.fbclid)) {
    return { source: "facebook", medium: medium || "cpc", campaign, kind: "click" };
  }
  if (medium || campaign) {
    return { source: "(not set)", medium: medium || "(none)", campaign, kind: "click" };
  }
  const host = referrerHost(touch.referrer);
  if (!host) return null;
  const own = ownHosts.map((h) => h.toLowerCase());
  if (own.includes(host) || own.some((h) => host === `www.${h}` || h === `www.${host}`)) {
    return null;
  }
  return { source: host, medium: "referral", campaign: "", kind: "click" };
}

/**
 * The attribution rule: a conversion at `at` is credited to the LAST non-direct touch at or
 * before it and no older than 30 days (`windowMs`). Direct touches never displace a click;
 * touches after the conversion are ignored. Without such a touch the conversion is direct.
 */
export function attributeConversion(
  touches: readonly Touch[],
  at: number,
  options: AttributionOptions = {},
): Attribution {
  const windowMs = options.windowMs ?? ATTRIBUTION_WINDOW_MS;
  let best: { at: number; attribution: Attribution } | null = null;
  for (const touch of touches) {
    if (touch.at > at || at - touch.at > windowMs) continue;
    const attribution = touchAttribution(touch, options.ownHosts);
    if (!attribution) continue;
    // Ties go to the later one in the list (the order the caller read them).
    if (!best || touch.at >= best.at) best = { at: touch.at, attribution };
  }
  return best?.attribution ?? DIRECT;
}

/** The campaign parameters of a stored record (event properties, a lead's query), as strings. */
export function touchParams(record: Readonly<Record<string, unknown>>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of TRACKED_CAMPAIGN_PARAMS) {
    const value = record[key];
    if (typeof value === "string" && value) params[key] = value;
  }
  return params;
}
