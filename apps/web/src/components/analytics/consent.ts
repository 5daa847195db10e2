"use client";

import { useSyncExternalStore } from "react";

/** Where the shopper's answer to the consent banner (consent-banner.tsx) is kept. */
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
