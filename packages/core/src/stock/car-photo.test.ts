import { describe, expect, it } from "vitest";
import {
  CAR_PHOTO_ALT_MAX,
  CAR_PHOTO_MAX_BYTES,
  oversizedPhoto,
  parsePhotoAlts,
  PHOTOS_CHANGED_MESSAGE,
  suggestedPhotoAlt,
} from "./car-photo.ts";

describe("car photos", () => {
  it("suggests alt text from the car and the photo's place", () => {
    const hilux = { year: 2021, make: "Toyota", model: "HiLux", badge: "SR5" };
    expect(suggestedPhotoAlt(hilux, 0)).toBe("2021 Toyota HiLux SR5, front three-quarter");
    expect(suggestedPhotoAlt({ ...hilux, badge: null }, 5)).toBe("2021 Toyota HiLux, interior");
    expect(suggestedPhotoAlt(hilux, 10)).toBe("2021 Toyota HiLux SR5, photo 11");
  });

  it("names the first photo over the limit, at the limit it is taken", () => {
    expect(oversizedPhoto([{ name: "a.jpg", size: CAR_PHOTO_MAX_BYTES }])).toBeNull();
    expect(
      oversizedPhoto([
        { name: "a.jpg", size: 12 * 1024 * 1024 },
        { name: "b.heic", size: CAR_PHOTO_MAX_BYTES + 1 },
      ]),
    ).toBe("b.heic is too large: a photo may be at most 20 MB.");
  });
});

describe("a photo's description", () => {
  it("is trimmed, one per photo, and refused when too long or the photos changed", () => {
    expect(parsePhotoAlts(["  Front   view ", ""], 2)).toEqual({
      ok: true,
      alts: ["Front view", ""],
    });
    expect(parsePhotoAlts(["a"], 2)).toEqual({
      ok: false,
      message: PHOTOS_CHANGED_MESSAGE,
    });
    expect(parsePhotoAlts(["x".repeat(CAR_PHOTO_ALT_MAX + 1)], 1)).toEqual({
      ok: false,
      message: `Photo 1's description is too long: at most ${CAR_PHOTO_ALT_MAX} characters.`,
    });
  });
});
