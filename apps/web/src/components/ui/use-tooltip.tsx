"use client";

import { useEffect, useState, type FocusEvent, type PointerEvent } from "react";
import { tooltipTimer } from "./tooltip-timer.ts";

/**
 * A tooltip for an icon-only control, whose name (aria-label) it shows to sighted pointer and
 * keyboard users, with the §9 delays (core `tooltipOpenDelay`): at once on keyboard focus, after
 * the base delay for a resting pointer, at once again within the skip delay of the last one.
 * Escape hides it (WCAG 1.4.13); it is drawn inside the control, so the pointer can move onto
 * it. Screen readers hear the control's name, so the tooltip itself is hidden from them.
 */
export function useTooltip(text: string) {
  const [isOpen, setIsOpen] = useState(false);
  // The §9 delays (tooltip-timer.ts); setIsOpen never changes, so one timer serves every render.
  const [{ open, close, dispose }] = useState(() => tooltipTimer(setIsOpen));

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });
  useEffect(() => dispose, [dispose]);

  return {
    triggerProps: {
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === "mouse") open("hover");
      },
      onPointerLeave: close,
      onPointerDown: close,
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.matches(":focus-visible")) open("focus");
      },
      onBlur: close,
    },
    tooltip: (
      <span aria-hidden="true" data-tooltip hidden={!isOpen} className="tooltip">
        {text}
      </span>
    ),
  };
}
