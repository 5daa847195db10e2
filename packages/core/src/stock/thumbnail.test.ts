import { describe, expect, it } from "vitest";
import { thumbnailUrl } from "./thumbnail.ts";

describe("thumbnailUrl", () => {
  it("asks the media route for a stored photo at thumbnail size", () => {
    expect(thumbnailUrl("/media/demo/car-red-0.jpg")).toBe("/media/demo/car-red-0.jpg?w=360&h=240");
    expect(thumbnailUrl("/media/demo/car.jpg?w=1200&h=630")).toBe(
      "/media/demo/car.jpg?w=360&h=240",
    );
  });

  it("leaves a photo held elsewhere as it is", () => {
    expect(thumbnailUrl("https://cdn.example.com/car.jpg")).toBe("https://cdn.example.com/car.jpg");
  });
});
