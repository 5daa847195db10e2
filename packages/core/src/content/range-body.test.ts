import { describe, expect, it } from "vitest";
import { MANUFACTURER_BODIES } from "../domain/model.ts";
import { hasRangeBody, parseRangeBody, RANGE_BODIES, rangeBodyHref } from "./range-body.ts";

describe("range body types", () => {
  it("covers the seven body types of spec §2", () => {
    expect(RANGE_BODIES.map((b) => b.body).sort()).toEqual([...MANUFACTURER_BODIES].sort());
    expect(RANGE_BODIES.map(rangeBodyHref)).toEqual([
      "/range?body=j-pod",
      "/range?body=camper-trailer",
      "/range?body=pop-tops",
      "/range?body=off-grid",
      "/range?body=caravans",
      "/range?body=toy-haulers",
      "/range?body=motorised",
    ]);
  });

  it.each([
    ["camper trailer", "CAMPER TRAILER"],
    ["Camper-Trailer", "CAMPER TRAILER"],
    ["pop tops", "POP TOPS"],
    [" J-POD ", "J-POD"],
    ["off-grid", "OFF-GRID"],
  ])("parses %j", (value, body) => expect(parseRangeBody(value)?.body).toBe(body));

  it.each([undefined, "", "sedan", ["caravans"]])("rejects %j", (value) => {
    expect(parseRangeBody(value)).toBeNull();
  });

  it("matches models by any of their bodies", () => {
    const caravans = parseRangeBody("caravans");
    if (!caravans) throw new Error("expected caravans");
    expect(hasRangeBody({ bodies: ["TOY HAULERS", "CARAVANS"] }, caravans)).toBe(true);
    expect(hasRangeBody({ bodies: ["POP TOPS"] }, caravans)).toBe(false);
  });

  it("matches models by their second and third manufacturer bodies (spec §3)", () => {
    const offGrid = parseRangeBody("off-grid");
    if (!offGrid) throw new Error("expected off-grid");
    const journey = {
      bodies: ["CARAVANS"],
      manufacturerBody2: "OFF-GRID",
      manufacturerBody3: null,
    };
    expect(hasRangeBody(journey, offGrid)).toBe(true);
    const eagle = {
      bodies: ["CAMPER TRAILER"],
      manufacturerBody2: null,
      manufacturerBody3: "Off-Grid",
    };
    expect(hasRangeBody(eagle, offGrid)).toBe(true);
    expect(hasRangeBody({ bodies: ["CARAVANS"], manufacturerBody2: null }, offGrid)).toBe(false);
  });
});
