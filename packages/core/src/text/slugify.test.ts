import { describe, expect, it } from "vitest";
import { slugify } from "./slugify.ts";

describe("slugify", () => {
  it.each([
    ["Jayco", "jayco"],
    ["Mercedes Benz", "mercedes-benz"],
    ["Škoda", "skoda"],
    ["  GWM  Haval ", "gwm-haval"],
    ["SR/F", "sr-f"],
    ["Sell My Car", "sell-my-car"],
    ["Café Racer", "cafe-racer"],
  ])("%j -> %s", (name, slug) => expect(slugify(name)).toBe(slug));
});
