"use client";

import { useEffect } from "react";

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** Pushes the form's conversion event (spec §4, default 22) to the analytics data layer once. */
export function ConversionEvent({ eventId, category }: { eventId: number; category: string }) {
  useEffect(() => {
    const target = window as DataLayerWindow;
    target.dataLayer ??= [];
    const already = target.dataLayer.some(
      (entry) =>
        entry.event === "conversion" && entry.event_id === eventId && entry.category === category,
    );
    if (!already) target.dataLayer.push({ event: "conversion", event_id: eventId, category });
  }, [eventId, category]);
  return null;
}
