import { isSampled } from "@forecourt/core/analytics/web-vitals";
import type { PageTypeSettings } from "@forecourt/core/site/page-type";
import type { TrackingConfig } from "./tracking-config.ts";

export type WebVitalsConfig = {
  tracking: TrackingConfig;
  pages: PageTypeSettings;
  /** Settings `analytics.rumSampleRate`: the share of page loads measured. */
  sampleRate: number;
};

const INTERACTIONS = ["scroll", "click", "touchstart", "keydown", "pointerdown"] as const;
let isStarted = false;

/**
 * Real visitors' speed: on a sampled page load of a site with the collector, the measuring code
 * (web-vitals-runtime.ts, with the `web-vitals` library) is fetched at the first scroll, click,
 * touch or key press, so it costs the page's own load nothing (unlike the tags, not after 3 s
 * idle: a page nobody touches is not measured, and no first load ever carries it). The library
 * reads the page's buffered entries, so LCP and TTFB from before that moment are still seen.
 * `path` is the loaded page's (its LCP and TTFB are that document's). Returns a cleanup that
 * removes the listeners if nothing has loaded yet.
 */
export function measureWebVitalsLater(
  config: WebVitalsConfig,
  path: string,
  draw: number = Math.random(),
): () => void {
  if (isStarted || !config.tracking.isCollectorEnabled) return () => {};
  if (!isSampled(config.sampleRate, draw)) return () => {};
  const load = () => {
    cleanup();
    if (isStarted) return;
    isStarted = true;
    import("./web-vitals-runtime.ts").then(
      ({ startWebVitals }) => startWebVitals(config.tracking, config.pages, path),
      // §8: measurement never reaches the shopper.
      (error: unknown) => console.warn("web vitals could not load", error),
    );
  };
  const options = { once: true, passive: true, capture: true } as const;
  for (const type of INTERACTIONS) window.addEventListener(type, load, options);
  function cleanup() {
    for (const type of INTERACTIONS) window.removeEventListener(type, load, options);
  }
  return cleanup;
}
