"use client";

import { useSyncExternalStore } from "react";
import { Button } from "../ui/button.tsx";

export const CONSENT_KEY = "forecourt:tag-consent";
export type Consent = "granted" | "denied";

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

const CONSENT_EVENT = "forecourt:consent";
let answered: Consent | null = null;

export function storeConsent(consent: Consent): void {
  answered = consent;
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Blocked storage: the answer holds for this page only.
  }
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

function subscribe(notify: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, notify);
  return () => window.removeEventListener(CONSENT_EVENT, notify);
}

/** The shopper's answer; "unknown" on the server and while hydrating, so the HTML matches. */
export function useConsent(): Consent | null | "unknown" {
  return useSyncExternalStore(
    subscribe,
    () => answered ?? readConsent(),
    () => "unknown",
  );
}

/**
 * Asks once whether advertising and analytics tags may load, on sites whose settings require
 * consent. The site's own measurement (the first-party collector) does not wait for it.
 */
export function ConsentBanner() {
  const answer = (consent: Consent) => storeConsent(consent);
  return (
    <div
      role="region"
      aria-label="Cookie consent"
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
