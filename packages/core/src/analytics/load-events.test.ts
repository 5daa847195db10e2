import { describe, expect, it } from "vitest";
import { catalogueEvent, catalogueEventFor } from "./event-catalogue.ts";
import { PAGE_VIEW_TYPES } from "./page-types.ts";
import { isLoadAction, isUsed, loadEventFor, PAGE_VIEW_IDS, pageViewEvent } from "./load-events.ts";

describe("load events", () => {
  it("are the catalogue's own entries 1-13, not copies that could drift", () => {
    for (const [pageType, id] of Object.entries(PAGE_VIEW_IDS)) {
      expect(pageViewEvent(pageType as keyof typeof PAGE_VIEW_IDS)).toBe(catalogueEvent(id));
    }
    for (const pageType of PAGE_VIEW_TYPES) {
      const view = { type: "page-view", pageType } as const;
      expect(loadEventFor(view)).toBe(catalogueEventFor(view));
    }
  });

  it("hold the search 29 as the catalogue does, and tell load actions from the rest", () => {
    expect(loadEventFor({ type: "search" })).toBe(catalogueEvent(29));
    expect(loadEventFor({ type: "search" })).toMatchObject({
      event: "search",
      pageType: "Vehicle Inventory Listing",
      facebookEventName: "Search",
      basis: "spec",
    });
    for (const type of ["page-view", "vehicle-view", "search"]) {
      expect(isLoadAction({ type })).toBe(true);
    }
    for (const type of ["favourite", "form-submit", "directions", "finance-calculator"]) {
      expect(isLoadAction({ type })).toBe(false);
    }
  });

  it("count only a used car as used stock, however its type is written; demo cars are new", () => {
    for (const carType of ["used", "Used", " USED "]) expect(isUsed(carType), carType).toBe(true);
    for (const carType of ["new", "demo", "", null, undefined]) {
      expect(isUsed(carType), String(carType)).toBe(false);
    }
  });

  it("name a vehicle page by its car: used is 4, anything else (new, demo, unknown) is 3", () => {
    expect(loadEventFor({ type: "vehicle-view", carType: " Used " })).toMatchObject({
      id: 4,
      event: "view_item",
      vehicleType: "Used",
    });
    for (const carType of ["new", "demo", null, undefined]) {
      const view = { type: "vehicle-view", carType } as const;
      expect(loadEventFor(view)).toMatchObject({ id: 3, vehicleType: "New" });
      expect(loadEventFor(view)).toBe(catalogueEventFor(view));
    }
  });
});
