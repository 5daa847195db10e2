import { describe, expect, it } from "vitest";
import { testAddress } from "../testing/location.ts";
import { frameAllows, locationMapEmbed, MAP_EMBED_ORIGIN } from "./location-map.ts";

const ALLOWED = [MAP_EMBED_ORIGIN];

describe("a location's embedded map (address.map_key)", () => {
  it("is Google's Maps Embed place map keyed by the location's map_key, on its place id", () => {
    const embed = locationMapEmbed(testAddress(), ALLOWED);
    expect(embed.isShown).toBe(true);
    if (!embed.isShown) return;
    const url = new URL(embed.src);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/embed/v1/place");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: "AIzaDemoKey_123-abc",
      q: "place_id:ChIJ_demo_place",
    });
  });

  it("centres on the coordinates without a place id, and on the address without either", () => {
    const byCoordinates = locationMapEmbed(testAddress({ placeId: null }), ALLOWED);
    expect(byCoordinates.isShown && new URL(byCoordinates.src).searchParams.get("q")).toBe(
      "-32.9283,151.7817",
    );
    const byAddress = locationMapEmbed(
      testAddress({ placeId: null, lat: null, long: null }),
      ALLOWED,
    );
    expect(byAddress.isShown && new URL(byAddress.src).searchParams.get("q")).toBe(
      "12 Harbour Rd, Newcastle NSW 2300",
    );
  });

  it("has none without a map_key, so the page asks no map service", () => {
    expect(locationMapEmbed(testAddress({ mapKey: null }), ALLOWED)).toEqual({
      isShown: false,
      reason: "no-map-key",
    });
  });

  it("has none when nothing says where the location is", () => {
    expect(
      locationMapEmbed(testAddress({ placeId: null, lat: null, long: null, full: " " }), ALLOWED),
    ).toEqual({ isShown: false, reason: "no-place" });
  });

  it("has none when the site's security policy does not let its pages frame the map service", () => {
    expect(locationMapEmbed(testAddress(), [])).toEqual({
      isShown: false,
      reason: "frame-not-allowed",
    });
    expect(locationMapEmbed(testAddress(), ["https://maps.example.com"])).toEqual({
      isShown: false,
      reason: "frame-not-allowed",
    });
  });
});

describe("frameAllows", () => {
  it("admits the origin itself or a wildcard of its parent domain, nothing else", () => {
    expect(frameAllows(["https://www.google.com"], "https://www.google.com")).toBe(true);
    expect(frameAllows(["https://*.google.com"], "https://www.google.com")).toBe(true);
    expect(frameAllows(["https://*.www.google.com"], "https://www.google.com")).toBe(false);
    expect(frameAllows(["https://google.com"], "https://www.google.com")).toBe(false);
    expect(frameAllows(["https://*.evilgoogle.com"], "https://www.google.com")).toBe(false);
  });
});
