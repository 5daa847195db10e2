"use client";

import { Menu } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { useOnDemand } from "../ui/on-demand.ts";
import type { MobileMenuProps } from "./mobile-menu.tsx";

/** The header's "Menu" button below `lg`, the same before and after the drawer's code loads. */
export function MenuButton(props: React.ComponentProps<"button">) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-2 rounded px-3 py-2 font-semibold hover:underline lg:hidden"
      data-mobile-menu
      {...props}
    >
      <Icon icon={Menu} className="size-6" />
      Menu
    </button>
  );
}

const loadMobileMenu = () => import("./mobile-menu.tsx").then((module) => module.MobileMenu);

/**
 * The header's menu drawer (`MobileMenu`), loaded when the Menu button is pressed: most visits
 * never open it, so its dialog code stays out of the first load.
 */
export function LazyMobileMenu(props: MobileMenuProps) {
  const { Loaded, triggerProps } = useOnDemand(loadMobileMenu);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return <MenuButton {...triggerProps} aria-expanded={false} />;
}
