import { describe, expect, it } from "vitest";
import { applyPhotoOperation, parsePhotoOperation, quickEditUpdate } from "./stock-edit.ts";

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
    expect(parsePhotoOperation(undefined)).toBeNull();
  });
});
