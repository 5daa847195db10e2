import { MapPin, Phone } from "lucide-react";
import type { Location } from "@forecourt/core/domain/location";
import { openState, weekRows } from "@forecourt/core/locations/hours";
import { formatPhoneForDisplay } from "@forecourt/core/validation/phone";
import type { LocaleCode } from "@forecourt/core/locale/locale";
import { SiteLink } from "../site-link.tsx";
import { cn } from "../ui/cn.ts";
import { StarRating } from "../content/star-rating.tsx";
import { OpenNow } from "./open-now.tsx";

type LocationCardProps = {
  location: Location;
  timeZone: string;
  now: Date;
  locale: LocaleCode;
  headingLevel?: "h2" | "h3";
  /** Compact: today's hours only (home page). */
  isCompact?: boolean;
};

const DISPLAY_COUNTRY = { "en-AU": "AU", "en-NZ": "NZ", "en-US": "US" } as const;

const TYPE_LABEL = { sales: "Sales", service: "Service", parts: "Parts" } as const;

export function LocationCard({
  location,
  timeZone,
  now,
  locale,
  headingLevel = "h3",
  isCompact = false,
}: LocationCardProps) {
  const Heading = headingLevel;
  const state = openState(location.openingHours, timeZone, now);
  const mapUrl =
    location.address.mapUrl ??
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.address.full)}`;
  const rows = weekRows(location.openingHours);
  return (
    <article
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-location={location.slug}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="text-xl font-semibold">{location.name}</Heading>
        <OpenNow hours={location.openingHours} timeZone={timeZone} initial={state} />
      </div>
      <p className="text-sm text-slate-700">
        {location.locationTypes.map((type) => TYPE_LABEL[type]).join(", ")}
      </p>
      <p className="flex items-start gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{location.address.full}</span>
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-2">
        {location.phone ? (
          <a
            href={`tel:${location.phone}`}
            className="flex items-center gap-1 font-semibold underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className="sr-only">Call {location.name} on </span>
            {formatPhoneForDisplay(location.phone, DISPLAY_COUNTRY[locale])}
          </a>
        ) : null}
        <SiteLink href={mapUrl} className="font-semibold underline">
          Get directions to {location.name}
        </SiteLink>
      </p>
      {isCompact ? (
        <p>
          <span className="font-semibold">Today:</span> {state.todayHours}
        </p>
      ) : (
        <table className="w-full max-w-sm text-sm">
          <caption className="sr-only">Opening hours of {location.name}</caption>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.day}
                className={row.day === state.day ? "font-semibold" : undefined}
                data-day={row.day}
              >
                <th scope="row" className="py-0.5 pr-4 text-left font-medium">
                  {row.label}
                  {row.day === state.day ? <span className="sr-only"> (today)</span> : null}
                </th>
                <td className={row.isClosed ? "text-slate-700" : undefined}>{row.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {location.reviews.averageRating !== null && location.reviews.count > 0 ? (
        <StarRating rating={location.reviews.averageRating} count={location.reviews.count} />
      ) : null}
    </article>
  );
}

type LocationGridProps = Omit<LocationCardProps, "location" | "headingLevel"> & {
  locations: Location[];
  className?: string;
};

/** Location cards, up to three a row. */
export function LocationGrid({ locations, className, ...card }: LocationGridProps) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
      {locations.map((location) => (
        <li key={location.id}>
          <LocationCard location={location} {...card} />
        </li>
      ))}
    </ul>
  );
}
