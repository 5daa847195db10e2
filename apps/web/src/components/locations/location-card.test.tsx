import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Address } from "@forecourt/core/domain/location";
import { MAP_EMBED_ORIGIN } from "@forecourt/core/locations/location-map";
import { testAddress, testLocation } from "@forecourt/core/testing/location";
import { LocationGrid } from "./location-card.tsx";

const location = (address: Partial<Address> = {}) =>
  testLocation({
    address: testAddress({
      placeUrl: "https://maps.google.com/?cid=123",
      mapKey: "AIzaDemoKey_123",
      ...address,
    }),
  });

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
