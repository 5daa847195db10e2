import { describe, expect, it } from "vitest";
import { collectorPayloadSchema } from "./collector-event.ts";
import { catalogueEventFor } from "./event-catalogue.ts";
import {
  campaignFrom,
  collectorPayloadFor,
  dataLayerEntry,
  type TrackingContext,
} from "./tracking-entry.ts";

const context: TrackingContext = {
  websiteSlug: "harbour-city-motors",
  url: "https://harbour.example/cars/x?gclid=g1",
  anonId: "0b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  sessionId: "session_ABCDEFGHIJ",
  deviceId: "device_ABCDEFGHIJ",
  campaign: { gclid: "g1", utm_source: "google" },
  experiment: { name: "home-hero", variant: "b" },
};

describe("tracking entries", () => {
  const view = catalogueEventFor({ type: "vehicle-view", carType: "used" });
  const properties = {
    content_ids: ["ST123"],
    contents: [{ id: "ST123", quantity: 1 }],
    currency: "AUD",
    value: 25990,
    content_type: "product",
    content_name: "2020 Toyota Corolla",
  };

  it("pushes the catalogue fields, the page's properties and the visit", () => {
    expect(dataLayerEntry(view, properties, context)).toEqual({
      event: "view_item",
      event_id: 4,
      eventAction: "Page View",
      eventCategory: "Page View",
      formName: null,
      formStatus: null,
      eventLabel: "Used Vehicle Details",
      pageType: "Used Vehicle Details",
      vehicleType: "Used",
      facebookEventName: "ViewContent",
      facebookCustomEvent: false,
      ...properties,
      website_slug: "harbour-city-motors",
      url: context.url,
      anon_id: context.anonId,
      session_id: "session_ABCDEFGHIJ",
      device_id: "device_ABCDEFGHIJ",
      gclid: "g1",
      utm_source: "google",
      experiment: "home-hero",
      variant: "b",
    });
  });

  it("sends the collector a body its schema accepts", () => {
    const payload = collectorPayloadFor(view, properties, { ...context, leadId: null });
    expect(collectorPayloadSchema.parse(payload).event).toMatchObject({
      category: "view_item",
      session_id: "session_ABCDEFGHIJ",
      event_properties: {
        event_id: 4,
        page_type: "Used Vehicle Details",
        variant: "b",
        gclid: "g1",
      },
    });
    const plain = collectorPayloadFor(null, {}, context);
    expect(plain.event.category).toBe("page_view");
    expect(plain.event.event_properties).toMatchObject({ page_type: "Other" });
    expect(plain.event.event_properties).not.toHaveProperty("event_id");
  });

  it("takes campaign parameters from the page first, then the visit's first page", () => {
    expect(
      campaignFrom(new URLSearchParams("utm_source=bing&x=1"), {
        utm_source: "google",
        fbclid: "f",
      }),
    ).toEqual({ utm_source: "bing", fbclid: "f" });
  });
});
