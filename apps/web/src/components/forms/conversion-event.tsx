"use client";

import { useEffect } from "react";
import { pixelContent } from "@forecourt/core/analytics/pixel-content";
import { trackEvent } from "../analytics/track-event.ts";
import { LAST_LEAD_KEY, readLastLead, type LastLead } from "./lead-form-storage.ts";

/**
 * Fires the form's conversion (spec §4: the form's own event id, default 22) once per lead on
 * the success page, with the lead id the form stored when it was sent and, for a lead about a
 * car, Meta's `content_ids` (the car's catalogue id), so the pixel's Lead matches the catalogue.
 */
export function ConversionEvent({ eventId, category }: { eventId: number; category: string }) {
  useEffect(() => {
    let stored: LastLead | null = null;
    try {
      stored = readLastLead(window.sessionStorage.getItem(LAST_LEAD_KEY));
      if (stored) {
        // A reload of the success page is not a second lead.
        if (stored.isConverted) return;
        const converted: LastLead = { ...stored, isConverted: true };
        window.sessionStorage.setItem(LAST_LEAD_KEY, JSON.stringify(converted));
      }
    } catch {
      // Blocked storage: the conversion still counts, without its lead id.
    }
    const catalogueId = stored?.catalogueId ?? null;
    trackEvent(
      { id: eventId },
      {
        leadId: stored?.id ?? null,
        properties: {
          category,
          conversion: true,
          ...pixelContent(catalogueId === null ? [] : [catalogueId]),
        },
      },
    );
  }, [eventId, category]);
  return null;
}
