"use client";

import { useOnDemand } from "../ui/on-demand.ts";
import { MenuButton } from "./menu-button.tsx";
import type { MobileMenuProps } from "./mobile-menu.tsx";

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
