"use client";

import { useEffect } from "react";
import { trackEvent } from "../analytics/track-event.ts";
import { LAST_LEAD_KEY } from "./lead-form-storage.ts";

/**
 * Fires the form's conversion (spec §4: the form's own event id, default 22) once per lead on
 * the success page, with the lead id the form stored when it was sent.
 */
export function ConversionEvent({ eventId, category }: { eventId: number; category: string }) {
  useEffect(() => {
    let leadId: string | null = null;
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(LAST_LEAD_KEY) ?? "null") as {
        id?: unknown;
        isConverted?: unknown;
      } | null;
      if (stored && typeof stored.id === "string") {
        // A reload of the success page is not a second lead.
        if (stored.isConverted === true) return;
        leadId = stored.id;
        window.sessionStorage.setItem(
          LAST_LEAD_KEY,
          JSON.stringify({ id: stored.id, isConverted: true }),
        );
      }
    } catch {
      // Blocked storage: the conversion still counts, without its lead id.
    }
    trackEvent({ id: eventId }, { leadId, properties: { category, conversion: true } });
  }, [eventId, category]);
  return null;
}
