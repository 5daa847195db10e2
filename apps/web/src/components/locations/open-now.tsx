"use client";

import { useEffect, useState } from "react";
import type { OpeningHours } from "@forecourt/core/domain/location";
import { openState, type OpenState } from "@forecourt/core/locations/hours";

type OpenNowProps = { hours: OpeningHours; timeZone: string; initial: OpenState };

/**
 * Open-now badge. The server renders the state at render time (so it works without JavaScript);
 * the browser recomputes it in the location's time zone, since cached pages outlive the minute.
 */
export function OpenNow({ hours, timeZone, initial }: OpenNowProps) {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const update = () => setState(openState(hours, timeZone, new Date()));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [hours, timeZone]);
  return state.isOpen ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
      Open now · closes {state.closesAt}
    </span>
  ) : (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-sm font-semibold text-slate-900">
      Closed now
    </span>
  );
}
