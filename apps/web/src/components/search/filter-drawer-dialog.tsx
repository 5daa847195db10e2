"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "../ui/button.tsx";
import { setLiveResultsLabel, useLiveResultsLabel } from "./live-results-label.ts";

/** Quiet time after a change before the count is asked for, so a burst of ticks asks once. */
const COUNT_DELAY_MS = 300;

/** The count endpoint's query for a filters form: its fields, and its search's slug. */
function countQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  }
  params.set("slug", new URL(form.action).pathname.split("/").pop() ?? "");
  return params.toString();
}

/**
 * Counts the results of the drawer's form after each change (`/api/search/count`) and puts
 * "Show 12 cars" on its submit button; until the count is back the button says "Show results".
 * Returns the change handler and whether a count is awaited.
 */
function useLiveCount(nouns: [string, string]) {
  const [isCounting, setIsCounting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      inFlight.current?.abort();
      setLiveResultsLabel(null);
    },
    [],
  );
  const onChange = (event: React.FormEvent) => {
    const form = (event.target as Element).closest("form");
    if (!form) return;
    setIsCounting(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      fetch(`/api/search/count?${countQuery(form)}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: { total?: unknown } | null) => {
          if (controller.signal.aborted || typeof body?.total !== "number") return;
          const [one, many] = nouns;
          setLiveResultsLabel(
            body.total === 0
              ? `No ${many} match`
              : `Show ${body.total} ${body.total === 1 ? one : many}`,
          );
          setIsCounting(false);
        })
        .catch(() => {
          // Offline or refused: the button keeps saying "Show results".
        });
    }, COUNT_DELAY_MS);
  };
  return { onChange, isCounting };
}

export type FilterDrawerDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The trigger's id: focus goes back to it on close (it is not Radix's own trigger). */
  triggerId: string;
  description: string;
  /** The site's vehicle noun, one and many, for the live count. */
  nouns: [string, string];
  /** The filters form while the drawer is open. */
  children: React.ReactNode;
};

/**
 * The phone's filters drawer, loaded by `FilterPanel` when first opened. Its submit button shows
 * the results count: the page's at first, then each change's once counted ("Show results" while
 * counting, `data-changed`).
 */
export function FilterDrawerDialog({
  isOpen,
  onOpenChange,
  triggerId,
  description,
  nouns,
  children,
}: FilterDrawerDialogProps) {
  const { onChange, isCounting } = useLiveCount(nouns);
  const liveLabel = useLiveResultsLabel();
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) setLiveResultsLabel(null);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 w-[min(24rem,100vw)] overflow-y-auto bg-white p-4 text-slate-900 shadow-xl"
          data-drawer
          data-changed={isCounting || undefined}
          onChange={onChange}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(triggerId)?.focus();
          }}
        >
          <div className="mb-2 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">Filters</Dialog.Title>
            <Dialog.Close aria-label="Close filters" className={buttonClasses("ghost", "icon")}>
              <Icon icon={X} className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-700">
            {description}
          </Dialog.Description>
          {children}
          <p className="sr-only" aria-live="polite">
            {isCounting ? "" : (liveLabel ?? "")}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
