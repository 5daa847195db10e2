import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VARIANT_COOKIE } from "@forecourt/core/analytics/split-test";
import type { DatabaseHandle } from "@forecourt/db/client";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { proxy } from "./proxy.ts";
import { useRouteTestDatabase } from "./testing/route-harness.ts";

/**
 * The split test's cookie (decision 0016) is set on a new visitor's first page, whose
 * Cache-Control is otherwise the page's own (public, s-maxage): a shared cache that kept it
 * would hand one visitor's variant to everyone after. The answer that sets it is private.
 */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await createLeadTestSite(handle.db, {
    slug: "split",
    settings: { experiments: { splitTest: { name: "hero", variants: ["a", "b"] } } },
  });
  await createLeadTestSite(handle.db, { slug: "plain" });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

const visit = (slug: string, path: string, cookie?: string) =>
  proxy(
    new NextRequest(`http://${slug}.localhost${path}`, {
      headers: { host: `${slug}.localhost`, ...(cookie ? { cookie } : {}) },
    }),
  );

describe("the proxy and the split-test cookie", () => {
  it.each(["/", "/cars"])(
    "a new visitor's %s sets the variant and is private, never stored by a shared cache",
    async (path) => {
      const response = await visit("split", path);
      expect(response.headers.get("set-cookie")).toMatch(
        new RegExp(`^${VARIANT_COOKIE}=hero\\.(a|b);`),
      );
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    },
  );

  it("a returning visitor's home page is their variant's, with no cookie and no Cache-Control of the proxy's", async () => {
    const response = await visit("split", "/", `${VARIANT_COOKIE}=hero.b`);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBeNull();
    expect(response.headers.get("x-middleware-rewrite")).toContain("/sites/split/~v/b");
  });

  it("a site with no split test sets nothing", async () => {
    const response = await visit("plain", "/");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBeNull();
  });
});
