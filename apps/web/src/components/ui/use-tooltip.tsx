"use client";

import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from "react";
import { tooltipOpenDelay } from "@forecourt/core/time/timings";

/** When the last tooltip on the page closed (performance.now()), for the skip delay. */
let lastClosedAt: number | null = null;

/**
 * A tooltip for an icon-only control, whose name (aria-label) it shows to sighted pointer and
 * keyboard users, with the §9 delays (core `tooltipOpenDelay`): at once on keyboard focus, after
 * the base delay for a resting pointer, at once again within the skip delay of the last one.
 * Escape hides it (WCAG 1.4.13); it is drawn inside the control, so the pointer can move onto
 * it. Screen readers hear the control's name, so the tooltip itself is hidden from them.
 */
export function useTooltip(text: string) {
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const openRef = useRef(false);

  const show = (value: boolean) => {
    if (openRef.current && !value) lastClosedAt = performance.now();
    openRef.current = value;
    setIsOpen(value);
  };
  const open = (via: "focus" | "hover") => {
    window.clearTimeout(timer.current);
    const since = lastClosedAt === null ? null : performance.now() - lastClosedAt;
    const delay = tooltipOpenDelay(via, since);
    if (delay === 0) show(true);
    else timer.current = window.setTimeout(() => show(true), delay);
  };
  const close = () => {
    window.clearTimeout(timer.current);
    show(false);
  };

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

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
