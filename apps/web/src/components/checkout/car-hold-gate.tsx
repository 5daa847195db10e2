"use client";

import { useEffect, useState } from "react";

export const CAR_ON_HOLD_TITLE = "This vehicle is on hold";

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
 * The reserve page's form, unless another shopper is paying the deposit on the car right now:
 * then the page says so, and until when, in the form's place, so nobody fills in a form that
 * would be refused. Asked of the server as the page opens (the page itself is cached); should
 * the question fail, the form stays and the server still refuses a held car.
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
  const [hold, setHold] = useState<Hold>({ isHeld: false });
  useEffect(() => {
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
  }, [carSlug]);
  if (!hold.isHeld) return <>{children}</>;
  const until = hold.until?.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
  return (
    <div role="status" className="rounded-md border border-slate-300 bg-slate-50 p-4">
      <p className="font-semibold">{CAR_ON_HOLD_TITLE}</p>
      <p className="mt-1 text-slate-800">
        Another shopper is paying the deposit on this {noun} right now
        {until ? `; their hold ends at ${until}` : ""}. If they do not complete it, you can reserve
        it then. Nothing has been charged.
      </p>
      <p className="mt-2">
        <a href={enquireHref} className="font-semibold underline">
          Enquire about this {noun}
        </a>
      </p>
    </div>
  );
}
