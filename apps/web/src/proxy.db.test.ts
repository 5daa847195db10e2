import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VARIANT_COOKIE } from "@forecourt/core/analytics/split-test";
import type { DatabaseHandle } from "@forecourt/db/client";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createSiteAdmin } from "@forecourt/db/testing/staff-members";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import type { RemovedAddress } from "@forecourt/core/content/content-removal";
import { proxy } from "./proxy.ts";
import { publishStudioItem } from "./server/content/studio-content.ts";
import { deleteStudioItem, restoreDeletedStudioItem } from "./server/content/studio-removal.ts";
import { useRouteTestDatabase } from "./testing/route-harness.ts";

/**
 * The split test's cookie (decision 0016) is set on a new visitor's first page, whose
 * Cache-Control is otherwise the page's own (public, s-maxage): a shared cache that kept it
 * would hand one visitor's variant to everyone after. The answer that sets it is private.
 */

let handle: DatabaseHandle;
let plain: LeadTestSite;

beforeAll(async () => {
  handle = await createTestDatabase();
  await createLeadTestSite(handle.db, {
    slug: "split",
    settings: { experiments: { splitTest: { name: "hero", variants: ["a", "b"] } } },
  });
  plain = await createLeadTestSite(handle.db, { slug: "plain" });
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

describe("the proxy and a deleted post's or page's address", () => {
  it("answers 410 Gone, or a 301 to the path chosen, from the delete on; restored, the page is back", async () => {
    const site = (await getSiteById(handle.db, plain.id))!;
    const mia = await createSiteAdmin(handle.db, "mia@plain.test", plain);
    const deps = { database: handle.db, expire: async () => {} };
    const actor = { id: mia.id, email: mia.email };
    const now = new Date();
    const publish = async (kind: "blog-post" | "page", slug: string) => {
      const done = await publishStudioItem(deps, {
        site,
        kind,
        id: null,
        revision: 0,
        actor,
        slug,
        body: { title: slug },
        now,
      });
      if (!done.ok) throw new Error("not published");
      return done.id;
    };
    const post = await publish("blog-post", "old-news");
    const page = await publish("page", "old-hours");
    // Live: routed to the storefront, as any page.
    expect((await visit("plain", "/blog/old-news")).headers.get("x-middleware-rewrite")).toContain(
      "/blog/old-news",
    );

    const remove = (kind: "blog-post" | "page", id: number, address: RemovedAddress) =>
      deleteStudioItem(deps, { site, kind, id, revision: 1, address, actor, now });
    expect(await remove("blog-post", post, { kind: "gone" })).toMatchObject({ ok: true });
    expect(await remove("page", page, { kind: "moved", path: "/our-hours" })).toMatchObject({
      ok: true,
    });
    const gone = await visit("plain", "/blog/old-news");
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("This page has been removed");
    const moved = await visit("plain", "/old-hours");
    expect(moved.status).toBe(301);
    // The path on the site's own host (Next's server sends it as the path alone).
    expect(new URL(moved.headers.get("location") ?? "").pathname).toBe("/our-hours");
    // Another post's address is untouched.
    expect((await visit("plain", "/blog/other-news")).status).toBe(200);

    expect(
      await restoreDeletedStudioItem(deps, { site, kind: "blog-post", id: post, actor, now }),
    ).toMatchObject({ ok: true, slug: "old-news" });
    const back = await visit("plain", "/blog/old-news");
    expect(back.status).toBe(200);
    expect(back.headers.get("x-middleware-rewrite")).toContain("/blog/old-news");
  });
});
