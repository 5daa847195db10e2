"use client";

import { useEffect, useRef, useState } from "react";
import type { OpeningHours } from "@forecourt/core/domain/location";
import type { OpenState } from "@forecourt/core/locations/hours";
import { whenNear } from "../ui/when-near.ts";

type OpenNowProps = { hours: OpeningHours; timeZone: string; initial: OpenState };

const loadHours = () => import("@forecourt/core/locations/hours");

/**
 * Open-now badge. The server renders the state at render time (so it works without JavaScript);
 * the browser recomputes it in the location's time zone every minute, since cached pages outlive
 * the minute. The opening-hours code for that is fetched when the badge comes near the screen
 * (location cards sit at the foot of the home page), not with the page.
 */
export function OpenNow({ hours, timeZone, initial }: OpenNowProps) {
  const [state, setState] = useState(initial);
  const badgeRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const badge = badgeRef.current;
    if (!badge) return;
    let isCurrent = true;
    let timer: number | undefined;
    const stop = whenNear(badge, () => {
      loadHours().then(
        ({ openState }) => {
          if (!isCurrent) return;
          const update = () => setState(openState(hours, timeZone, new Date()));
          update();
          timer = window.setInterval(update, 60_000);
        },
        // The badge keeps the state the page was rendered with.
        (error: unknown) => console.warn("The opening hours did not load", error),
      );
    });
    return () => {
      isCurrent = false;
      stop();
      window.clearInterval(timer);
    };
  }, [hours, timeZone]);
  return state.isOpen ? (
    <span
      ref={badgeRef}
      className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900"
    >
      Open now · closes {state.closesAt}
    </span>
  ) : (
    <span
      ref={badgeRef}
      className="rounded-full bg-slate-200 px-2 py-0.5 text-sm font-semibold text-slate-900"
    >
      Closed now
    </span>
  );
}
