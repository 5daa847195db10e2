"use client";

import { MessageSquare } from "lucide";
import type { LeadCar } from "@forecourt/core/forms/build-lead";
import { Icon } from "../ui/icon.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { CHAT_CAR_ATTRIBUTE, requestChatOpen } from "./open-chat.ts";

/**
 * The vehicle page's Chat action (spec §2): opens the site's chat about this car, so its lead
 * carries the car and goes to the car's location. It also tells the greeting card the car.
 */
export function ChatButton({ car }: { car: LeadCar }) {
  const locationId = typeof car.location_id === "number" ? car.location_id : null;
  return (
    <button
      type="button"
      data-action="chat"
      {...{ [CHAT_CAR_ATTRIBUTE]: JSON.stringify(car) }}
      onClick={() => requestChatOpen({ locationId, car })}
      className={buttonClasses("outline", "lg", "w-full border-slate-900")}
    >
      <Icon icon={MessageSquare} className="size-5" />
      Chat with us
    </button>
  );
}
