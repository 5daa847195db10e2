"use client";

import { useEffect } from "react";
import { trackEvent } from "../analytics/track-event.ts";
import {
  conversionProperties,
  LAST_LEAD_KEY,
  readLastLead,
  type LastLead,
} from "./lead-form-storage.ts";

/**
 * Fires the form's conversion (spec §4: the form's own event id, default 22) once per lead on
 * the success page, only for a lead the server recorded in this browser session (the id the form
 * stored from the server's answer): never on a reload or a direct visit. It carries that id and, for a lead about a
 * car, the car's Meta fields (`conversionProperties`), so the pixel's Lead matches the catalogue.
 */
export function ConversionEvent({ eventId, category }: { eventId: number; category: string }) {
  useEffect(() => {
    let stored: LastLead | null;
    try {
      stored = readLastLead(window.sessionStorage.getItem(LAST_LEAD_KEY));
      // No lead the server recorded in this browser session (a direct visit, a shared link), or
      // one already counted (a reload): no conversion.
      if (!stored || stored.isConverted) return;
      const converted: LastLead = { ...stored, isConverted: true };
      window.sessionStorage.setItem(LAST_LEAD_KEY, JSON.stringify(converted));
    } catch {
      // Blocked storage: no lead can be known, so none is counted.
      return;
    }
    trackEvent(
      { id: eventId },
      { leadId: stored.id, properties: conversionProperties(stored, category) },
    );
  }, [eventId, category]);
  return null;
}
