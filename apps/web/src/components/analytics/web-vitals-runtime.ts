import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { MAX_VITALS_PER_BATCH } from "@forecourt/core/analytics/web-vitals";
import type { PageTypeSettings } from "@forecourt/core/site/page-type";
import type { TrackingConfig } from "./tracking-config.ts";
import { pageTypeForPath } from "@forecourt/core/site/page-type";
import { collectorPayloadFor } from "@forecourt/core/analytics/tracking-entry";
import { COLLECTOR_PATH, send, trackingContext } from "./tracking-runtime.ts";

/**
 * Collects the page's web vitals as the library reports them and sends them as one batch (a
 * beacon to the collector) when the page is hidden or left; a metric reported again (INP, CLS
 * grow) replaces its earlier value. Nothing is sent for a page with nothing new.
 */
export function startWebVitals(
  config: TrackingConfig,
  pages: PageTypeSettings,
  path: string,
): void {
  const pending = new Map<string, number>();
  const report = (metric: Metric) => {
    pending.set(metric.name, metric.value);
  };
  // The library reports on visibilitychange too; it is listened to first, so its last values
  // are in `pending` when this page's flush runs.
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending]
      .slice(0, MAX_VITALS_PER_BATCH)
      .map(([name, value]) => ({ name, value }));
    pending.clear();
    sendWebVitals(config, pages, path, metrics);
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  window.addEventListener("pagehide", flush);
}

/**
 * One beacon with a page's web vitals (category web_vitals, `metrics` a list of {name, value}),
 * for the page at `path` as it loaded; the server checks each value on its own.
 */
function sendWebVitals(
  config: TrackingConfig,
  pages: PageTypeSettings,
  path: string,
  metrics: { name: string; value: number }[],
): void {
  if (!config.isCollectorEnabled || metrics.length === 0) return;
  const url = new URL(path, location.href).href;
  const payload = collectorPayloadFor(null, {}, trackingContext(config, null, url));
  send(COLLECTOR_PATH, {
    event: {
      ...payload.event,
      category: "web_vitals",
      event_properties: {
        ...payload.event.event_properties,
        page_type: pageTypeForPath(pages, path),
        metrics,
      },
    },
  });
}
