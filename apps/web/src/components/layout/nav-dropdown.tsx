"use client";

import { useEffect, useId, useRef, useState } from "react";
import { ChevronDown } from "lucide";
import { Icon } from "../ui/icon.tsx";
import type { ResolvedNavLink } from "@forecourt/core/site/links";
import { NavChildLinks } from "./nav-link-item.tsx";

type NavDropdownProps = { item: ResolvedNavLink; trigger: "hover" | "click" };

/** How the menu came open: a pointer resting on it, or a press (click, tap, keyboard). */
type OpenedBy = "hover" | "press";

/**
 * A disclosure menu (button + list of links): opens on hover when the site says so, always on
 * click and keyboard. A press on a menu that hover opened keeps it open (the pointer is already
 * there; a touch opens it by "hover" just before its click); a press on a pressed-open menu
 * closes it. Escape closes it however it opened and wherever focus is (WCAG 1.4.13), and
 * returns focus to the button when focus was in the menu. The group carries data-state while
 * open.
 */
export function NavDropdown({ item, trigger }: NavDropdownProps) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const isOpen = openedBy !== null;
  const groupRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!groupRef.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const hadFocus = groupRef.current?.contains(document.activeElement) ?? false;
      setOpenedBy(null);
      if (hadFocus) buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen]);

  const hoverProps =
    trigger === "hover"
      ? {
          onPointerEnter: () => setOpenedBy((by) => by ?? "hover"),
          onPointerLeave: () => setOpenedBy(null),
        }
      : {};

  return (
    <li
      ref={groupRef}
      className={`relative ${isOpen ? "dropdown-open" : ""}`}
      data-state={isOpen ? "open" : "closed"}
      data-trigger={trigger}
      {...hoverProps}
      onBlur={(event) => {
        if (!groupRef.current?.contains(event.relatedTarget as Node | null)) setOpenedBy(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenedBy((by) => (by === "press" ? null : "press"))}
        className="flex items-center gap-1 rounded px-3 py-2 font-medium hover:underline"
      >
        {item.label}
        <Icon
          icon={ChevronDown}
          className={`size-4 transition-transform ${isOpen ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={panelId} hidden={!isOpen} className="menu-panel">
        <NavChildLinks
          items={item.children ?? []}
          groupClassName="menu-group"
          groupTitleClassName="menu-group-title"
        />
      </ul>
    </li>
  );
}
