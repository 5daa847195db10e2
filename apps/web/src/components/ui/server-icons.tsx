"use client";

import { MessageCircle } from "lucide-react";
import { Icon } from "./icon.tsx";

// Icons that server components draw. Drawn on the server, lucide's icon is a client component
// given its whole drawing (and the attributes icon.tsx unsets) as props, all of which the page's
// component payload carries; as client components of their own, the payload names one and its
// class.

type IconProps = { className: string };

export function MessageCircleIcon({ className }: IconProps) {
  return <Icon icon={MessageCircle} className={className} />;
}
