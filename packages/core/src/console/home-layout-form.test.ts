import { describe, expect, it } from "vitest";
import { homeSettingsSchema } from "../content/home-settings.ts";
import {
  bannerValuesOf,
  bannerValuesOfForm,
  homeLayoutPatchOf,
  sectionsOfForm,
} from "./home-layout-form.ts";

const ZONE = "Australia/Sydney";

describe("the studio's home page form", () => {
  const values = {
    bannerCount: "2",
    "banners.0.imageUrl": "/media/7",
    "banners.0.altText": " Vans on the lot ",
    "banners.0.title": "",
    "banners.0.startsAt": "2026-12-01T09:00",
    "banners.0.endsAt": "",
    "banners.1.title": "Open Sunday",
    "banners.1.href": "/contact-us",
    "banners.1.endsAt": "soon",
    sectionOrder: "reviews,hero,weather,featured,reviews",
    "show.hero": "on",
    "show.reviews": "on",
  };

  it("turns the banners into the settings patch: empty fields left out, times in the site's zone", () => {
    const patch = homeLayoutPatchOf(values, ZONE);
    expect(patch.banners).toEqual([
      // 09:00 in Sydney in December (daylight time, +11:00).
      { imageUrl: "/media/7", altText: "Vans on the lot", startsAt: "2026-11-30T22:00:00.000Z" },
      // Text that is not a time goes on, for the schema to refuse by name.
      { title: "Open Sunday", href: "/contact-us", endsAt: "soon" },
    ]);
    const checked = homeSettingsSchema.safeParse(patch);
    expect(checked.success ? [] : checked.error.issues.map((i) => i.path.join("."))).toEqual([
      "banners.1.endsAt",
    ]);
  });

  it("reads the sections' order once each, unknown ones dropped, shown where ticked", () => {
    expect(sectionsOfForm(values)).toEqual([
      { id: "reviews", isVisible: true },
      { id: "hero", isVisible: true },
      { id: "featured", isVisible: false },
    ]);
  });

  it("shows stored banners as typed values and reads typed values back", () => {
    const shown = bannerValuesOf([{ title: "A", startsAt: "2026-11-30T22:00:00.000Z" }], ZONE);
    expect(shown[0]).toMatchObject({ title: "A", startsAt: "2026-12-01T09:00", imageUrl: "" });
    expect(bannerValuesOfForm(values)[1]).toMatchObject({ title: "Open Sunday", endsAt: "soon" });
    expect(bannerValuesOfForm({ bannerCount: "-3" })).toEqual([]);
  });
});
