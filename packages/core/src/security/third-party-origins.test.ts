import { describe, expect, it } from "vitest";
import { siteSettingsSchema, type SiteSettingsInput } from "../site/site-settings.ts";
import { originOf, thirdPartyOrigins } from "./third-party-origins.ts";

const origins = (input: SiteSettingsInput) => thirdPartyOrigins(siteSettingsSchema.parse(input));

describe("thirdPartyOrigins", () => {
  it("allows no third party for a site that switches none on", () => {
    expect(origins({})).toEqual({ script: [], frame: [], connect: [], img: [], payment: [] });
  });

  it("adds Google's tag hosts for a GTM container, with its no-script frame", () => {
    const result = origins({ analytics: { googleTagManagerId: "GTM-ABC123" } });
    expect(result.script).toEqual(["https://www.googletagmanager.com"]);
    expect(result.frame).toEqual(["https://www.googletagmanager.com"]);
    expect(result.connect).toContain("https://*.google-analytics.com");
  });

  it("adds GA4 without a frame and the Meta pixel's hosts", () => {
    const result = origins({
      analytics: { googleAnalyticsId: "G-XYZ", facebookPixelId: "123" },
    });
    expect(result.script).toEqual([
      "https://connect.facebook.net",
      "https://www.googletagmanager.com",
    ]);
    expect(result.frame).toEqual([]);
    expect(result.img).toContain("https://www.facebook.com");
  });

  it("allows no payment provider's origins: deposits are taken on the provider's own page", () => {
    // Stripe Checkout, Till's and St George's hosted pages are a redirect away from the site.
    const result = origins({ commerce: { offersSubscription: true } });
    expect(result.script).toEqual([]);
    expect(result.payment).toEqual([]);
  });

  it("allows Cloudflare's challenge script and frame only for sites with Turnstile keys", () => {
    const keyed = origins({ security: { turnstile: { siteKey: "0x4AAA", secretKey: "0x4BBB" } } });
    expect(keyed.script).toEqual(["https://challenges.cloudflare.com"]);
    expect(keyed.frame).toEqual(["https://challenges.cloudflare.com"]);
    expect(origins({}).script).not.toContain("https://challenges.cloudflare.com");
  });

  it("takes image hosts from absolute branding URLs and ignores site paths", () => {
    const result = origins({
      branding: { logoUrl: "https://cdn.example.com/logo.png", bannerUrl: "/media/banner" },
    });
    expect(result.img).toEqual(["https://cdn.example.com"]);
  });

  it("adds a live chat provider's script origin only when the live provider is on", () => {
    const scriptUrl = "https://widget.chat.example.com:8443/loader.js?id=1";
    const live = origins({ chat: { provider: "live", scriptUrl } });
    expect(live.script).toEqual(["https://widget.chat.example.com:8443"]);
    expect(live.frame).toEqual(["https://widget.chat.example.com:8443"]);
    expect(live.connect).toEqual(["https://widget.chat.example.com:8443"]);
    expect(origins({ chat: { provider: "text", scriptUrl } }).script).toEqual([]);
    expect(() => origins({ chat: { provider: "live", scriptUrl: "http://x.example" } })).toThrow();
  });

  it("adds a dealer's extra origins once, sorted", () => {
    const result = origins({
      analytics: { googleAnalyticsId: "G-1" },
      security: {
        extraOrigins: { script: ["https://www.googletagmanager.com", "https://chat.example.com"] },
      },
    });
    expect(result.script).toEqual(["https://chat.example.com", "https://www.googletagmanager.com"]);
  });

  it("refuses settings that would write anything but an origin into the policy", () => {
    for (const bad of ["https://a.com; script-src *", "http://a.com", "*", "https://a.com/path"]) {
      expect(
        siteSettingsSchema.safeParse({ security: { extraOrigins: { script: [bad] } } }).success,
      ).toBe(false);
    }
    expect(
      siteSettingsSchema.safeParse({ security: { frameAncestors: ["https://*.partner.com.au"] } })
        .success,
    ).toBe(true);
  });
});

describe("originOf", () => {
  it("gives the origin of an http(s) URL and null for anything else", () => {
    expect(originOf("https://a.example.com:8443/x?y")).toBe("https://a.example.com:8443");
    expect(originOf("/media/1")).toBeNull();
    expect(originOf("javascript:alert(1)")).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});
