import { describe, expect, it } from "vitest";
import { imageAltOf, libraryMediaIdOf } from "./image-alt.ts";

describe("imageAltOf", () => {
  it("keeps the item's own description first", () => {
    expect(imageAltOf("Banner's own", "Library's")).toBe("Banner's own");
  });

  it("takes the library's when the item has none of its own", () => {
    expect(imageAltOf(undefined, "Red hatch")).toBe("Red hatch");
    expect(imageAltOf("  ", "Red hatch")).toBe("Red hatch");
    expect(imageAltOf(null, null)).toBe("");
  });
});

describe("libraryMediaIdOf", () => {
  it("reads a library file's id from its stored URL only", () => {
    expect(libraryMediaIdOf("/media/library/12/ab12.png")).toBe("library/12/ab12.png");
    expect(libraryMediaIdOf("https://cdn.example.com/media/abc")).toBeNull();
    expect(libraryMediaIdOf("/media/a b.jpg")).toBeNull();
    expect(libraryMediaIdOf(null)).toBeNull();
  });
});
