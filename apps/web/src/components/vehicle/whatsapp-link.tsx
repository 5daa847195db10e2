import { MessageCircle } from "lucide-react";
import { cn } from "../ui/cn.ts";

/** "Chat on WhatsApp" (spec §2 vehicle action), opening wa.me in a new tab. */
export function WhatsappLink({ href, className }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-action="whatsapp"
      className={cn(
        "flex items-center justify-center gap-2 rounded-md bg-[#0b6e4f] px-4 py-3 font-semibold text-white hover:bg-[#095c42]",
        className,
      )}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      Chat on WhatsApp
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
