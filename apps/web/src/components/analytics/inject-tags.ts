import { MANUFACTURER_POLL_MS } from "@forecourt/core/analytics/third-party-tags";
import { sendToTags, tagWindow, type Fn, type Pixel, type TagLoaderConfig } from "./tag-window.ts";

/** The hook is looked for for at most this long (100 polls), then given up. */
const MANUFACTURER_POLL_LIMIT = 100;

/**
 * Puts the site's third-party tags on the page: GTM's start, gtag's and the pixel's stubs, the
 * events recorded before they came, the tag scripts and the manufacturer's hook. Fetched and run
 * once, when load-tags.ts says the moment has come.
 */
export function injectTags(config: TagLoaderConfig): void {
  const target = tagWindow();
  const dataLayer = (target.dataLayer ??= []);
  if (config.tags.some((tag) => tag.kind === "gtm")) {
    dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  }
  if (config.googleAnalyticsId) {
    target.gtag = function gtag() {
      // gtag.js reads the Arguments object itself, as its snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    target.gtag("js", new Date());
    // Page views are ours (by page type, also after client-side navigation), not gtag's own.
    target.gtag("config", config.googleAnalyticsId, { send_page_view: false });
  }
  if (config.facebookPixelId && !target.fbq) {
    // The pixel's own stub: calls wait in `queue` until fbevents.js takes over `callMethod`.
    const fbq: Pixel = Object.assign(
      (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      },
      { queue: [] as unknown[], loaded: true, version: "2.0" },
    );
    target.fbq = fbq;
    target._fbq = fbq;
    fbq("init", config.facebookPixelId);
  }
  // Events fired before the tags arrived reach GA4 and Meta too (GTM reads the dataLayer).
  for (const entry of dataLayer) sendToTags(entry);
  for (const tag of config.tags) {
    const script = document.createElement("script");
    script.async = true;
    script.src = tag.src;
    script.dataset.tag = tag.kind;
    document.head.append(script);
  }
  if (config.manufacturerHook) pollForHook(config.manufacturerHook);
}

/** §4: look for the manufacturer's page-bottom hook every 300 ms, call it once, then stop. */
function pollForHook(name: string): void {
  let polls = 0;
  const timer = window.setInterval(() => {
    polls += 1;
    const hook = tagWindow()[name];
    if (typeof hook === "function") {
      window.clearInterval(timer);
      (hook as Fn)();
    } else if (polls >= MANUFACTURER_POLL_LIMIT) {
      window.clearInterval(timer);
    }
  }, MANUFACTURER_POLL_MS);
}
