"use client";

import { Button } from "../ui/button.tsx";
import { storeConsent, type Consent } from "./consent.ts";

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
