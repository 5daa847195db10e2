"use client";

import { useEffect, type RefObject } from "react";

/**
 * Keeps a focused control clear of a bar fixed at the screen's foot (WCAG 2.4.11). The page's
 * scroll padding does so when focus moves the page; a control already on the screen, behind the
 * bar, is scrolled up above it here. A hidden bar (the action bar from lg) has no height.
 */
export function useFocusClearOf(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const clear = (target: EventTarget | null) => {
      const element = bar.current;
      if (!element?.offsetHeight || !(target instanceof Element) || element.contains(target))
        return;
      const overlap = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (overlap > 0) window.scrollBy(0, overlap + 8);
    };
    // A bar that arrives after hydration (the cookie question) may land on the focused control.
    if (document.activeElement !== document.body) clear(document.activeElement);
    const onFocus = (event: FocusEvent) => clear(event.target);
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [bar]);
}
