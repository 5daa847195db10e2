/** How far below the screen a part starts loading: about a phone screen's scroll. */
const NEAR_MARGIN = "900px 0px";

/**
 * Calls `start` once, when `element` comes within a screen of the viewport or a pointer or focus
 * reaches it (for a part whose code waits until the shopper is about to see or use it); returns
 * what stops watching, for an effect's clean-up.
 */
export function whenNear(element: Element, start: () => void): () => void {
  const events = ["pointerdown", "focusin"] as const;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) begin();
    },
    { rootMargin: NEAR_MARGIN },
  );
  function stop() {
    observer.disconnect();
    for (const event of events) element.removeEventListener(event, begin);
  }
  function begin() {
    stop();
    start();
  }
  observer.observe(element);
  for (const event of events) element.addEventListener(event, begin);
  return stop;
}
