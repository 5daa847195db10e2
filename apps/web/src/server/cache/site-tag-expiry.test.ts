import { describe, expect, it } from "vitest";
import type { CachePurger } from "./cache-purger.ts";
import { createSiteTagExpiry } from "./site-tag-expiry.ts";

const site = { id: 7, slug: "harbour", domains: ["harbour.example"] };

function setUp(purge: CachePurger["purge"] | null) {
  const steps: string[] = [];
  const logged: string[] = [];
  const purger: CachePurger | null = purge
    ? {
        kind: "test",
        purge: async (tags) => {
          steps.push(`purge ${tags.join(" ")}`);
          await purge(tags);
        },
      }
    : null;
  const expire = createSiteTagExpiry({
    noteWrite: (tags) => steps.push(`note ${tags.join(" ")}`),
    expireTag: (tag) => steps.push(`tag ${tag}`),
    expireNow: async (tags) => {
      await Promise.resolve();
      steps.push(`now ${tags.join(" ")}`);
    },
    recordExpiry: async (tags) => {
      await Promise.resolve();
      steps.push(`record ${tags.join(" ")}`);
    },
    purger,
    log: (line) => logged.push(line),
  });
  return { expire, steps, logged };
}

describe("expireSiteTags", () => {
  it("notes the write before and after expiring the tags in Next's cache, records the expiry in the database, then purges the site's front-cache tags", async () => {
    const t = setUp(async () => {});
    await t.expire(site, ["site:7:cars", "site:7"]);
    expect(t.steps).toEqual([
      "note site:7:cars site:7",
      "tag site:7:cars",
      "tag site:7",
      "now site:7:cars site:7",
      "note site:7:cars site:7",
      "record site:7:cars site:7",
      "purge site-key:harbour site-key:harbour.example",
    ]);
  });

  it("refuses another site's tag before expiring anything", async () => {
    const t = setUp(async () => {});
    await expect(t.expire(site, ["site:7:cars", "site:70:cars"])).rejects.toThrow(/site:70:cars/);
    expect(t.steps).toEqual([]);
  });

  it("takes the site's host tags and the list of sites, and refuses another site's host", async () => {
    const t = setUp(null);
    await t.expire(site, ["sites", "site-key:harbour", "site-key:harbour.example", "site:7"]);
    expect(t.steps[1]).toBe("tag sites");
    await expect(t.expire(site, ["site-key:other.example"])).rejects.toThrow(/other\.example/);
  });

  it("without a front cache only expires", async () => {
    const t = setUp(null);
    await t.expire(site, ["site:7:cars"]);
    expect(t.steps).toEqual([
      "note site:7:cars",
      "tag site:7:cars",
      "now site:7:cars",
      "note site:7:cars",
      "record site:7:cars",
    ]);
  });

  it("tries a refused purge once more, then logs it and lets the write stand", async () => {
    let calls = 0;
    const flaky = setUp(async () => {
      calls += 1;
      if (calls === 1) throw new Error("busy");
    });
    await flaky.expire(site, ["site:7:cars"]);
    expect(calls).toBe(2);
    expect(flaky.logged).toEqual([]);

    const down = setUp(async () => {
      throw new Error("down");
    });
    await down.expire(site, ["site:7:cars"]);
    expect(down.steps.filter((step) => step.startsWith("purge"))).toHaveLength(2);
    expect(down.logged).toEqual([
      "Front cache purge failed (test, tags site-key:harbour site-key:harbour.example): Error: down",
    ]);
  });
});
