"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "../ui/button.tsx";
import { useFocusClearOf } from "../ui/use-focus-clear-of.ts";
import { storeConsent, type Consent } from "./consent.ts";

/**
 * Asks once whether advertising and analytics tags may load, on sites whose settings require
 * consent. The site's own measurement (the first-party collector) does not wait for it.
 *
 * Fixed at the screen's foot, it never hides a focused control: its height goes to the page's
 * scroll padding (`--consent-bar-height`, globals.css), and Escape puts the question away for
 * this visit without answering it. Its layout renders it first, so its buttons come before the
 * header's in the tab order.
 */
export function ConsentBanner() {
  const [isDismissed, setDismissed] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const answer = (consent: Consent) => storeConsent(consent);
  useFocusClearOf(bar);

  useEffect(() => {
    const element = bar.current;
    if (isDismissed || !element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty("--consent-bar-height", `${element.offsetHeight}px`),
    );
    observer.observe(element);
    // Escape closes an open dialog first; the question goes only when nothing else takes it.
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key === "Escape" &&
        !event.defaultPrevented &&
        !document.querySelector("[role=dialog]")
      )
        setDismissed(true);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener("keydown", onKey);
      root.removeProperty("--consent-bar-height");
    };
  }, [isDismissed]);

  if (isDismissed) return null;
  return (
    <div
      ref={bar}
      role="region"
      aria-label="Cookie consent"
      data-consent-banner
      className="fixed inset-x-0 bottom-(--action-bar-height) z-50 border-t border-slate-300 bg-white p-4 shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3">
        <p className="flex-1 text-sm text-slate-800">
          We would like to use advertising and analytics cookies to learn which of our ads help you.
          They load only if you accept.
        </p>
        <Button variant="outline" size="sm" onClick={() => answer("denied")}>
          Decline
        </Button>
        <Button size="sm" onClick={() => answer("granted")}>
          Accept
        </Button>
      </div>
    </div>
  );
}
