import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { requestSiteOrigin } from "./site-origin.ts";

const plain = { settings: siteSettingsSchema.parse({}) };
const request = (headers: Record<string, string>) =>
  new Request("http://coastline.localhost:3000/sitemap.xml", { headers });

describe("requestSiteOrigin", () => {
  it("never takes a forwarded host, trusted proxy or not", () => {
    const forged = request({
      host: "coastline.localhost:3000",
      "x-forwarded-host": "evil.example",
    });
    expect(requestSiteOrigin(forged, plain, { hops: 0 })).toBe("http://coastline.localhost:3000");
    expect(requestSiteOrigin(forged, plain, { hops: 1 })).toBe("http://coastline.localhost:3000");
  });

  it("uses https only when a trusted proxy says so", () => {
    const https = request({ host: "shop.example.com", "x-forwarded-proto": "https" });
    expect(requestSiteOrigin(https, plain, { hops: 0 })).toBe("http://shop.example.com");
    expect(requestSiteOrigin(https, plain, { hops: 1 })).toBe("https://shop.example.com");
  });

  it("prefers the site's configured canonical URL", () => {
    const site = { settings: siteSettingsSchema.parse({ url: "https://www.dealer.com.au/home" }) };
    expect(requestSiteOrigin(request({ host: "dealer.localhost" }), site)).toBe(
      "https://www.dealer.com.au",
    );
  });
});
