"use client";

import { useEffect, useState } from "react";
import { Phone } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { MISSING_PHONE_WARNING } from "@forecourt/core/stock/vehicle-links";
import { trackEvent } from "../analytics/track-event.ts";
import { Button, buttonClasses } from "../ui/button.tsx";

type VehiclePhoneProps = {
  carId: number;
  /** The number as shown ("0412 345 678") and its masked form ("0412 XXX XXX"). */
  display: string;
  masked: string;
  telHref: string;
};

const CALL_PATH = "/api/events/car_phone_call";
const REVEAL_PATH = "/api/events/phone_reveal";

/** Fire-and-forget through the tracking API: a failed event is only logged (spec §8). */
function track(type: "click-to-call" | "phone-reveal", path: string, carId: number) {
  trackEvent({ type }, { carEndpoint: { path, carId } });
}

type CallLinkProps = {
  carId: number;
  telHref: string;
  className?: string;
  children: React.ReactNode;
  /**
   * The link's `data-action`: "car-phone-call" marks the page's main call button, and a second
   * one (the phone action bar) is "car-phone-call-bar". Marked, the link is left alone by the
   * site's click listener, which would otherwise record this tel: click a second time.
   */
  action?: string;
};

/** A tel: link whose click is logged as a car_phone_call (spec §8). */
export function CallLink({ carId, telHref, className, children, action }: CallLinkProps) {
  return (
    <a
      href={telHref}
      onClick={() => track("click-to-call", CALL_PATH, carId)}
      data-action={action ?? "car-phone-call-bar"}
      className={className}
    >
      {children}
    </a>
  );
}

/**
 * The call button (tel:, click logged as a car_phone_call) and the dealer's number masked after
 * its first characters until Reveal is pressed; the reveal is recorded server-side (spec §4).
 */
export function VehiclePhone({ carId, display, masked, telHref }: VehiclePhoneProps) {
  const [isRevealed, setIsRevealed] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <CallLink
        carId={carId}
        telHref={telHref}
        action="car-phone-call"
        className={buttonClasses("primary", "lg")}
      >
        <Icon icon={Phone} className="size-5" />
        Call the dealer
      </CallLink>
      <p className="flex flex-wrap items-center gap-3">
        <span className="text-slate-700">Phone:</span>
        {isRevealed ? (
          <a
            href={telHref}
            onClick={() => track("click-to-call", CALL_PATH, carId)}
            data-action="car-phone-call"
            className="font-semibold underline"
            data-testid="vehicle-phone-number"
          >
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
                track("phone-reveal", REVEAL_PATH, carId);
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

/** Renders nothing; warns in the console that the call button was left out (spec §8). */
export function MissingPhoneWarning({ carSlug }: { carSlug: string }) {
  useEffect(() => {
    console.warn(`${MISSING_PHONE_WARNING} (${carSlug})`);
  }, [carSlug]);
  return null;
}
