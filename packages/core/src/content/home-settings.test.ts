import { describe, expect, it } from "vitest";
import {
  HOME_BANNER_MESSAGES,
  HOME_SECTIONS,
  homeSectionsInOrder,
  homeSettingsSchema,
  isBannerLive,
  liveBanners,
  MAX_HOME_BANNERS,
} from "./home-settings.ts";

const errorsOf = (input: unknown) => {
  const parsed = homeSettingsSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("home banners: the schema", () => {
  it("takes a banner with an image and its description, or a title alone", () => {
    const parsed = homeSettingsSchema.parse({
      banners: [
        {
          imageUrl: "/media/12",
          altText: "Our yard at dawn",
          href: "/special-offers",
          startsAt: "2026-11-01T00:00:00+11:00",
          endsAt: "2026-12-01T00:00:00Z",
        },
        { title: "Open this Sunday", text: "10 to 4", href: "https://example.com/sunday" },
      ],
    });
    expect(parsed.banners).toHaveLength(2);
    expect(homeSettingsSchema.parse({}).banners).toEqual([]);
  });

  it("refuses an image without a description, a banner with neither title nor image, an end before its start", () => {
    expect(
      errorsOf({
        banners: [
          { imageUrl: "https://cdn.example.com/a.jpg" },
          { text: "Words only" },
          { title: "x", startsAt: "2026-12-01T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" },
        ],
      }),
    ).toEqual({
      "banners.0.altText": HOME_BANNER_MESSAGES.altText,
      "banners.1.title": HOME_BANNER_MESSAGES.title,
      "banners.2.endsAt": HOME_BANNER_MESSAGES.endsAt,
    });
  });

  it("refuses unsafe links and images, bad times, and too many banners", () => {
    const errors = errorsOf({
      banners: [
        {
          title: "x",
          href: "javascript:alert(1)",
          imageUrl: "http://plain.example.com/a.jpg",
          altText: "a",
          startsAt: "tomorrow",
        },
        { title: "y", href: "data:text/html,hi", imageUrl: "/other/1", altText: "b" },
      ],
    });
    expect(Object.keys(errors).sort()).toEqual([
      "banners.0.href",
      "banners.0.imageUrl",
      "banners.0.startsAt",
      "banners.1.href",
      "banners.1.imageUrl",
    ]);
    expect(errors["banners.0.startsAt"]).toBe(HOME_BANNER_MESSAGES.dateTime);
    const many = Array.from({ length: MAX_HOME_BANNERS + 1 }, (_, i) => ({ title: `B${i}` }));
    expect(errorsOf({ banners: many })).toEqual({ banners: HOME_BANNER_MESSAGES.tooMany });
  });
});

describe("home banners: which are live", () => {
  const banner = { startsAt: "2026-11-28T09:00:00Z", endsAt: "2026-11-28T10:00:00Z" };
  it("is live from its start, up to but not at its end", () => {
    expect(isBannerLive(banner, new Date("2026-11-28T08:59:59.999Z"))).toBe(false);
    expect(isBannerLive(banner, new Date("2026-11-28T09:00:00Z"))).toBe(true);
    expect(isBannerLive(banner, new Date("2026-11-28T09:59:59.999Z"))).toBe(true);
    expect(isBannerLive(banner, new Date("2026-11-28T10:00:00Z"))).toBe(false);
  });

  it("an open start or end is no bound; the live ones keep the site's order", () => {
    const now = new Date("2026-11-28T09:30:00Z");
    expect(isBannerLive({}, now)).toBe(true);
    expect(isBannerLive({ endsAt: "2026-11-28T09:29:00Z" }, now)).toBe(false);
    expect(isBannerLive({ startsAt: "2026-11-28T09:31:00Z" }, now)).toBe(false);
    const banners = [
      { title: "Past", endsAt: "2026-11-28T09:00:00Z" },
      { title: "Always" },
      { title: "Future", startsAt: "2026-11-29T00:00:00Z" },
      { title: "Now", ...banner },
    ];
    expect(liveBanners(banners, now).map((b) => b.title)).toEqual(["Always", "Now"]);
  });
});

describe("home sections in order", () => {
  it("no list: the template's order, every section shown (as before there was a list)", () => {
    expect(homeSectionsInOrder(undefined)).toEqual(
      HOME_SECTIONS.map((id) => ({ id, isVisible: true })),
    );
    expect(homeSettingsSchema.parse({}).sections).toBeUndefined();
  });

  it("keeps the stored order and visibility, and puts a section it lacks after its default predecessor", () => {
    const stored = [
      { id: "reviews" as const, isVisible: true },
      { id: "hero" as const, isVisible: true },
      { id: "featured" as const, isVisible: false },
      { id: "locations" as const, isVisible: true },
    ];
    expect(
      homeSectionsInOrder(stored).map((s) => `${s.id}${s.isVisible ? "" : "(hidden)"}`),
    ).toEqual([
      "reviews",
      "hero",
      "banners",
      "featured(hidden)",
      "just-arrived",
      "offers",
      "locations",
    ]);
  });

  it("refuses a section listed twice or one the template does not have", () => {
    expect(
      errorsOf({
        sections: [
          { id: "hero", isVisible: true },
          { id: "hero", isVisible: false },
        ],
      }),
    ).toEqual({ sections: HOME_BANNER_MESSAGES.sectionsOnce });
    expect(Object.keys(errorsOf({ sections: [{ id: "weather" }] }))).toEqual(["sections.0.id"]);
  });
});
