import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Address, Location, OpeningHours } from "@forecourt/core/domain/location";
import { MAP_EMBED_ORIGIN } from "@forecourt/core/locations/location-map";
import { LocationGrid } from "./location-card.tsx";

const OPEN: OpeningHours = {
  monday: { status: "open", open: "08:00", close: "17:30" },
  tuesday: { status: "open", open: "08:00", close: "17:30" },
  wednesday: { status: "open", open: "08:00", close: "17:30" },
  thursday: { status: "open", open: "08:00", close: "17:30" },
  friday: { status: "open", open: "08:00", close: "17:30" },
  saturday: { status: "open", open: "09:00", close: "13:00" },
  sunday: { status: "closed" },
};

function location(address: Partial<Address> = {}): Location {
  return {
    id: 7,
    websiteId: 1,
    dealershipId: 1,
    dealershipSlug: "harbour-motors",
    name: "Harbour Motors Newcastle",
    slug: "newcastle",
    locationTypes: ["sales"],
    isPrimary: true,
    isVisible: true,
    phone: null,
    email: null,
    socialUrls: {},
    openingHours: OPEN,
    address: {
      street: "12 Harbour Rd",
      city: "Newcastle",
      state: "NSW",
      postcode: "2300",
      lat: -32.9283,
      long: 151.7817,
      placeId: "ChIJ_demo_place",
      placeUrl: "https://maps.google.com/?cid=123",
      full: "12 Harbour Rd, Newcastle NSW 2300",
      mapUrl: null,
      mapKey: "AIzaDemoKey_123",
      ...address,
    },
    reviews: { count: 0, averageRating: null },
    distributionLocations: [],
  };
}

const render = (props: { address?: Partial<Address>; frame?: string[]; isCompact?: boolean }) =>
  renderToStaticMarkup(
    <LocationGrid
      locations={[location(props.address)]}
      timeZone="Australia/Sydney"
      now={new Date("2026-11-27T01:00:00Z")}
      locale="en-AU"
      isCompact={props.isCompact ?? false}
      frameOrigins={props.frame ?? [MAP_EMBED_ORIGIN]}
    />,
  );

describe("a location card's map (address.map_key)", () => {
  it("embeds the location's map, keyed by its map_key, where the site's policy allows the frame", () => {
    const markup = render({});
    expect(markup).toContain('title="Map of Harbour Motors Newcastle"');
    expect(markup).toContain(
      'src="https://www.google.com/maps/embed/v1/place?key=AIzaDemoKey_123&amp;q=place_id%3AChIJ_demo_place"',
    );
    expect(markup).toContain('loading="lazy"');
    expect(markup).toContain("Get directions to Harbour Motors Newcastle");
  });

  it("draws no map, so the page asks no map service, without a map_key or the frame allowed", () => {
    for (const markup of [render({ address: { mapKey: null } }), render({ frame: [] })]) {
      expect(markup).not.toContain("<iframe");
      expect(markup).toContain('href="https://maps.google.com/?cid=123"');
    }
  });

  it("the home page's compact cards show no map", () => {
    expect(render({ isCompact: true })).not.toContain("<iframe");
  });
});
