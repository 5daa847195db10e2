"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { SlidersHorizontal, X } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { buttonClasses } from "../ui/button.tsx";

type FilterDrawerProps = {
  /** Filters narrowing the results now, shown on the trigger. */
  activeCount: number;
  description: string;
  /** The filters form (SearchFilters with its own id prefix), rendered only while open. */
  children: React.ReactNode;
  /** Id of the in-place filters, where the trigger leads before JavaScript runs. */
  inPlaceId: string;
};

const noSubscription = () => () => {};

const TRIGGER = buttonClasses("outline", "sm", "border-slate-900 lg:hidden");

/**
 * The phone's filters: a trigger above the results opening a side drawer with the filters form.
 * Until JavaScript runs the trigger is a link to the same form rendered in place after the
 * results (same box, so nothing moves); once it runs the in-place copy is hidden below `lg`
 * (globals.css, `[data-filter-drawer][data-enhanced]`). From `lg` the trigger is hidden.
 */
export function FilterDrawer({ activeCount, description, children, inPlaceId }: FilterDrawerProps) {
  const [isChanged, setIsChanged] = useState(false);
  // False in the server's HTML and during hydration, true once the page runs in the browser.
  const isEnhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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
    <Dialog.Root onOpenChange={(isOpen) => isOpen || setIsChanged(false)}>
      <Dialog.Trigger className={TRIGGER} data-filter-drawer data-enhanced>
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          className="group fixed inset-y-0 right-0 z-50 w-[min(24rem,100vw)] overflow-y-auto bg-white p-4 text-slate-900 shadow-xl"
          data-changed={isChanged || undefined}
          onChange={() => setIsChanged(true)}
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
  );
}
