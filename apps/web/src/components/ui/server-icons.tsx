"use client";

import { MessageCircle } from "lucide";
import { Icon } from "./icon.tsx";

// Icons that server components draw. Drawn on the server, an icon is markup that the page's
// component payload carries whole, its drawing included; as client components of their own, the
// payload names one and its class.

type IconProps = { className: string };

export function MessageCircleIcon({ className }: IconProps) {
  return <Icon icon={MessageCircle} className={className} />;
}
