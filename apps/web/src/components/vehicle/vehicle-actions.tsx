import Link from "next/link";
import { FileText } from "lucide-react";
import type { VehicleAction } from "@forecourt/core/stock/vehicle-links";

type VehicleActionsProps = { actions: VehicleAction[]; historyReportUrl: string | null };

/**
 * The vehicle page's action links. The page passes only the actions the car is eligible for
 * (spec §9); the forms behind them live on their own pages.
 */
export function VehicleActions({ actions, historyReportUrl }: VehicleActionsProps) {
  return (
    <nav aria-label="Vehicle actions">
      <ul className="flex flex-col gap-2">
        {actions.map((action) => (
          <li key={action.key}>
            <Link
              href={action.href}
              data-action={action.key}
              prefetch={false}
              className={
                action.isPrimary
                  ? "block rounded-md bg-slate-900 px-4 py-3 text-center font-semibold text-white hover:bg-slate-800"
                  : "block rounded-md border border-slate-900 px-4 py-3 text-center font-semibold text-slate-900 hover:bg-slate-50"
              }
            >
              {action.label}
            </Link>
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
              <FileText aria-hidden="true" className="size-5" />
              Vehicle history report
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
