import { describe, expect, it } from "vitest";
import { isPlaceholderImageUrl, primaryImageUrl } from "./primary-image.ts";

const image = (n: number) => ({
  url: `/media/car-${n}.jpg`,
  thumbUrl: `/media/car-${n}-thumb.jpg`,
  width: 1200,
  height: 800,
  alt: "",
});

describe("isPlaceholderImageUrl", () => {
  it.each([
    "/media/default.jpg",
    "https://cdn.example.com/images/default-car.png",
    "/static/placeholder_image.webp?w=640",
    "/media/no-image.svg",
    "/media/noimage.png",
    "/media/coming-soon.jpg",
  ])("%s is a placeholder", (url) => expect(isPlaceholderImageUrl(url)).toBe(true));

  it.each([
    "/media/demo/caravan-1-0.jpg",
    "/media/defaulted-loan-car.jpg",
    "https://cdn.example.com/default/real-photo.jpg",
  ])("%s is a real photo", (url) => expect(isPlaceholderImageUrl(url)).toBe(false));
});

describe("primaryImageUrl", () => {
  it("keeps a real primary image", () => {
    expect(primaryImageUrl({ primaryImageUrl: "/media/main.jpg", images: [image(1)] })).toBe(
      "/media/main.jpg",
    );
  });

  it("replaces a placeholder default image with the first thumbnail", () => {
    expect(
      primaryImageUrl({ primaryImageUrl: "/media/default.jpg", images: [image(1), image(2)] }),
    ).toBe("/media/car-1-thumb.jpg");
  });

  it("uses the first thumbnail when there is no primary image, and null without images", () => {
    expect(primaryImageUrl({ primaryImageUrl: null, images: [image(3)] })).toBe(
      "/media/car-3-thumb.jpg",
    );
    expect(primaryImageUrl({ primaryImageUrl: "/media/placeholder.png", images: [] })).toBeNull();
  });
});
