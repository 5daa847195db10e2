import { describe, expect, it } from "vitest";
import { catalogueEvent, catalogueEventFor } from "./event-catalogue.ts";
import { PAGE_VIEW_TYPES } from "./page-types.ts";
import { PAGE_VIEW_IDS, pageViewEvent, viewEventFor } from "./view-events.ts";

describe("view events", () => {
  it("are the catalogue's own entries 1-13, not copies that could drift", () => {
    for (const [pageType, id] of Object.entries(PAGE_VIEW_IDS)) {
      expect(pageViewEvent(pageType as keyof typeof PAGE_VIEW_IDS)).toBe(catalogueEvent(id));
    }
    for (const pageType of PAGE_VIEW_TYPES) {
      const view = { type: "page-view", pageType } as const;
      expect(viewEventFor(view)).toBe(catalogueEventFor(view));
    }
  });

  it("name a vehicle page by its car: used is 4, anything else (new, demo, unknown) is 3", () => {
    expect(viewEventFor({ type: "vehicle-view", carType: " Used " })).toMatchObject({
      id: 4,
      event: "view_item",
      vehicleType: "Used",
    });
    for (const carType of ["new", "demo", null, undefined]) {
      const view = { type: "vehicle-view", carType } as const;
      expect(viewEventFor(view)).toMatchObject({ id: 3, vehicleType: "New" });
      expect(viewEventFor(view)).toBe(catalogueEventFor(view));
    }
  });
});
