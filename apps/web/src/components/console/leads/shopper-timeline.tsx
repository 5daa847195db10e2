import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import { LEAD_FORM_KIND_LABELS, leadFormKind } from "@forecourt/core/leads/lead-form-kind";
import { formatDuration } from "@forecourt/core/leads/lead-response";
import type { TimelineEntry } from "@forecourt/core/leads/shopper-timeline";
import { siteTime } from "@forecourt/core/time/site-time";
import { ConsoleSection } from "@/components/console/kit/console-section";
import type { ShopperTimelineData as Timeline } from "@/server/leads/shopper-timeline";

const formName = (lead: { category: string; subcategory: string | null }) =>
  LEAD_FORM_KIND_LABELS[leadFormKind(lead)];

/** What one entry says, the lead being read marked as this one. */
function EntryText({ entry, leadId }: { entry: TimelineEntry; leadId: string }) {
  switch (entry.kind) {
    case "enquiry": {
      const { lead, abandoned } = entry;
      const label = `${formName(lead)}${lead.carName ? `: ${lead.carName}` : ""}`;
      return (
        <>
          {lead.id === leadId ? (
            <strong>{label} (this lead)</strong>
          ) : (
            <a href={`${CONSOLE_LEADS_PATH}/${lead.id}`} className="text-blue-800 underline">
              {label}
            </a>
          )}{" "}
          <span className="text-slate-700">
            · {lead.isFormCompleted ? lead.status : `unfinished at step ${lead.stepNumber ?? "?"}`}
          </span>
          {abandoned.length > 0 && (
            <span className="block text-sm text-slate-700">
              Finished after{" "}
              {abandoned.length === 1
                ? "an unfinished try"
                : `${abandoned.length} unfinished tries`}{" "}
              of the same form
            </span>
          )}
        </>
      );
    }
    case "sale":
      return <strong>Sold{entry.lead.soldCarName ? `: ${entry.lead.soldCarName}` : ""}</strong>;
    case "visit":
      return (
        <>
          Visit: {entry.visit.pageViews} {entry.visit.pageViews === 1 ? "page" : "pages"},{" "}
          {entry.visit.carsViewed} {entry.visit.carsViewed === 1 ? "car" : "cars"} viewed, for{" "}
          {formatDuration(entry.visit.endedAt.getTime() - entry.visit.startedAt.getTime())}
        </>
      );
    case "saved-car":
      return <>Saved a car: {entry.saved.carName}</>;
    case "reservation":
      return (
        <>
          {entry.reservation.kind === "reserve" ? "Reservation" : "Online purchase"}{" "}
          {entry.reservation.reference}: {entry.reservation.carName} · {entry.reservation.status}
        </>
      );
  }
}

const entryKey = (entry: TimelineEntry) => {
  switch (entry.kind) {
    case "enquiry":
    case "sale":
      return `${entry.kind}-${entry.lead.id}`;
    case "visit":
      return `visit-${entry.visit.sessionId}`;
    case "saved-car":
      return `saved-${entry.saved.carId}`;
    case "reservation":
      return `reservation-${entry.reservation.id}`;
  }
};

/**
 * Everything the lead's shopper did on the site, newest first: their enquiries (linked by email
 * or phone), visits, saved cars, reservations and sales, in the dealership's time zone.
 */
export function ShopperTimeline({
  timeline,
  leadId,
  timeZone,
}: {
  timeline: Timeline;
  leadId: string;
  timeZone: string;
}) {
  return (
    <ConsoleSection id="timeline-heading" title="Shopper timeline">
      <p className="mt-1 text-sm text-slate-700">
        {timeline.leadCount === 1
          ? "This shopper's only lead on this site, with their visits, saved cars and reservations."
          : `${timeline.leadCount} leads from this shopper on this site (same email or phone), with their visits, saved cars and reservations.`}
      </p>
      <ol className="mt-2 border-l-2 border-slate-200 pl-4" data-testid="shopper-timeline">
        {timeline.entries.map((entry) => (
          <li key={entryKey(entry)} className="mb-2" data-kind={entry.kind}>
            <time dateTime={entry.at.toISOString()} className="block text-sm text-slate-700">
              {siteTime(entry.at, timeZone)}
            </time>
            <EntryText entry={entry} leadId={leadId} />
          </li>
        ))}
      </ol>
    </ConsoleSection>
  );
}
