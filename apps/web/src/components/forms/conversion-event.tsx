"use client";

import { useEffect } from "react";
import { pixelContent } from "@forecourt/core/analytics/pixel-content";
import { trackEvent } from "../analytics/track-event.ts";
import { LAST_LEAD_KEY, readLastLead, type LastLead } from "./lead-form-storage.ts";

/**
 * Fires the form's conversion (spec §4: the form's own event id, default 22) once per lead on
 * the success page, only for a lead the server recorded in this browser session (the id the form
 * stored from the server's answer): never on a reload or a direct visit. It carries that id and, for a lead about a
 * car, Meta's `content_ids` (the car's catalogue id), so the pixel's Lead matches the catalogue.
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
    const { catalogueId } = stored;
    trackEvent(
      { id: eventId },
      {
        leadId: stored.id,
        properties: {
          category,
          conversion: true,
          // From the car's page: Meta's automotive parameters, and its id only where Meta's
          // catalogue carries the car; else the car's catalogue id alone.
          ...(stored.meta ?? pixelContent(catalogueId === null ? [] : [catalogueId])),
        },
      },
    );
  }, [eventId, category]);
  return null;
}
