"use client";

import { SlidersHorizontal } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { buttonClasses } from "../ui/button.tsx";
import type { FilterDrawerDialogProps } from "./filter-drawer-dialog.tsx";

/**
 * The phone's filters drawer. The page carries one filters form: in place (the sidebar from `lg`,
 * after the results on a phone without JavaScript) and, while the drawer is open, moved into it.
 * The trigger sits above the results and the form in the sidebar's place, so the two share
 * whether the drawer is open through this small store.
 */
let isDrawerOpen = false;
const listeners = new Set<() => void>();
function setDrawerOpen(isOpen: boolean) {
  isDrawerOpen = isOpen;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const useDrawerOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => isDrawerOpen,
    () => false,
  );

const noSubscription = () => () => {};
/** False in the server's HTML and during hydration, true once the page runs in the browser. */
const useIsEnhanced = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const TRIGGER_ID = "filter-drawer-trigger";
const TRIGGER = buttonClasses("outline", "sm", "border-slate-900 lg:hidden");

type FilterDrawerTriggerProps = {
  /** Filters narrowing the results now, shown on the trigger. */
  activeCount: number;
  /** Id of the in-place filters, where the trigger leads before JavaScript runs. */
  inPlaceId: string;
};

/**
 * Above the results below `lg`. Until JavaScript runs it is a link to the in-place form (same
 * box, so nothing moves); once it runs it opens the drawer and the in-place form is hidden below
 * `lg` (globals.css, `[data-filter-drawer][data-enhanced]`).
 */
export function FilterDrawerTrigger({ activeCount, inPlaceId }: FilterDrawerTriggerProps) {
  const isEnhanced = useIsEnhanced();
  const isOpen = useDrawerOpen();
  const label = (
    <>
      <Icon icon={SlidersHorizontal} className="size-4" />
      Filters
      {activeCount > 0 ? (
        <span className="rounded-full bg-slate-900 px-2 text-xs leading-5 text-white">
          {activeCount}
          <span className="sr-only"> active</span>
        </span>
      ) : null}
    </>
  );
  if (!isEnhanced) {
    return (
      <a href={`#${inPlaceId}`} className={TRIGGER} data-filter-drawer>
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      id={TRIGGER_ID}
      className={TRIGGER}
      data-filter-drawer
      data-enhanced
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onPointerEnter={() => void loadDrawer()}
      onFocus={() => void loadDrawer()}
      onClick={() => setDrawerOpen(true)}
    >
      {label}
    </button>
  );
}

type FilterPanelProps = {
  /** The in-place container's id (the no-JavaScript trigger's target). */
  id: string;
  description: string;
  /** The site's vehicle noun, one and many ("car", "cars"), for the drawer's live count. */
  nouns: [string, string];
  /** The filters form, rendered once: in place, or in the drawer while it is open. */
  children: React.ReactNode;
};

const loadDrawer = () => import("./filter-drawer-dialog.tsx");

/**
 * The filters form's place in the page, and the drawer it moves into while open. The drawer's
 * dialog code loads when it is first opened (the trigger warms it on hover or focus); until it
 * has, the form stays in place.
 */
export function FilterPanel({ id, description, nouns, children }: FilterPanelProps) {
  const isOpen = useDrawerOpen();
  const [Drawer, setDrawer] = useState<ComponentType<FilterDrawerDialogProps> | null>(null);
  useEffect(() => {
    if (isOpen && !Drawer) {
      void loadDrawer().then((module) => setDrawer(() => module.FilterDrawerDialog));
    }
  }, [isOpen, Drawer]);
  const isInDrawer = isOpen && Drawer !== null;
  return (
    <>
      <aside id={id} data-filters-in-place className="lg:order-first">
        {isInDrawer ? null : children}
      </aside>
      {Drawer ? (
        <Drawer
          isOpen={isOpen}
          onOpenChange={setDrawerOpen}
          triggerId={TRIGGER_ID}
          description={description}
          nouns={nouns}
        >
          {isInDrawer ? children : null}
        </Drawer>
      ) : null}
    </>
  );
}
