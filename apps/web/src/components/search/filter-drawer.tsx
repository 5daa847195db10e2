"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { SlidersHorizontal, X } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { buttonClasses } from "../ui/button.tsx";

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
      <SlidersHorizontal aria-hidden="true" className="size-4" />
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
  /** The filters form, rendered once: in place, or in the drawer while it is open. */
  children: React.ReactNode;
};

/**
 * The filters form's place in the page, and the drawer it moves into while open. In the drawer
 * its submit button shows the results count until a filter changes (`data-changed`), then
 * "Show results".
 */
export function FilterPanel({ id, description, children }: FilterPanelProps) {
  const isOpen = useDrawerOpen();
  const [isChanged, setIsChanged] = useState(false);
  return (
    <>
      <aside id={id} data-filters-in-place className="order-last lg:order-none">
        {isOpen ? null : children}
      </aside>
      <Dialog.Root
        open={isOpen}
        onOpenChange={(open) => {
          setDrawerOpen(open);
          if (!open) setIsChanged(false);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
          <Dialog.Content
            className="fixed inset-y-0 right-0 z-50 w-[min(24rem,100vw)] overflow-y-auto bg-white p-4 text-slate-900 shadow-xl"
            data-drawer
            data-changed={isChanged || undefined}
            onChange={() => setIsChanged(true)}
            onCloseAutoFocus={(event) => {
              // The trigger is not Radix's own, so focus goes back to it here.
              event.preventDefault();
              document.getElementById(TRIGGER_ID)?.focus();
            }}
          >
            <div className="mb-2 flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-bold">Filters</Dialog.Title>
              <Dialog.Close aria-label="Close filters" className={buttonClasses("ghost", "icon")}>
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="mb-4 text-sm text-slate-700">
              {description}
            </Dialog.Description>
            {children}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
