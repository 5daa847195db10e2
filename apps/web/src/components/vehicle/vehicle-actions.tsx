"use client";

import { AppLink } from "@/components/app-link";
import { FileText } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { buttonClasses } from "../ui/button.tsx";
import type { VehicleAction } from "@forecourt/core/stock/vehicle-links";

type VehicleActionsProps = { actions: VehicleAction[]; historyReportUrl: string | null };

/**
 * The vehicle page's action links. The page passes only the actions the car is eligible for
 * (spec §9); the forms behind them live on their own pages. A client component so that the
 * page's component payload carries the actions as values, not their markup.
 */
export function VehicleActions({ actions, historyReportUrl }: VehicleActionsProps) {
  return (
    <nav aria-label="Vehicle actions">
      <ul className="flex flex-col gap-2">
        {actions.map((action) => (
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
