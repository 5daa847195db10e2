import type { Location } from "@forecourt/core/domain/location";
import { openState, weekRows } from "@forecourt/core/locations/hours";
import { locationMapEmbed } from "@forecourt/core/locations/location-map";
import { formatPhoneForDisplay } from "@forecourt/core/validation/phone";
import type { LocaleCode } from "@forecourt/core/locale/locale";
import { LocationCardList, type LocationCardData } from "./location-card-list.tsx";

const DISPLAY_COUNTRY = { "en-AU": "AU", "en-NZ": "NZ", "en-US": "US" } as const;

const TYPE_LABEL = { sales: "Sales", service: "Service", parts: "Parts" } as const;

type LocationGridProps = {
  locations: Location[];
  timeZone: string;
  now: Date;
  locale: LocaleCode;
  /** Compact: today's hours only and no map (home page). */
  isCompact?: boolean;
  /**
   * The origins the site's security policy lets its pages frame (core `thirdPartyOrigins`):
   * a location with a map_key shows its embedded map only where they admit the map service.
   */
  frameOrigins?: readonly string[];
  className?: string;
};

/** A location card's values, worked out here so that the client list carries only these. */
function locationCardData(
  location: Location,
  {
    timeZone,
    now,
    locale,
    isCompact = false,
    frameOrigins = [],
  }: Omit<LocationGridProps, "locations" | "className">,
): LocationCardData {
  const map = isCompact ? null : locationMapEmbed(location.address, frameOrigins);
  return {
    id: location.id,
    slug: location.slug,
    name: location.name,
    types: location.locationTypes.map((type) => TYPE_LABEL[type]).join(", "),
    address: location.address.full,
    mapUrl:
      location.address.placeUrl ??
      location.address.mapUrl ??
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.address.full)}`,
    phone: location.phone
      ? {
          tel: location.phone,
          display: formatPhoneForDisplay(location.phone, DISPLAY_COUNTRY[locale]),
        }
      : null,
    hours: location.openingHours,
    state: openState(location.openingHours, timeZone, now),
    week: isCompact ? null : weekRows(location.openingHours),
    mapEmbedSrc: map?.isShown ? map.src : null,
    rating:
      location.reviews.averageRating !== null && location.reviews.count > 0
        ? { average: location.reviews.averageRating, count: location.reviews.count }
        : null,
  };
}

/** Location cards, up to three a row. */
export function LocationGrid({ locations, className, ...card }: LocationGridProps) {
  return (
    <LocationCardList
      className={className}
      timeZone={card.timeZone}
      cards={locations.map((location) => locationCardData(location, card))}
    />
  );
}
