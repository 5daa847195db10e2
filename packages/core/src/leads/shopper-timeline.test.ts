import { describe, expect, it } from "vitest";
import { leadFormKind } from "./lead-form-kind.ts";
import {
  ABANDONED_FORM_WINDOW_MS,
  buildShopperTimeline,
  foldAbandonedForms,
  shopperKeys,
  type TimelineLead,
} from "./shopper-timeline.ts";

const at = (hour: number) => new Date(Date.UTC(2026, 2, 1, hour));
const lead = (id: string, hour: number, over: Partial<TimelineLead> = {}): TimelineLead => ({
  id,
  dealershipId: null,
  locationId: null,
  category: "Finance",
  subcategory: null,
  isFormCompleted: true,
  stepNumber: null,
  status: "new",
  carName: null,
  createdAt: at(hour),
  soldAt: null,
  soldCarName: null,
  ...over,
});

describe("the shopper timeline", () => {
  it("links by email lower-cased and trimmed, and the E.164 phone as stored", () => {
    expect(shopperKeys({ email: " Olivia@Shop.TEST ", phone: "+61412345678" })).toEqual({
      email: "olivia@shop.test",
      phone: "+61412345678",
    });
    expect(shopperKeys({ email: "", phone: null })).toEqual({ email: null, phone: null });
  });

  it("folds unfinished tries of a form into the finished one that follows, not another form's", () => {
    const folded = foldAbandonedForms([
      lead("part-1", 1, { isFormCompleted: false }),
      lead("part-2", 2, { isFormCompleted: false }),
      lead("drive-part", 2, { isFormCompleted: false, category: "Used Vehicle" }),
      lead("done", 3),
    ]);
    expect(folded.map((e) => [e.lead.id, e.abandoned.map((a) => a.id)])).toEqual([
      ["done", ["part-1", "part-2"]],
      ["drive-part", []],
    ]);
  });

  it("leaves an unfinished try alone when it is older than the window", () => {
    const old = lead("old", 0, { isFormCompleted: false });
    const done = lead("done", 1, {
      createdAt: new Date(at(0).getTime() + ABANDONED_FORM_WINDOW_MS + 1),
    });
    expect(foldAbandonedForms([old, done]).map((e) => e.abandoned.length)).toEqual([0, 0]);
  });

  it("lists everything newest first, a sale at its own time", () => {
    const entries = buildShopperTimeline({
      leads: [lead("a", 1, { soldAt: at(9), status: "sold" })],
      visits: [{ sessionId: "s", startedAt: at(0), endedAt: at(1), pageViews: 3, carsViewed: 1 }],
      savedCars: [{ carId: 1, carName: "Hilux", savedAt: at(2) }],
      reservations: [],
    });
    expect(entries.map((e) => e.kind)).toEqual(["sale", "saved-car", "enquiry", "visit"]);
  });
});

describe("leadFormKind", () => {
  it("names what the lead is from its category and subcategory", () => {
    expect(leadFormKind({ category: "Used Vehicle", subcategory: "Test Drive" })).toBe(
      "test-drive",
    );
    expect(leadFormKind({ category: "Used Vehicle", subcategory: "Trade-in" })).toBe("trade-in");
    expect(leadFormKind({ category: "Sell My Car", subcategory: null })).toBe("trade-in");
    expect(leadFormKind({ category: "Finance", subcategory: null })).toBe("finance");
    expect(leadFormKind({ category: "New Vehicle", subcategory: "Enquiry" })).toBe("enquiry");
  });
});
