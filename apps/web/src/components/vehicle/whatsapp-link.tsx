import { MessageCircleIcon } from "../ui/server-icons.tsx";
import { cx } from "../ui/cx.ts";

/** "Chat on WhatsApp" (spec §2 vehicle action), opening wa.me in a new tab. */
export function WhatsappLink({ href, className }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-action="whatsapp"
      className={cx("btn-whatsapp", className)}
    >
      <MessageCircleIcon className="size-5" />
      Chat on WhatsApp
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
