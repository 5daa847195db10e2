import { describe, expect, it } from "vitest";
import {
  ACTION_EVENT_IDS,
  EVENT_CATALOGUE,
  FORM_EVENT_IDS,
  PAGE_TYPES,
  PAGE_VIEW_IDS,
  catalogueEvent,
  catalogueEventFor,
  submitEventId,
  type ConversionForm,
  type SimpleAction,
} from "./event-catalogue.ts";

const idOf = (...args: Parameters<typeof catalogueEventFor>) => catalogueEventFor(...args).id;

describe("EVENT_CATALOGUE", () => {
  it("holds exactly the events 1-61, each once", () => {
    expect(EVENT_CATALOGUE.map((event) => event.id)).toEqual(
      Array.from({ length: 61 }, (_, i) => i + 1),
    );
  });

  it("gives every event the §3 definition fields", () => {
    for (const event of EVENT_CATALOGUE) {
      expect(Object.keys(event)).toEqual(
        expect.arrayContaining([
          "event",
          "eventAction",
          "eventCategory",
          "formName",
          "formStatus",
          "eventLabel",
          "pageType",
          "vehicleType",
          "facebookEventName",
          "facebookCustomEvent",
        ]),
      );
      expect(event.event).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(event.facebookEventName).toMatch(/^[A-Z][A-Za-z]+$/);
    }
  });

  it("puts §9's groups where §9 says", () => {
    const ids = (predicate: (e: (typeof EVENT_CATALOGUE)[number]) => boolean) =>
      EVENT_CATALOGUE.filter(predicate).map((e) => e.id);
    expect(ids((e) => e.eventAction === "Page View")).toEqual(range(1, 13));
    expect(ids((e) => e.formStatus === "Submitted")).toEqual([
      ...range(14, 24),
      27,
      28,
      40,
      42,
      ...range(44, 48),
      51,
      56,
    ]);
    expect(ids((e) => e.eventCategory === "Authentication")).toEqual(range(35, 38));
    expect(ids((e) => e.eventCategory === "Valuation")).toEqual([43, 50, 52, 53]);
    expect(ids((e) => e.eventCategory === "Chat")).toEqual([54, 55, 57]);
  });

  it("uses GA4 and Meta standard names where they exist and says so", () => {
    expect(catalogueEvent(1)).toMatchObject({
      event: "page_view",
      eventNameSource: "ga4-recommended",
      facebookEventName: "PageView",
      facebookCustomEvent: false,
    });
    expect(catalogueEvent(3)).toMatchObject({
      event: "view_item",
      facebookEventName: "ViewContent",
      vehicleType: "New",
    });
    expect(catalogueEvent(29)).toMatchObject({ event: "search", facebookEventName: "Search" });
    expect(catalogueEvent(22)).toMatchObject({
      event: "generate_lead",
      formName: "General Enquiry",
      facebookEventName: "Lead",
      facebookCustomEvent: false,
    });
    expect(catalogueEvent(39)).toMatchObject({ facebookEventName: "AddToWishlist" });
    expect(catalogueEvent(41)).toMatchObject({ facebookEventName: "FindLocation" });
    expect(catalogueEvent(60)).toMatchObject({
      event: "history_report",
      eventNameSource: "custom",
      facebookCustomEvent: true,
    });
    expect(catalogueEvent(62)).toBeUndefined();
  });
});

describe("catalogueEventFor", () => {
  it("page views 1-13 by page type", () => {
    // §9 numbers the page views in the order of its page-type list.
    expect(Object.entries(PAGE_VIEW_IDS)).toEqual(
      PAGE_TYPES.map((type, index) => [type, index + 1]),
    );
    expect(PAGE_VIEW_IDS.About).toBe(13);
    for (const pageType of PAGE_TYPES) {
      if (pageType.endsWith("Vehicle Details")) continue;
      const event = catalogueEventFor({ type: "page-view", pageType: pageType as "Home" });
      expect(event).toMatchObject({ id: PAGE_VIEW_IDS[pageType], pageType });
    }
  });

  it("vehicle view: 4 for a used car, 3 otherwise", () => {
    expect(idOf({ type: "vehicle-view", carType: "used" })).toBe(4);
    expect(idOf({ type: "vehicle-view", carType: " Used " })).toBe(4);
    expect(idOf({ type: "vehicle-view", carType: "new" })).toBe(3);
    expect(idOf({ type: "vehicle-view", carType: "demo" })).toBe(3);
    expect(idOf({ type: "vehicle-view" })).toBe(3);
  });

  it("enquiry: 14 new, 15 used (demo counts as new)", () => {
    expect(submitEventId("enquiry", "new")).toBe(14);
    expect(submitEventId("enquiry", "used")).toBe(15);
    expect(submitEventId("enquiry", " USED ")).toBe(15);
    expect(submitEventId("enquiry", "demo")).toBe(14);
    expect(submitEventId("enquiry")).toBe(14);
  });

  it("test drive: 17 new and test-drive-only cars, 48 used", () => {
    expect(submitEventId("test-drive", "new")).toBe(17);
    expect(submitEventId("test-drive", "used")).toBe(48);
    expect(submitEventId("test-drive", "used", "Test Drive Only")).toBe(17);
    expect(submitEventId("test-drive", "used", "*** Test Drive Vehicle Only ***")).toBe(17);
    expect(submitEventId("test-drive", "used", "Special")).toBe(48);
  });

  it.each([
    ["general", 22],
    ["special-offer", 16],
    ["service", 18],
    ["parts", 19],
    ["finance", 20],
    ["fleet", 21],
    ["trade-in", 23],
    ["insurance", 24],
    ["model", 27],
    ["newsletter", 28],
    ["location", 40],
    ["sell-my-car", 42],
    ["reserve", 44],
    ["online-purchase", 45],
    ["accessories", 46],
    ["hire", 47],
    ["careers", 51],
    ["chat-lead", 56],
  ] as [ConversionForm, number][])("form %s submits as %i", (form, id) => {
    expect(submitEventId(form, "used")).toBe(id);
    expect(catalogueEvent(id)?.formStatus).toBe("Submitted");
  });

  it.each([
    ["click-to-call", 25],
    ["finance-calculator", 26],
    ["search", 29],
    ["form-step", 32],
    ["favourite", 39],
    ["directions", 41],
    ["phone-reveal", 49],
    ["chat-first-message", 55],
    ["chat-message", 57],
    ["finance-quote-click", 58],
    ["history-report", 60],
    ["print-pdf", 61],
  ] as [SimpleAction, number][])("%s -> %i", (type, id) => {
    expect(idOf({ type })).toBe(id);
    expect(ACTION_EVENT_IDS[type]).toBe(id);
  });

  it("keeps the §9 form ids", () => {
    expect(FORM_EVENT_IDS).toMatchObject({
      enquiryNew: 14,
      enquiryUsed: 15,
      testDriveNew: 17,
      general: 22,
      callDealer: 25,
      step: 32,
      favourite: 39,
      directions: 41,
      testDriveUsed: 48,
      careers: 51,
      click: 58,
      historyReport: 60,
    });
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
