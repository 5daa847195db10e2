import { useEffect } from "react";

/**
 * Calls `onEscape` when Escape is pressed wherever focus is, while `isActive` (the chat's greeting
 * card and its window: WCAG 1.4.13, 2.4.11). A key another handler already took is left alone.
 */
export function useEscapeKey(isActive: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!isActive) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onEscape();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isActive, onEscape]);
}
