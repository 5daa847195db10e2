"use client";

import { useEffect, useState } from "react";

const CAR_ON_HOLD_TITLE = "This vehicle is on hold";

type Hold = { isHeld: false } | { isHeld: true; until: Date | null };

/** Reads the hold endpoint's answer; anything unexpected counts as no hold (the server decides). */
export function parseHoldAnswer(body: unknown): Hold {
  if (!body || typeof body !== "object") return { isHeld: false };
  const { is_held: isHeld, held_until: until } = body as Record<string, unknown>;
  if (isHeld !== true) return { isHeld: false };
  const date = typeof until === "string" ? new Date(until) : null;
  return { isHeld: true, until: date && !Number.isNaN(date.getTime()) ? date : null };
}

/**
 * Whether another shopper is paying the deposit on the car right now, asked of the server as the
 * page opens (pages are cached; a hold comes and goes within minutes). Should the question fail,
 * there is no hold: the server still refuses a held car. `isAsked` false asks nothing.
 */
export function useCarHold(carSlug: string, isAsked = true): Hold {
  const [hold, setHold] = useState<Hold>({ isHeld: false });
  useEffect(() => {
    if (!isAsked) return;
    const controller = new AbortController();
    fetch(`/api/reservations/hold?${new URLSearchParams({ car_id: carSlug })}`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setHold(parseHoldAnswer(body)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.info("Reserve: hold check failed", error);
      });
    return () => controller.abort();
  }, [carSlug, isAsked]);
  return hold;
}

/** What a shopper sees of another shopper's hold: until when, and what they can do meanwhile. */
export function CarHoldNotice({
  until,
  noun,
  enquireHref,
}: {
  until: Date | null;
  noun: string;
  enquireHref: string;
}) {
  const time = until?.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
  return (
    <div role="status" className="rounded-md border border-slate-300 bg-slate-50 p-4">
      <p className="font-semibold">{CAR_ON_HOLD_TITLE}</p>
      <p className="mt-1 text-slate-800">
        Another shopper is paying the deposit on this {noun} right now
        {time ? `; their hold ends at ${time}` : ""}. If they do not complete it, you can reserve it
        then. Nothing has been charged.
      </p>
      <p className="mt-2">
        <a href={enquireHref} className="font-semibold underline">
          Enquire about this {noun}
        </a>
      </p>
    </div>
  );
}

/**
 * The reserve page's form, unless another shopper is paying the deposit on the car right now:
 * then the page says so, and until when, in the form's place, so nobody fills in a form that
 * would be refused.
 */
export function CarHoldGate({
  carSlug,
  noun,
  enquireHref,
  children,
}: {
  carSlug: string;
  noun: string;
  enquireHref: string;
  children: React.ReactNode;
}) {
  const hold = useCarHold(carSlug);
  if (!hold.isHeld) return <>{children}</>;
  return <CarHoldNotice until={hold.until} noun={noun} enquireHref={enquireHref} />;
}
