import {
  MANUFACTURER_POLL_MS,
  TAG_IDLE_MS,
  type TagScript,
} from "@forecourt/core/analytics/third-party-tags";

export type TagLoaderConfig = {
  tags: TagScript[];
  googleAnalyticsId: string | null;
  facebookPixelId: string | null;
  /** Global function the manufacturer's script defines at the bottom of the page. */
  manufacturerHook: string | null;
};

type Fn = (...args: unknown[]) => void;
type Pixel = Fn & { queue: unknown[]; callMethod?: Fn; loaded: boolean; version: string };
type TagWindow = {
  dataLayer?: unknown[];
  gtag?: Fn;
  fbq?: Pixel;
  _fbq?: unknown;
  [name: string]: unknown;
};
const tagWindow = () => window as unknown as TagWindow;

const INTERACTIONS = ["scroll", "click", "touchstart", "keydown", "pointerdown"] as const;
/** The hook is looked for for at most this long (100 polls), then given up. */
const MANUFACTURER_POLL_LIMIT = 100;

let isLoaded = false;

/**
 * Spec §4/§9: third-party tags are injected after the first scroll, click, touch or key press,
 * or after 3 s, whichever comes first, so none of their bytes compete with the page. Returns a
 * cleanup that removes the listeners if nothing has loaded yet.
 */
export function loadTagsAfterInteraction(config: TagLoaderConfig): () => void {
  if (isLoaded || (config.tags.length === 0 && !config.manufacturerHook)) return () => {};
  const load = () => {
    cleanup();
    injectTags(config);
  };
  const timer = window.setTimeout(load, TAG_IDLE_MS);
  const options = { once: true, passive: true, capture: true } as const;
  for (const type of INTERACTIONS) window.addEventListener(type, load, options);
  function cleanup() {
    window.clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, load, options);
  }
  return cleanup;
}

function injectTags(config: TagLoaderConfig): void {
  if (isLoaded) return;
  isLoaded = true;
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
  for (const entry of dataLayer) forwardToTags(entry);
  for (const tag of config.tags) {
    const script = document.createElement("script");
    script.async = true;
    script.src = tag.src;
    script.dataset.tag = tag.kind;
    document.head.append(script);
  }
  if (config.manufacturerHook) pollForHook(config.manufacturerHook);
}

/** Sends one of our dataLayer entries to gtag and fbq when they are on the page. */
export function forwardToTags(entry: unknown): void {
  if (!isLoaded || typeof entry !== "object" || entry === null) return;
  if (!("website_slug" in entry)) return;
  const target = tagWindow();
  const fields = entry as Record<string, unknown>;
  const { event, facebookEventName, facebookCustomEvent, ...params } = fields;
  if (typeof target.gtag === "function" && typeof event === "string")
    target.gtag("event", event, params);
  if (typeof target.fbq === "function" && typeof facebookEventName === "string") {
    target.fbq(facebookCustomEvent ? "trackCustom" : "track", facebookEventName, params);
  }
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
