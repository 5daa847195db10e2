import { describe, expect, it, vi } from "vitest";

// A data cache that keeps what its query resolves to, as Next's does (a throw keeps nothing).
const stored = new Map<string, unknown>();
vi.mock("next/cache", () => ({
  unstable_cache:
    <Result>(query: () => Promise<Result>, keyParts: string[]) =>
    async () => {
      const key = keyParts.join("/");
      if (stored.has(key)) return stored.get(key) as Result;
      const value = await query();
      stored.set(key, value);
      return value;
    },
}));

const { buildIdOf, cached } = await import("./cached.ts");
const { mkdtempSync, mkdirSync, writeFileSync } = await import("node:fs");
const { tmpdir } = await import("node:os");
const path = await import("node:path");

describe("cached()", () => {
  it("does not store a query that found nothing, so made-up slugs add no entry", async () => {
    const reads: string[] = [];
    const vehicle = cached(
      "vehicle-by-slug",
      async (siteId: number, slug: string) => {
        reads.push(slug);
        return slug.startsWith("made-up") ? null : { slug, price: 21_990 };
      },
      (siteId) => [`site:${siteId}:cars`],
    );
    for (let n = 0; n < 50; n += 1) expect(await vehicle(1, `made-up-${n}`)).toBeNull();
    expect(stored.size).toBe(0);

    expect(await vehicle(1, "ute")).toEqual({ slug: "ute", price: 21_990 });
    expect(await vehicle(1, "ute")).toEqual({ slug: "ute", price: 21_990 });
    expect(stored.size).toBe(1);
    expect(reads.filter((slug) => slug === "ute")).toHaveLength(1);
    // A made-up slug asked again is read again: nothing was kept for it.
    expect(await vehicle(1, "made-up-0")).toBeNull();
    expect(reads.filter((slug) => slug === "made-up-0")).toHaveLength(2);
  });

  it("stores each answer under the build's id, so an earlier build's answer is never read", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "build-id-"));
    expect(buildIdOf(dir)).toBe("no-build");
    mkdirSync(path.join(dir, ".next"));
    writeFileSync(path.join(dir, ".next", "BUILD_ID"), "abc123\n");
    expect(buildIdOf(dir)).toBe("abc123");
    stored.clear();
    const site = cached(
      "site-by-host",
      async (host: string) => ({ host }),
      () => ["sites"],
    );
    await site("a.test");
    expect([...stored.keys()]).toEqual([`site-by-host/${buildIdOf(process.cwd())}/a.test`]);
  });
});
