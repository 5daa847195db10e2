import { describe, expect, it } from "vitest";
import { parseContentInput } from "./content-input.ts";
import { checkContentEnd, checkOfferEnd } from "./offer-end.ts";

const NOW = new Date("2026-11-29T04:00:00Z");

describe("checkOfferEnd", () => {
  it("takes an offer with no end or a later one", () => {
    expect(checkOfferEnd(null, NOW)).toEqual({ ok: true });
    expect(checkOfferEnd(new Date(NOW.getTime() + 1), NOW)).toEqual({ ok: true });
  });

  it("refuses an offer that ends at the moment or has ended", () => {
    expect(checkOfferEnd(NOW, NOW)).toEqual({ ok: false, reason: "offer-ended" });
    expect(checkOfferEnd(new Date("2026-01-01T00:00:00Z"), NOW)).toEqual({
      ok: false,
      reason: "offer-ended",
    });
  });
});

describe("checkContentEnd", () => {
  it("applies to offers only", () => {
    const offer = parseContentInput("offer", "ended", {
      title: "Ended",
      ends_at: "2026-01-01T00:00:00Z",
    });
    const post = parseContentInput("blog-post", "post", { title: "A post" });
    if (!offer.ok || !post.ok) throw new Error("refused");
    expect(checkContentEnd("offer", offer.input, NOW)).toEqual({
      ok: false,
      reason: "offer-ended",
    });
    expect(checkContentEnd("blog-post", post.input, NOW)).toEqual({ ok: true });
  });
});
