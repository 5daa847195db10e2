import { describe, expect, it } from "vitest";
import { collectorEventSchema } from "./collector-event.ts";
import { pixelContent } from "./pixel-content.ts";

const eventWith = (properties: Record<string, unknown>) => ({
  url: "https://dealer.example/search/all",
  category: "search",
  session_id: "session_AbCdEf1234",
  event_properties: properties,
});

describe("pixelContent", () => {
  it("names the cars by catalogue id, in order, as vehicles (Meta's automotive catalogue)", () => {
    expect(pixelContent(["U1234", "42"])).toEqual({
      content_ids: ["U1234", "42"],
      content_type: "vehicle",
    });
  });

  it("a search page of more cars than the collector takes in a list names the first ones", () => {
    const ids = Array.from({ length: 24 }, (_, i) => `S${i + 1}`);
    const content = pixelContent(ids);
    expect(content).toEqual({ content_ids: ids.slice(0, 20), content_type: "vehicle" });
    expect(collectorEventSchema.safeParse(eventWith(content)).success).toBe(true);
    expect(collectorEventSchema.safeParse(eventWith({ content_ids: ids })).success).toBe(false);
  });

  it("an event about no car carries no catalogue fields", () => {
    expect(pixelContent([])).toEqual({});
  });
});
