import { TAG_IDLE_MS } from "@forecourt/core/analytics/third-party-tags";
import { sendToTags, type TagLoaderConfig } from "./tag-window.ts";

const INTERACTIONS = ["scroll", "click", "touchstart", "keydown", "pointerdown"] as const;

/** Waiting for the moment; fetching the code that puts the tags on the page; tags on the page. */
let state: "waiting" | "requested" | "loaded" = "waiting";

/**
 * Spec §4/§9: third-party tags are injected after the first scroll, click, touch or key press,
 * or after 3 s, whichever comes first, so none of their bytes compete with the page; the code
 * that injects them (inject-tags.ts) is fetched at that moment too. Returns a cleanup that
 * removes the listeners if nothing has loaded yet.
 */
export function loadTagsAfterInteraction(config: TagLoaderConfig): () => void {
  if (state !== "waiting" || (config.tags.length === 0 && !config.manufacturerHook)) {
    return () => {};
  }
  const load = () => {
    cleanup();
    if (state !== "waiting") return;
    state = "requested";
    import("./inject-tags.ts").then(
      ({ injectTags }) => {
        state = "loaded";
        injectTags(config);
      },
      // Spec §8: the page goes on without them.
      (error: unknown) => console.warn("The site's tags did not load", error),
    );
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

/** Sends one of our dataLayer entries to gtag and fbq when they are on the page. */
export function forwardToTags(entry: unknown): void {
  if (state === "loaded") sendToTags(entry);
}
