import { describe, expect, it } from "vitest";
import { collectorPayloadSchema } from "./collector-event.ts";
import { catalogueEventFor } from "./event-catalogue.ts";
import {
  campaignFrom,
  collectorPayloadFor,
  dataLayerEntry,
  FORM_SUBMIT_FAILED_CATEGORY,
  formFailurePayloadFor,
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

  it("records a failed lead submit with its message, as no catalogue event", () => {
    const leadId = "7d3f2a10-5b8e-4c1a-9f00-2b6c8d4e1a90";
    const payload = formFailurePayloadFor(
      { formId: "finance-enquiry", formName: "Finance Enquiry", stepNumber: 3 },
      "Leads are paused for maintenance",
      { ...context, leadId },
    );
    const event = collectorPayloadSchema.parse(payload).event;
    expect(event).toEqual({
      website_slug: "harbour-city-motors",
      url: context.url,
      category: FORM_SUBMIT_FAILED_CATEGORY,
      lead_id: leadId,
      anon_id: context.anonId,
      session_id: "session_ABCDEFGHIJ",
      error_message: "Leads are paused for maintenance",
      event_properties: {
        form_id: "finance-enquiry",
        form_name: "Finance Enquiry",
        step_number: 3,
        device_id: "device_ABCDEFGHIJ",
        gclid: "g1",
        utm_source: "google",
        experiment: "home-hero",
        variant: "b",
      },
    });
    // Not a page view nor a conversion: no catalogue id for the collector to count.
    expect(event.category).not.toBe("page_view");
    expect(event.event_properties).not.toHaveProperty("event_id");
    expect(event.event_properties).not.toHaveProperty("conversion");
  });

  it("cuts a failure's message to what the collector keeps", () => {
    const payload = formFailurePayloadFor(
      { formId: "contact", formName: "General Enquiry", stepNumber: 1 },
      "x".repeat(5_000),
      context,
    );
    expect(collectorPayloadSchema.parse(payload).event.error_message).toHaveLength(2_000);
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
