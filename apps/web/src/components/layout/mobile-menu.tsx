"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { ChevronDown, X } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { useState } from "react";
import type { ResolvedNavLink } from "@forecourt/core/site/links";
import { buttonClasses } from "../ui/button.tsx";
import { COLLAPSIBLE, collapseStyle } from "../ui/collapse.ts";
import { cx } from "../ui/cx.ts";
import { MenuButton } from "./menu-button.tsx";
import { NavChildLinks, NavLinkItem } from "./nav-link-item.tsx";

export type MobileMenuProps = {
  navigation: ResolvedNavLink[];
  siteName: string;
  /** The header's sign-in control, where the site has one. */
  account?: React.ReactNode;
  /** Open on first render (`LazyMobileMenu` swaps it in when its button is pressed). */
  defaultOpen?: boolean;
};

const LINK = "block rounded px-3 py-3 font-medium hover:bg-slate-100";

/**
 * The header's navigation below `lg`: a menu button opening a drawer with the same links, each
 * dropdown group as an expandable section. Radix keeps focus inside while open, Escape closes and
 * focus goes back to the button. A followed link closes the drawer (the header stays mounted
 * across client navigations).
 */
export function MobileMenu({
  navigation,
  siteName,
  account,
  defaultOpen = false,
}: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <MenuButton />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 w-[min(22rem,100vw)] overflow-y-auto bg-white p-4 text-slate-900 shadow-xl"
          onClick={(event) => {
            if ((event.target as Element).closest("a[href]")) setIsOpen(false);
          }}
        >
          <div className="mb-2 flex items-center justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{siteName}</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className={buttonClasses("ghost", "icon")}>
              <Icon icon={X} className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            <ul className="divide-y divide-slate-200">
              {navigation.map((item) =>
                item.children ? (
                  <li key={item.label}>
                    <details className={cx("group", COLLAPSIBLE)} style={collapseStyle}>
                      <summary className="flex cursor-pointer list-none items-center justify-between rounded px-3 py-3 font-medium hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
                        {item.label}
                        <Icon
                          icon={ChevronDown}
                          className="size-5 transition-transform [transition-duration:var(--collapse-ms)] group-open:rotate-180"
                        />
                      </summary>
                      <ul className="pb-2 pl-3">
                        <NavChildLinks
                          items={item.children}
                          linkClassName={LINK}
                          groupClassName="mt-1"
                          groupTitleClassName="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-700"
                        />
                      </ul>
                    </details>
                  </li>
                ) : (
                  <NavLinkItem key={item.label} link={item} className={LINK} />
                ),
              )}
              {account ? <li className="py-2">{account}</li> : null}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
