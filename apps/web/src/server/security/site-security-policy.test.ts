import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { createPolicyCache, NO_SITE_POLICY, siteSecurityPolicy } from "./site-security-policy.ts";

// Its memory (time-to-live, bound) is createShortMemory's, tested in short-memory.test.ts.
describe("createPolicyCache", () => {
  const tagged = siteSettingsSchema.parse({ analytics: { facebookPixelId: "123" } });

  it("reads a site once per time-to-live and then again", async () => {
    let now = 0;
    const loads: string[] = [];
    const policyOf = createPolicyCache(
      async (key) => {
        loads.push(key);
        return key === "shop" ? { settings: tagged, removed: [] } : null;
      },
      { ttlMs: 1_000, maxEntries: 10, now: () => now },
    );
    expect((await policyOf("shop")).origins.script).toEqual(["https://connect.facebook.net"]);
    await policyOf("shop");
    now = 1_001;
    await policyOf("shop");
    expect(loads).toEqual(["shop", "shop"]);
    expect(await policyOf("nowhere")).toBe(NO_SITE_POLICY);
  });

  it("answers a failed read with the no-site policy and does not remember it", async () => {
    let fails = true;
    const policyOf = createPolicyCache(
      async () => {
        if (fails) throw new Error("database not ready");
        return { settings: tagged, removed: [{ kind: "page", slug: "old", toPath: null }] };
      },
      { ttlMs: 60_000, maxEntries: 10 },
    );
    expect(await policyOf("shop")).toBe(NO_SITE_POLICY);
    fails = false;
    const policy = await policyOf("shop");
    expect(policy.origins.img).toEqual(["https://www.facebook.com"]);
    // The site's removed addresses come with it, for the proxy's 410s.
    expect(policy.removed.get("page:old")).toEqual({ kind: "gone" });
  });
});

describe("siteSecurityPolicy", () => {
  it("carries the site's split test for the proxy, without what the pages show", () => {
    const settings = siteSettingsSchema.parse({
      experiments: {
        splitTest: { name: "home-hero", variants: ["a", "b"], homeHero: { b: { title: "B" } } },
      },
    });
    expect(siteSecurityPolicy(settings).splitTest).toEqual({
      name: "home-hero",
      variants: ["a", "b"],
    });
    expect(siteSecurityPolicy(siteSettingsSchema.parse({})).splitTest).toBeNull();
    expect(NO_SITE_POLICY.splitTest).toBeNull();
  });
});
