"use client";

import { MessageSquare } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { requestChatOpen } from "./open-chat.ts";

/** The vehicle page's Chat action (spec §2): opens the site's chat for the car's location. */
export function ChatButton({ locationId }: { locationId: number | null }) {
  return (
    <button
      type="button"
      data-action="chat"
      onClick={() => requestChatOpen({ locationId })}
      className={buttonClasses("outline", "lg", "w-full border-slate-900")}
    >
      <Icon icon={MessageSquare} className="size-5" />
      Chat with us
    </button>
  );
}
