import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../site/site-settings.ts";
import { clickActionFor, thirdPartyTags } from "./third-party-tags.ts";

const none = defaultSiteSettings().analytics;
const all = {
  ...none,
  googleTagManagerId: "GTM-ABC123",
  googleAnalyticsId: "G-XYZ7890",
  facebookPixelId: "1234567890",
  manufacturerTagSrc: "https://tags.maker.example/bottom.js",
};

describe("thirdPartyTags", () => {
  it("loads nothing a site does not configure", () => {
    expect(thirdPartyTags(none)).toEqual([]);
  });

  it("loads each configured tag from its own origin", () => {
    expect(thirdPartyTags(all)).toEqual([
      { kind: "gtm", src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" },
      { kind: "ga4", src: "https://www.googletagmanager.com/gtag/js?id=G-XYZ7890" },
      { kind: "meta", src: "https://connect.facebook.net/en_US/fbevents.js" },
      { kind: "manufacturer", src: "https://tags.maker.example/bottom.js" },
    ]);
  });
});

describe("clickActionFor", () => {
  it.each([
    [{ href: "tel:0299999999" }, "click-to-call"],
    [{ href: " TEL:+61299999999" }, "click-to-call"],
    [{ href: "https://www.google.com/maps/search/?api=1&query=x" }, "directions"],
    [{ href: "https://maps.apple.com/?q=x" }, "directions"],
    [{ href: "/media/report.pdf", action: "history-report" }, "history-report"],
    [{ action: "directions" }, "directions"],
    [{ href: "tel:0299999999", action: "car-phone-call" }, null],
    [{ href: "mailto:a@b.c" }, null],
    [{ href: "/cars/x" }, null],
  ])("%o -> %s", (target, action) => {
    expect(clickActionFor(target)).toBe(action);
  });
});
