import { describe, expect, it } from "vitest";
import { makeSlug } from "./make-slug.ts";

describe("makeSlug", () => {
  it.each([
    ["Jayco", "jayco"],
    ["Mercedes Benz", "mercedes-benz"],
    ["Škoda", "skoda"],
    ["  GWM  Haval ", "gwm-haval"],
    ["SR/F", "sr-f"],
  ])("%j -> %s", (name, slug) => expect(makeSlug(name)).toBe(slug));
});
