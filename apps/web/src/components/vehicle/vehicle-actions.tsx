"use client";

import { AppLink } from "@/components/app-link";
import { FileText } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { buttonClasses } from "../ui/button.tsx";
import type { VehicleAction } from "@forecourt/core/stock/vehicle-links";
import { CarHoldNotice, useCarHold } from "../checkout/car-hold-gate.tsx";

type VehicleActionsProps = {
  actions: VehicleAction[];
  historyReportUrl: string | null;
  /** The car, and the noun the site calls it, for the notice of another shopper's hold. */
  carSlug: string;
  noun: string;
};

/** The actions another shopper's deposit hold takes away until it ends. */
const HELD_ACTIONS: readonly string[] = ["reserve", "buy-online"];

/**
 * The vehicle page's action links. The page passes only the actions the car is eligible for
 * (spec §9); the forms behind them live on their own pages. A client component so that the
 * page's component payload carries the actions as values, not their markup.
 */
export function VehicleActions({ actions, historyReportUrl, carSlug, noun }: VehicleActionsProps) {
  const isReservable = actions.some((action) => HELD_ACTIONS.includes(action.key));
  // While another shopper pays a deposit the page says so in place of "Reserve now", rather
  // than on the next page.
  const hold = useCarHold(carSlug, isReservable);
  const shown = hold.isHeld
    ? actions.filter((action) => !HELD_ACTIONS.includes(action.key))
    : actions;
  return (
    <nav aria-label="Vehicle actions">
      {hold.isHeld ? (
        <div className="mb-2">
          <CarHoldNotice until={hold.until} noun={noun} enquireHref="#vehicle-enquiry" />
        </div>
      ) : null}
      <ul className="flex flex-col gap-2">
        {shown.map((action) => (
          <li key={action.key}>
            <AppLink
              href={action.href}
              data-action={action.key}
              prefetch={false}
              className={buttonClasses(
                action.isPrimary ? "secondary" : "outline",
                "lg",
                // Full width; an outline as dark as the filled action above it.
                "block border-slate-900 text-center",
              )}
            >
              {action.label}
            </AppLink>
          </li>
        ))}
        {historyReportUrl ? (
          <li>
            <a
              href={historyReportUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-action="history-report"
              className="flex items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold text-slate-900 underline"
            >
              <Icon icon={FileText} className="size-5" />
              Vehicle history report
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
