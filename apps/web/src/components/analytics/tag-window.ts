import { metaPixelParameters } from "@forecourt/core/analytics/meta-pixel-parameters";
import type { TagScript } from "@forecourt/core/analytics/third-party-tags";

/** The page's third-party tags: what the site loads, the globals they define, and sending to them. */
export type TagLoaderConfig = {
  tags: TagScript[];
  googleAnalyticsId: string | null;
  facebookPixelId: string | null;
  /** Global function the manufacturer's script defines at the bottom of the page. */
  manufacturerHook: string | null;
};

export type Fn = (...args: unknown[]) => void;
export type Pixel = Fn & { queue: unknown[]; callMethod?: Fn; loaded: boolean; version: string };
type TagWindow = {
  dataLayer?: unknown[];
  gtag?: Fn;
  fbq?: Pixel;
  _fbq?: unknown;
  [name: string]: unknown;
};
export const tagWindow = () => window as unknown as TagWindow;

/** Sends one of our dataLayer entries to gtag and fbq, whichever of them is on the page. */
export function sendToTags(entry: unknown): void {
  if (typeof entry !== "object" || entry === null) return;
  if (!("website_slug" in entry)) return;
  const target = tagWindow();
  const fields = entry as Record<string, unknown>;
  const { event, facebookEventName, facebookCustomEvent, ...params } = fields;
  if (typeof target.gtag === "function" && typeof event === "string")
    target.gtag("event", event, params);
  if (typeof target.fbq === "function" && typeof facebookEventName === "string") {
    // The visit's own ids stay with us (core `metaPixelParameters`).
    const metaParams = metaPixelParameters(params);
    target.fbq(facebookCustomEvent ? "trackCustom" : "track", facebookEventName, metaParams);
  }
}
