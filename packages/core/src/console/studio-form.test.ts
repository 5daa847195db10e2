import { describe, expect, it } from "vitest";
import { instantOfWallText, studioBodyOf, studioValuesOf, wallTextOf } from "./studio-form.ts";

const ZONE = "Australia/Melbourne";

describe("studio form", () => {
  it("reads a typed time as the site's wall clock, seconds optional, and back", () => {
    // 27 Nov: daylight saving, UTC+11.
    expect(instantOfWallText("2026-11-27T12:00", ZONE)).toBe("2026-11-27T01:00:00.000Z");
    expect(instantOfWallText("2026-11-27T12:00:30", ZONE)).toBe("2026-11-27T01:00:30.000Z");
    expect(instantOfWallText("", ZONE)).toBeNull();
    // Not a time: passed on for the API's check to refuse with its message.
    expect(instantOfWallText("tomorrow", ZONE)).toBe("tomorrow");
    // 4 Oct 2026 02:30 does not exist in Melbourne (clocks go from 02:00 to 03:00).
    expect(instantOfWallText("2026-10-04T02:30", ZONE)).toBe("2026-10-04T02:30");
    expect(wallTextOf("2026-11-27T01:00:30.000Z", ZONE)).toBe("2026-11-27T12:00:30");
    expect(wallTextOf(null, ZONE)).toBe("");
  });

  it("turns an offer's form into the API's body and back", () => {
    const body = studioBodyOf(
      "offer",
      {
        title: "Sale",
        offer_price: "$24,990",
        model_slugs: "corolla, camry,",
        image_url: " ",
        ends_at: "2026-11-27T12:00",
      },
      ZONE,
    );
    expect(body).toEqual({
      title: "Sale",
      summary: "",
      body_html: "",
      image_url: null,
      offer_price: 24990,
      finance_terms: "",
      model_slugs: ["corolla", "camry"],
      starts_at: null,
      ends_at: "2026-11-27T01:00:00.000Z",
    });
    expect(studioBodyOf("offer", { offer_price: "cheap" }, ZONE).offer_price).toBe("cheap");
    expect(studioValuesOf("offer", body, ZONE)).toMatchObject({
      offer_price: "24990",
      model_slugs: "corolla, camry",
      ends_at: "2026-11-27T12:00",
      image_url: "",
    });
  });
});
