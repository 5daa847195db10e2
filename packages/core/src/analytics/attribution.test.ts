import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_WINDOW_MS,
  attributeConversion,
  DIRECT,
  referrerHost,
  touchAttribution,
  touchParams,
} from "./attribution.ts";

const DAY = 24 * 60 * 60 * 1000;
const lead = Date.UTC(2026, 10, 20, 12);
const own = ["sydney-motors.test"];

describe("touchAttribution", () => {
  it("reads utm_source, medium and campaign first", () => {
    expect(
      touchAttribution({
        at: 0,
        params: { utm_source: "google", utm_medium: "cpc", utm_campaign: "utes", gclid: "x" },
      }),
    ).toEqual({ source: "google", medium: "cpc", campaign: "utes", kind: "click" });
  });

  it("names the network of a click id without utm_source", () => {
    expect(touchAttribution({ at: 0, params: { gclid: "g" } })?.source).toBe("google");
    expect(touchAttribution({ at: 0, params: { fbclid: "f" } })).toEqual({
      source: "facebook",
      medium: "cpc",
      campaign: "",
      kind: "click",
    });
  });

  it("credits a referring host as a referral, but not the site's own", () => {
    expect(touchAttribution({ at: 0, params: {}, referrer: "https://news.test/a" }, own)).toEqual({
      source: "news.test",
      medium: "referral",
      campaign: "",
      kind: "click",
    });
    expect(
      touchAttribution({ at: 0, params: {}, referrer: "https://www.sydney-motors.test/" }, own),
    ).toBeNull();
  });

  it("is null for a direct touch", () => {
    expect(touchAttribution({ at: 0, params: {} })).toBeNull();
    expect(touchAttribution({ at: 0, params: { utm_source: "  " }, referrer: "" })).toBeNull();
  });
});

describe("attributeConversion: last non-direct click within 30 days", () => {
  it("credits the last click, not the first", () => {
    const touches = [
      { at: lead - 10 * DAY, params: { utm_source: "facebook", utm_campaign: "spring" } },
      { at: lead - 2 * DAY, params: { utm_source: "google", utm_campaign: "utes" } },
    ];
    expect(attributeConversion(touches, lead)).toMatchObject({
      source: "google",
      campaign: "utes",
    });
  });

  it("a later direct visit does not displace the click", () => {
    const touches = [
      { at: lead - 3 * DAY, params: { gclid: "g1" } },
      { at: lead - 1 * DAY, params: {} },
      { at: lead, params: {}, referrer: "https://sydney-motors.test/cars" },
    ];
    expect(attributeConversion(touches, lead, { ownHosts: own }).source).toBe("google");
  });

  it("counts a click exactly 30 days old, not one a millisecond older", () => {
    const click = { params: { utm_source: "bing" } };
    expect(attributeConversion([{ ...click, at: lead - ATTRIBUTION_WINDOW_MS }], lead).source).toBe(
      "bing",
    );
    expect(attributeConversion([{ ...click, at: lead - ATTRIBUTION_WINDOW_MS - 1 }], lead)).toBe(
      DIRECT,
    );
  });

  it("ignores touches after the conversion", () => {
    expect(attributeConversion([{ at: lead + 1, params: { utm_source: "later" } }], lead)).toBe(
      DIRECT,
    );
  });

  it("is direct with no touches or only direct ones", () => {
    expect(attributeConversion([], lead)).toEqual(DIRECT);
    expect(attributeConversion([{ at: lead, params: {} }], lead)).toEqual(DIRECT);
  });

  it("takes its window as a parameter", () => {
    const touches = [{ at: lead - 2 * DAY, params: { utm_source: "x" } }];
    expect(attributeConversion(touches, lead, { windowMs: DAY })).toBe(DIRECT);
  });
});

describe("referrerHost and touchParams", () => {
  it("reads a host from a URL or a bare host, and nothing from rubbish", () => {
    expect(referrerHost("https://Www.Google.com/search?q=ute")).toBe("www.google.com");
    expect(referrerHost("news.test")).toBe("news.test");
    expect(referrerHost("http://[bad")).toBe("");
    expect(referrerHost(null)).toBe("");
  });

  it("keeps only the tracked campaign parameters with text", () => {
    expect(touchParams({ utm_source: "g", gclid: "", page_type: "Home", fbclid: 3 })).toEqual({
      utm_source: "g",
    });
  });
});
