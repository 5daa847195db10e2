"use client";

import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once React runs the component in
 * the browser. A form that only submits through its script disables its controls until then, so
 * a press that comes before hydration cannot submit it natively (a GET with its fields, a card
 * number among them, in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
