import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { MAX_VITALS_PER_BATCH } from "@forecourt/core/analytics/web-vitals";
import type { PageTypeSettings } from "@forecourt/core/analytics/page-type";
import type { TrackingConfig } from "./track-event.ts";
import { sendWebVitals } from "./tracking-runtime.ts";

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
