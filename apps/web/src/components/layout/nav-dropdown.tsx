"use client";

import { useEffect, useId, useRef, useState } from "react";
import { ChevronDown } from "lucide";
import { Icon } from "../ui/icon.tsx";
import type { ResolvedNavLink } from "@forecourt/core/site/links";
import { NavChildLinks } from "./nav-link-item.tsx";

type NavDropdownProps = { item: ResolvedNavLink; trigger: "hover" | "click" };

/**
 * A disclosure menu (button + list of links): opens on hover when the site says so, always on
 * click and keyboard; Escape closes and returns focus. The group carries data-state while open.
 */
export function NavDropdown({ item, trigger }: NavDropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const groupRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!groupRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);

  const hoverProps =
    trigger === "hover"
      ? { onPointerEnter: () => setIsOpen(true), onPointerLeave: () => setIsOpen(false) }
      : {};

  return (
    <li
      ref={groupRef}
      className={`relative ${isOpen ? "dropdown-open" : ""}`}
      data-state={isOpen ? "open" : "closed"}
      data-trigger={trigger}
      {...hoverProps}
      onKeyDown={(event) => {
        if (event.key === "Escape" && isOpen) {
          setIsOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!groupRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
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
