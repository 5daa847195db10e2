/**
 * Real visitors' speed (RUM): the Core Web Vitals the storefront measures with the `web-vitals`
 * library, how a value is checked before it is stored, and the thresholds it is rated by
 * (web.dev: good at or under the first, poor above the second).
 */

export const WEB_VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** The collector category of a page's batch of measurements, and of each stored value. */
export const WEB_VITALS_CATEGORY = "web_vitals";
export const WEB_VITAL_CATEGORY = "web_vital";

/** Core Web Vitals thresholds: [good at or under, poor above]. ms, except CLS (unitless). */
export const WEB_VITAL_THRESHOLDS = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
} as const satisfies Record<WebVitalName, readonly [number, number]>;

/** Largest value believed: beyond it a browser or a forger sent nonsense. */
export const WEB_VITAL_MAX = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 100,
  TTFB: 120_000,
} as const satisfies Record<WebVitalName, number>;

/** Most measurements in one beacon: each metric may report a few times on one page. */
export const MAX_VITALS_PER_BATCH = 20;

/** The page groups the dashboard shows speed for. */
export const RUM_PAGE_GROUPS = ["home", "search", "vehicle", "other"] as const;
type RumPageGroup = (typeof RUM_PAGE_GROUPS)[number];

export type WebVitalRating = "good" | "needs-improvement" | "poor";
type WebVital = { name: WebVitalName; value: number };

/** One day's 75th percentile of one metric on one page group, rated by the CWV thresholds. */
export type WebVitalDay = {
  day: string;
  pageGroup: string;
  metric: WebVitalName;
  p75: number;
  samples: number;
  rating: WebVitalRating;
};
type VitalCheck = { ok: true; vital: WebVital } | { ok: false; reason: string };

const isName = (value: unknown): value is WebVitalName =>
  typeof value === "string" && (WEB_VITAL_NAMES as readonly string[]).includes(value);

/** The rating of a value by the Core Web Vitals thresholds. */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/**
 * One measurement as the browser sent it (`{name, value}`), checked: a known metric and a finite
 * number from 0 to its maximum. Milliseconds are rounded to whole ones, CLS to 4 places.
 */
export function checkWebVital(input: unknown): VitalCheck {
  if (typeof input !== "object" || input === null) {
    return { ok: false, reason: "A measurement must be an object with name and value." };
  }
  const { name, value } = input as { name?: unknown; value?: unknown };
  if (!isName(name)) {
    return { ok: false, reason: `name must be one of ${WEB_VITAL_NAMES.join(", ")}.` };
  }
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    return { ok: false, reason: `${name} must be a number of 0 or more.` };
  }
  if (value > WEB_VITAL_MAX[name]) {
    return { ok: false, reason: `${name} must be at most ${WEB_VITAL_MAX[name]}.` };
  }
  const rounded = name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  return { ok: true, vital: { name, value: rounded } };
}

/** The page group of a §9 page type (or "vehicle", as pageTypeForPath answers for a car). */
export function rumPageGroup(pageType: string | null | undefined): RumPageGroup {
  if (pageType === "Home") return "home";
  if (pageType === "Vehicle Inventory Listing") return "search";
  if (pageType === "vehicle" || pageType?.endsWith("Vehicle Details")) return "vehicle";
  return "other";
}

/** Whether this page view is measured, at the site's sample rate (0 to 1) and a draw in [0, 1). */
export function isSampled(rate: number, draw: number): boolean {
  return rate > 0 && draw < rate;
}

/** The p-th percentile (0 to 1) of values by the nearest rank; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1] ?? null;
}
