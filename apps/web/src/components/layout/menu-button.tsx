"use client";

import { Menu } from "lucide";
import { Icon } from "../ui/icon.tsx";

/** The header's "Menu" button below `lg`, the same before and after the drawer's code loads. */
export function MenuButton(props: React.ComponentProps<"button">) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-2 rounded px-2 py-2 font-semibold hover:underline lg:hidden"
      data-mobile-menu
      {...props}
    >
      <Icon icon={Menu} className="size-6" />
      Menu
    </button>
  );
}
