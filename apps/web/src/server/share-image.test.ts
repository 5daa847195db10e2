import { describe, expect, it } from "vitest";
import { shareImageUrl } from "./share-image.ts";

describe("shareImageUrl", () => {
  it("asks the media route for a 1200x630 fill-crop of a stored image", () => {
    expect(shareImageUrl("/media/demo/caravan-1-0.jpg", "A caravan")).toEqual({
      url: "/media/demo/caravan-1-0.jpg?w=1200&h=630",
      width: 1200,
      height: 630,
      alt: "A caravan",
    });
    expect(shareImageUrl("/media/a.jpg?w=10#x")?.url).toBe("/media/a.jpg?w=1200&h=630");
  });

  it("leaves other URLs alone and gives null without an image", () => {
    expect(shareImageUrl("https://cdn.example.com/a.jpg")?.url).toBe(
      "https://cdn.example.com/a.jpg",
    );
    expect(shareImageUrl(null)).toBeNull();
    expect(shareImageUrl("")).toBeNull();
  });
});
