import { describe, expect, it } from "vitest";
import {
  applyPhotoOperation,
  feedReplacedFields,
  lockingChangedFields,
  parsePhotoOperation,
  photoOperationDone,
  quickEditUpdate,
} from "./stock-edit.ts";

describe("the console's stock forms", () => {
  it("reads a price as dollars, an empty one as none, and leaves other text to the schema", () => {
    expect(quickEditUpdate({ price: "$45,990", status: "sold" })).toEqual({
      price: 45_990,
      status: "sold",
      tag: null,
      reserved: false,
      featured: false,
    });
    expect(quickEditUpdate({ price: " " }).price).toBeNull();
    expect(quickEditUpdate({ price: "12.5" }).price).toBe("12.5");
    expect(quickEditUpdate({ reserved: "on" }).reserved).toBe(true);
    expect(quickEditUpdate({ featured: "on" }).featured).toBe(true);
    // The sale price goes with a sale only; blank keeps the one recorded.
    expect(quickEditUpdate({ status: "sold", soldPrice: "$41,500" }).sold_price).toBe(41_500);
    expect(quickEditUpdate({ status: "sold", soldPrice: "" })).not.toHaveProperty("sold_price");
    expect(quickEditUpdate({ status: "in_stock", soldPrice: "41500" })).not.toHaveProperty(
      "sold_price",
    );
  });

  it("reads a sale date as the start of that day in the site's zone, with a sale only", () => {
    expect(
      quickEditUpdate({ status: "sold", soldOn: "2026-11-20" }, "Australia/Sydney").sold_at,
    ).toBe("2026-11-19T13:00:00.000Z");
    expect(
      quickEditUpdate({ status: "sold", soldOn: "2026-07-04" }, "America/New_York").sold_at,
    ).toBe("2026-07-04T04:00:00.000Z");
    expect(quickEditUpdate({ status: "sold", soldOn: "" })).not.toHaveProperty("sold_at");
    expect(quickEditUpdate({ status: "in_stock", soldOn: "2026-11-20" })).not.toHaveProperty(
      "sold_at",
    );
    // Not a date: left for the schema to refuse with its message.
    expect(quickEditUpdate({ status: "sold", soldOn: "last week" }).sold_at).toBe("last week");
    expect(quickEditUpdate({ status: "sold", soldOn: "2026-13-45" }).sold_at).toBe("2026-13-45");
    expect(quickEditUpdate({ status: "sold", soldOn: "2026-02-30" }).sold_at).toBe("2026-02-30");
  });

  it("makes a photo the main one and moves a dragged photo to its new place", () => {
    const photos = ["a", "b", "c", "d"];
    expect(applyPhotoOperation(photos, { kind: "main", index: 2 })).toEqual(["c", "a", "b", "d"]);
    expect(applyPhotoOperation(photos, { kind: "main", index: 0 })).toBeNull();
    expect(applyPhotoOperation(photos, { kind: "move", index: 0, to: 2 })).toEqual([
      "b",
      "c",
      "a",
      "d",
    ]);
    expect(applyPhotoOperation(photos, { kind: "move", index: 3, to: 1 })).toEqual([
      "a",
      "d",
      "b",
      "c",
    ]);
    expect(applyPhotoOperation(photos, { kind: "move", index: 1, to: 1 })).toBeNull();
    expect(applyPhotoOperation(photos, { kind: "move", index: 1, to: 4 })).toBeNull();
    expect(parsePhotoOperation("main:2")).toEqual({ kind: "main", index: 2 });
    expect(photoOperationDone({ kind: "move", index: 3, to: 1 }, 4)).toBe(
      "Photo moved to position 2 of 4.",
    );
    expect(photoOperationDone({ kind: "up", index: 3 }, 4)).toBe("Photo moved to position 3 of 4.");
    expect(photoOperationDone({ kind: "main", index: 3 }, 4)).toMatch(/^Main photo chosen/);
  });

  it("moves and removes photos, and refuses a move off either end or a stale index", () => {
    const photos = ["a", "b", "c"];
    expect(applyPhotoOperation(photos, { kind: "up", index: 1 })).toEqual(["b", "a", "c"]);
    expect(applyPhotoOperation(photos, { kind: "down", index: 1 })).toEqual(["a", "c", "b"]);
    expect(applyPhotoOperation(photos, { kind: "remove", index: 2 })).toEqual(["a", "b"]);
    expect(applyPhotoOperation(photos, { kind: "up", index: 0 })).toBeNull();
    expect(applyPhotoOperation(photos, { kind: "down", index: 2 })).toBeNull();
    expect(applyPhotoOperation(photos, { kind: "remove", index: 3 })).toBeNull();
    expect(parsePhotoOperation("remove:2")).toEqual({ kind: "remove", index: 2 });
    expect(parsePhotoOperation("delete:2")).toBeNull();
    expect(parsePhotoOperation("move:3:0")).toEqual({ kind: "move", index: 3, to: 0 });
    expect(parsePhotoOperation("move:3")).toBeNull();
    expect(parsePhotoOperation(undefined)).toBeNull();
  });
});

describe("a quick edit that keeps its changes from the feed", () => {
  const car = { price: 30000, tag: null, isReserved: false, isFeatured: false, lockedFields: [] };
  const posted = (values: Record<string, string>) =>
    quickEditUpdate({ price: "30000", status: "in_stock", tag: "", ...values });

  it("locks each field the edit changed, and only those", () => {
    expect(lockingChangedFields(posted({ price: "$28,990" }), car)).toMatchObject({
      price: 28990,
      locked_fields: ["price"],
    });
    expect(lockingChangedFields(posted({ tag: "Low km", featured: "on" }), car)).toMatchObject({
      locked_fields: ["tag", "featured"],
    });
  });

  it("keeps the locks the car had and adds none when nothing changed", () => {
    const locked = { ...car, lockedFields: ["km"] };
    expect(lockingChangedFields(posted({ price: "29000" }), locked)).toMatchObject({
      locked_fields: ["km", "price"],
    });
    const same = posted({});
    expect(lockingChangedFields(same, car)).toBe(same);
  });

  it("names the fields the feed will replace", () => {
    expect(feedReplacedFields(car)).toEqual(["price", "tag", "reserved", "featured"]);
    expect(feedReplacedFields({ lockedFields: ["price", "tag"] })).toEqual([
      "reserved",
      "featured",
    ]);
  });
});
