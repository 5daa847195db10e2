import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultSiteSettings } from "@forecourt/core/site/site-settings";

type Entry = Record<string, unknown>;
type TestWindow = EventTarget & {
  location: { href: string };
  dataLayer?: Entry[];
  localStorage?: undefined;
};

// A page in a node test: a window with a location, a dataLayer and events, beacons recorded.
let page: TestWindow;
let beacons: { path: string; body: unknown }[];
// Whether the rest of the event catalogue (all but the views) has been fetched.
let isCatalogueLoaded: boolean;

beforeEach(() => {
  vi.resetModules();
  isCatalogueLoaded = false;
  vi.doMock("@forecourt/core/analytics/event-catalogue", async (importOriginal) => {
    isCatalogueLoaded = true;
    return importOriginal();
  });
  page = Object.assign(new EventTarget(), {
    location: { href: "https://harbour-city-motors.test/?utm_source=google" },
  });
  beacons = [];
  vi.stubGlobal("window", page);
  vi.stubGlobal("navigator", {
    sendBeacon: (path: string, blob: Blob) => {
      void blob.text().then((text) => beacons.push({ path, body: JSON.parse(text) }));
      return true;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock("@forecourt/core/analytics/event-catalogue");
});

const config = { websiteSlug: "harbour-city-motors", isCollectorEnabled: true, splitTest: null };
const recorded = () => vi.waitFor(() => expect(page.dataLayer?.length ?? 0).toBeGreaterThan(0));

describe("trackEvent", () => {
  it("waits for the site's configuration, then records in the order events fired", async () => {
    const { configureTracking, trackEvent } = await import("./track-event.ts");
    trackEvent({ type: "page-view", pageType: "Home" });
    trackEvent({ id: 25 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.dataLayer).toBeUndefined();

    configureTracking(config);
    await vi.waitFor(() => expect(page.dataLayer).toHaveLength(2));
    expect(page.dataLayer?.map((entry) => entry.event_id)).toEqual([1, 25]);
    expect(page.dataLayer?.[0]).toMatchObject({
      website_slug: "harbour-city-motors",
      pageType: "Home",
      utm_source: "google",
    });
    await vi.waitFor(() => expect(beacons).toHaveLength(2));
    expect(beacons.every((beacon) => beacon.path === "/api/events")).toBe(true);
  });

  it("keeps the car and the address of the moment an event fired, not of when it is recorded", async () => {
    const { configureTracking, setPageCar, trackEvent } = await import("./track-event.ts");
    configureTracking(config);
    setPageCar({ car_id: 7, car_slug: "2026-hyundai-i30", car_name: "2026 Hyundai i30" });
    trackEvent({ type: "click-to-call" });
    // The shopper moves on before the recording code has loaded.
    setPageCar(null);
    page.location.href = "https://harbour-city-motors.test/contact";
    await recorded();
    expect(page.dataLayer?.[0]).toMatchObject({
      url: "https://harbour-city-motors.test/?utm_source=google",
      car_slug: "2026-hyundai-i30",
    });
  });

  it("records views without the rest of the catalogue, which the shopper's first press fetches", async () => {
    const { configureTracking, trackEvent } = await import("./track-event.ts");
    configureTracking(config);
    trackEvent({ type: "page-view", pageType: "Home" });
    await recorded();
    trackEvent({ type: "vehicle-view", carType: "used" });
    expect(page.dataLayer?.map((entry) => entry.event_id)).toEqual([1, 4]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isCatalogueLoaded).toBe(false);

    page.dispatchEvent(new Event("pointerdown"));
    await vi.waitFor(() => expect(isCatalogueLoaded).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The code is there: the click's event is recorded as it fires.
    trackEvent({ type: "directions" });
    expect(page.dataLayer?.map((entry) => entry.event_id)).toEqual([1, 4, 41]);
  });

  it("records a form's failed submit to the collector alone, with its message", async () => {
    const { configureTracking, trackFormFailure } = await import("./track-event.ts");
    configureTracking(config);
    trackFormFailure(
      { formId: "fleet", formName: "Fleet Enquiry", stepNumber: 1 },
      "Leads are paused for maintenance",
    );
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]).toMatchObject({
      path: "/api/events",
      body: {
        event: {
          category: "form_submit_failed",
          error_message: "Leads are paused for maintenance",
          event_properties: { form_id: "fleet", form_name: "Fleet Enquiry", step_number: 1 },
        },
      },
    });
    // Nothing for the tags or the pixel: no dataLayer entry, no page view, no conversion.
    expect(page.dataLayer ?? []).toEqual([]);
    expect(isCatalogueLoaded).toBe(false);
  });

  it("sends no failure where the site has no collector", async () => {
    const { configureTracking, trackEvent, trackFormFailure } = await import("./track-event.ts");
    configureTracking({ ...config, isCollectorEnabled: false });
    trackFormFailure({ formId: "fleet", formName: "Fleet Enquiry", stepNumber: 1 }, "Refused");
    trackEvent({ type: "page-view", pageType: "Home" });
    await recorded();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(beacons).toEqual([]);
    expect(page.dataLayer?.map((entry) => entry.event)).toEqual(["page_view"]);
  });

  it("keeps the order events fired in while the catalogue is on its way", async () => {
    const { configureTracking, trackEvent } = await import("./track-event.ts");
    configureTracking(config);
    trackEvent({ type: "page-view", pageType: "Home" });
    await recorded();
    trackEvent({ type: "favourite" });
    trackEvent({ type: "vehicle-view", carType: "new" });
    trackEvent({ id: 22 });
    expect(page.dataLayer).toHaveLength(1);
    await vi.waitFor(() => expect(page.dataLayer).toHaveLength(4));
    expect(page.dataLayer?.map((entry) => entry.event_id)).toEqual([1, 39, 3, 22]);
  });

  it("names a page view by the page's type, and leaves vehicle pages to their own view", async () => {
    const { configureTracking, trackEvent, trackPageView } = await import("./track-event.ts");
    configureTracking(config);
    const pages = defaultSiteSettings();
    trackPageView(pages, "/cars/2026-hyundai-i30");
    trackPageView(pages, "/special-offers");
    trackPageView(pages, "/blog/some-post");
    trackEvent({ type: "directions" });
    await recorded();
    await vi.waitFor(() => expect(page.dataLayer).toHaveLength(3));
    expect(page.dataLayer?.map((entry) => [entry.event, entry.event_id, entry.pageType])).toEqual([
      ["page_view", 5, "Special Offers"],
      ["page_view", undefined, "Other"],
      [expect.any(String), 41, null],
    ]);
  });
});
