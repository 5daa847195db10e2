"use client";

import { MapPin, Phone } from "lucide";
import { Icon } from "../ui/icon.tsx";
import type { OpeningHours } from "@forecourt/core/domain/location";
import type { OpenState, WeekRow } from "@forecourt/core/locations/hours";
import { SiteLink } from "../site-link.tsx";
import { cx } from "../ui/cx.ts";
import { StarRating } from "../content/star-rating.tsx";
import { OpenNow } from "./open-now.tsx";
import { HydrateApart } from "../ui/hydrate-apart.tsx";

/** One location card's values, as `locationCardData` works them out on the server. */
export type LocationCardData = {
  id: number;
  slug: string;
  name: string;
  /** Sales, service, parts in words. */
  types: string;
  address: string;
  mapUrl: string;
  phone: { tel: string; display: string } | null;
  hours: OpeningHours;
  /** Open or closed when the page was rendered; the badge recomputes it in the browser. */
  state: OpenState;
  /** The week's hours table; null shows today's hours only. */
  week: WeekRow[] | null;
  /** The location's embedded map (its map_key), where the site's policy allows the frame. */
  mapEmbedSrc: string | null;
  rating: { average: number; count: number } | null;
};

type LocationCardListProps = {
  cards: readonly LocationCardData[];
  timeZone: string;
  className?: string | undefined;
};

/**
 * Location cards, up to three a row, drawn on the client from their values so that the page's
 * component payload carries each location once as data (the server renders the same HTML).
 */
export function LocationCardList({ cards, timeZone, className }: LocationCardListProps) {
  return (
    <HydrateApart>
      <ul className={cx("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
        {cards.map((card) => (
          <li key={card.id}>
            <LocationCard card={card} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </HydrateApart>
  );
}

function LocationCard({ card, timeZone }: { card: LocationCardData; timeZone: string }) {
  const { state } = card;
  return (
    <article
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-location={card.slug}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-semibold">{card.name}</h3>
        <OpenNow hours={card.hours} timeZone={timeZone} initial={state} />
      </div>
      <p className="text-sm text-slate-700">{card.types}</p>
      <p className="flex items-start gap-2">
        <Icon icon={MapPin} className="mt-0.5 size-5 shrink-0" />
        <span>{card.address}</span>
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-2">
        {card.phone ? (
          <a
            href={`tel:${card.phone.tel}`}
            className="flex items-center gap-1 font-semibold underline"
          >
            <Icon icon={Phone} className="size-4" />
            <span className="sr-only">Call {card.name} on </span>
            {card.phone.display}
          </a>
        ) : null}
        <SiteLink href={card.mapUrl} className="font-semibold underline">
          Get directions to {card.name}
        </SiteLink>
      </p>
      {card.week ? (
        <table className="w-full max-w-sm text-sm">
          <caption className="sr-only">Opening hours of {card.name}</caption>
          <tbody>
            {card.week.map((row) => (
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
      ) : (
        <p>
          <span className="font-semibold">Today:</span> {state.todayHours}
        </p>
      )}
      {card.rating ? <StarRating rating={card.rating.average} count={card.rating.count} /> : null}
      {card.mapEmbedSrc ? (
        <iframe
          title={`Map of ${card.name}`}
          src={card.mapEmbedSrc}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="aspect-video w-full rounded border-0"
          data-location-map
        />
      ) : null}
    </article>
  );
}
