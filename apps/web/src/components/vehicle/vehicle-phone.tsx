"use client";

import { useState } from "react";
import { Phone } from "lucide-react";
import { Button, buttonClasses } from "../ui/button.tsx";

type VehiclePhoneProps = {
  carId: number;
  /** The number as shown ("0412 345 678") and its masked form ("0412 XXX XXX"). */
  display: string;
  masked: string;
  telHref: string;
};

/** Fire-and-forget: a failed event is only logged (spec §8), the shopper still gets the number. */
function send(path: string, carId: number) {
  fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ car_id: carId, url: window.location.href }),
  })
    .then(async (response) => {
      const body = await response.text();
      if (!response.ok) console.warn(`${path} answered ${response.status}: ${body}`);
    })
    .catch((error: unknown) => console.warn(`${path} failed`, error));
}

/**
 * The call button (tel:, click logged as a car_phone_call) and the dealer's number masked after
 * its first characters until Reveal is pressed; the reveal is recorded server-side (spec §4).
 */
export function VehiclePhone({ carId, display, masked, telHref }: VehiclePhoneProps) {
  const [isRevealed, setIsRevealed] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <a
        href={telHref}
        onClick={() => send("/api/events/car_phone_call", carId)}
        className={buttonClasses("primary", "lg")}
      >
        <Phone aria-hidden="true" className="size-5" />
        Call the dealer
      </a>
      <p className="flex flex-wrap items-center gap-3">
        <span className="text-slate-700">Phone:</span>
        {isRevealed ? (
          <a href={telHref} className="font-semibold underline" data-testid="vehicle-phone-number">
            {display}
          </a>
        ) : (
          <>
            <span className="font-semibold" data-testid="vehicle-phone-number">
              <span aria-hidden="true">{masked}</span>
              <span className="sr-only">hidden until revealed</span>
            </span>
            <Button
              variant="outline"
              size="sm"
              className="py-1"
              onClick={() => {
                setIsRevealed(true);
                send("/api/events/phone_reveal", carId);
              }}
            >
              Reveal
            </Button>
          </>
        )}
      </p>
    </div>
  );
}
