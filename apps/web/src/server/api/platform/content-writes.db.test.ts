import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { blogPosts, offers, pages } from "@forecourt/db/schema";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { createStaffUser } from "@forecourt/db/repositories/staff/create-staff-user";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { WHOLE_SITE } from "@forecourt/db/testing/staff-members";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as blogPostRoute from "@/app/api/v1/websites/[id]/blog_posts/[slug]/route";
import * as offerRoute from "@/app/api/v1/websites/[id]/offers/[slug]/route";
import * as pageRoute from "@/app/api/v1/websites/[id]/pages/[slug]/route";
import { cacheTags } from "../../cache-tags.ts";
import type { RouteMethod } from "../../http/route-methods.ts";
import { INVALID_INPUT_MESSAGE } from "../../http/app-error.ts";
import { OFFER_ENDED_MESSAGE } from "@forecourt/core/content/offer-end";
import { getContentRedirect } from "@forecourt/db/repositories/content/studio/content-redirects";
import { listDeletedContent } from "@forecourt/db/repositories/content/studio/remove-content";
import { publishStudioItem, saveStudioDraft } from "../../content/studio-content.ts";
import { contentConflictMessage, revisionETag as revisionTag } from "./content-writes.ts";
import {
  callRoute,
  useRouteTestDatabase,
  type RouteModule,
} from "../../../testing/route-harness.ts";
import { expiredTags as revalidated } from "../../../testing/next-cache.ts";
import { PLATFORM_AUTH as TOKEN } from "../../../testing/platform-api.ts";

let handle: DatabaseHandle;
let siteA: LeadTestSite;
let siteB: LeadTestSite;

beforeAll(async () => {
  handle = await createTestDatabase();
  siteA = await createLeadTestSite(handle.db, { slug: "site-a" });
  siteB = await createLeadTestSite(handle.db, { slug: "site-b" });
  useRouteTestDatabase(handle);
});

beforeEach(() => {
  revalidated.length = 0;
});

afterAll(async () => {
  await handle?.close();
});

function send(method: RouteMethod, body?: unknown, auth = TOKEN, ifMatch?: string) {
  return new Request("http://localhost/api", {
    method,
    headers: {
      authorization: auth,
      "content-type": "application/json",
      ...(ifMatch === undefined ? {} : { "if-match": ifMatch }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const call = (
  route: RouteModule,
  method: RouteMethod,
  site: number,
  slug: string,
  body?: unknown,
  ifMatch?: string,
) =>
  callRoute(route, method, send(method, body, TOKEN, ifMatch), {
    id: String(site),
    slug: `${slug}.json`,
  });

const HOSTILE =
  '<h1>Warranty</h1><p onclick="steal()">Five years.</p><script>alert(1)</script>' +
  '<img src="https://cdn.example.com/w.jpg" alt="Van" onerror="x()"><a href="javascript:x()">x</a>';

describe("content writes through the platform API", () => {
  it("PUT a page: created, script and handlers removed on write, the site's pages tag expired", async () => {
    const created = await call(pageRoute, "PUT", siteA.id, "warranty", {
      title: "Warranty",
      body_html: HOSTILE,
    });
    expect(created.status).toBe(201);
    const json = (await created.json()) as { page: { body_html: string } };
    for (const bad of ["<script", "onclick", "onerror", "javascript:", "<h1"]) {
      expect(json.page.body_html).not.toContain(bad);
    }
    expect(json.page.body_html).toContain('<img src="https://cdn.example.com/w.jpg" alt="Van" />');
    const [row] = await handle.db
      .select()
      .from(pages)
      .where(and(eq(pages.websiteId, siteA.id), eq(pages.path, "warranty")));
    expect(row?.bodyHtml).toBe(json.page.body_html);
    expect(revalidated).toEqual([cacheTags.pages(siteA.id)]);

    const replaced = await call(pageRoute, "PUT", siteA.id, "warranty", {
      title: "Warranty cover",
      body_html: "<p>Seven years.</p>",
    });
    expect(replaced.status).toBe(200);
    const rows = await handle.db.select().from(pages).where(eq(pages.path, "warranty"));
    expect(rows.map((r) => [r.websiteId, r.title])).toEqual([[siteA.id, "Warranty cover"]]);
  });

  it("keeps sites apart: the same slug on another site is its own, and a delete touches one site", async () => {
    await call(offerRoute, "PUT", siteA.id, "runout", { title: "Runout A", offer_price: 100 });
    await call(offerRoute, "PUT", siteB.id, "runout", { title: "Runout B" });
    revalidated.length = 0;
    expect((await call(offerRoute, "DELETE", siteA.id, "runout")).status).toBe(204);
    expect(revalidated).toEqual([cacheTags.offers(siteA.id)]);
    const left = await handle.db.select().from(offers).where(eq(offers.slug, "runout"));
    expect(left.map((o) => [o.websiteId, o.title])).toEqual([[siteB.id, "Runout B"]]);
    const again = await call(offerRoute, "DELETE", siteA.id, "runout");
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: "Offer not found" });
  });

  it("blog posts: image by URL, publish date, sanitised body, the blog tag expired", async () => {
    const created = await call(blogPostRoute, "PUT", siteB.id, "summer-trip", {
      title: "Summer trip",
      excerpt: "Where we went",
      body_html: '<p>Hi</p><iframe src="https://evil.example"></iframe><style>p{}</style>',
      image_url: "https://cdn.example.com/trip.jpg",
      published_at: "2026-11-01T09:00:00Z",
    });
    expect(created.status).toBe(201);
    const [post] = await handle.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "summer-trip"));
    expect(post).toMatchObject({
      websiteId: siteB.id,
      bodyHtml: "<p>Hi</p>",
      imageUrl: "https://cdn.example.com/trip.jpg",
    });
    expect(post?.publishedAt.toISOString()).toBe("2026-11-01T09:00:00.000Z");
    expect(revalidated).toEqual([cacheTags.blog(siteB.id)]);
  });

  it("bad input: every problem at once as a 422, nothing stored, no tag expired", async () => {
    const before = (await handle.db.select().from(offers)).length;
    const response = await call(offerRoute, "PUT", siteA.id, "bad", {
      title: "",
      offer_price: -5,
      image_url: "javascript:alert(1)",
      starts_at: "2026-12-01T00:00:00Z",
      ends_at: "2026-11-01T00:00:00Z",
      colour: "red",
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; errors: Record<string, string> };
    expect(body.error).toBe(INVALID_INPUT_MESSAGE);
    expect(Object.keys(body.errors).sort()).toEqual(
      expect.arrayContaining(["image_url", "offer_price", "title"]),
    );
    expect((await handle.db.select().from(offers)).length).toBe(before);
    expect(revalidated).toEqual([]);
    const badSlug = await call(pageRoute, "PUT", siteA.id, "bad.slug", { title: "x" });
    expect(badSlug.status).toBe(422);
  });

  it("refuses an offer whose end has passed with a 422 naming ends_at, as the studio refuses it at publish", async () => {
    const before = (await handle.db.select().from(offers)).length;
    const response = await call(offerRoute, "PUT", siteA.id, "ended", {
      title: "Ended sale",
      ends_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: INVALID_INPUT_MESSAGE,
      errors: { ends_at: OFFER_ENDED_MESSAGE },
    });
    expect((await handle.db.select().from(offers)).length).toBe(before);
    expect(revalidated).toEqual([]);
    const later = await call(offerRoute, "PUT", siteA.id, "ended", {
      title: "Ending sale",
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.status).toBe(201);
  });

  it("DELETE keeps the item to restore for 30 days, and a PUT at its slug makes the address live again", async () => {
    await call(blogPostRoute, "PUT", siteA.id, "to-go", { title: "To go" });
    expect((await call(blogPostRoute, "DELETE", siteA.id, "to-go")).status).toBe(204);
    const gone = { websiteId: siteA.id, kind: "blog-post" as const, from: "to-go" };
    expect(await getContentRedirect(handle.db, gone)).toEqual({ kind: "gone" });
    expect(await listDeletedContent(handle.db, siteA.id, new Date(0))).toContainEqual(
      expect.objectContaining({ slug: "to-go", deletedBy: "platform API" }),
    );
    expect((await call(blogPostRoute, "PUT", siteA.id, "to-go", { title: "Back" })).status).toBe(
      201,
    );
    expect(await getContentRedirect(handle.db, gone)).toBeNull();
  });

  it("needs the platform credentials, and a site that exists", async () => {
    const unauthorised = await callRoute(
      pageRoute,
      "PUT",
      send("PUT", { title: "x" }, "Basic bm9ib2R5Om5vcGU="),
      { id: String(siteA.id), slug: "x.json" },
    );
    expect(unauthorised.status).toBe(401);
    const missing = await call(pageRoute, "PUT", 999_999, "x", { title: "x" });
    expect(missing.status).toBe(404);
  });
});

describe("conditional content writes (ETag and If-Match)", () => {
  const offerRow = async (slug: string) =>
    (
      await handle.db
        .select()
        .from(offers)
        .where(and(eq(offers.websiteId, siteA.id), eq(offers.slug, slug)))
    )[0]!;

  it("PUT answers the item's revision as its ETag; a matching If-Match writes and answers the next", async () => {
    const created = await call(offerRoute, "PUT", siteA.id, "etag-sale", { title: "One" });
    expect(created.status).toBe(201);
    expect(created.headers.get("etag")).toBe('"rev-1"');
    const replaced = await call(
      offerRoute,
      "PUT",
      siteA.id,
      "etag-sale",
      { title: "Two" },
      '"rev-1"',
    );
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get("etag")).toBe('"rev-2"');
    expect(((await replaced.json()) as { offer: { revision: number } }).offer.revision).toBe(2);
    expect((await offerRow("etag-sale")).title).toBe("Two");
    // `*` matches any stored revision; no If-Match writes as before.
    expect(
      (await call(offerRoute, "PUT", siteA.id, "etag-sale", { title: "Three" }, "*")).status,
    ).toBe(200);
    expect((await call(offerRoute, "PUT", siteA.id, "etag-sale", { title: "Four" })).status).toBe(
      200,
    );
    expect((await offerRow("etag-sale")).revision).toBe(4);
  });

  it("a stale If-Match answers 409 with the current ETag and changes nothing, PUT and DELETE alike", async () => {
    await call(pageRoute, "PUT", siteA.id, "stale", { title: "First" });
    await call(pageRoute, "PUT", siteA.id, "stale", { title: "Second" });
    revalidated.length = 0;
    const refused = await call(pageRoute, "PUT", siteA.id, "stale", { title: "Third" }, '"rev-1"');
    expect(refused.status).toBe(409);
    expect(refused.headers.get("etag")).toBe('"rev-2"');
    expect(await refused.json()).toEqual({ error: contentConflictMessage("page") });
    const deleteRefused = await call(pageRoute, "DELETE", siteA.id, "stale", undefined, '"rev-1"');
    expect(deleteRefused.status).toBe(409);
    // A tag not of our making never matches.
    const foreign = await call(pageRoute, "PUT", siteA.id, "stale", { title: "Third" }, '"abc"');
    expect(foreign.status).toBe(409);
    // If-Match on an item that is not there: nothing to match, nothing created.
    const absent = await call(pageRoute, "PUT", siteA.id, "never-was", { title: "x" }, '"rev-1"');
    expect(absent.status).toBe(409);
    const rows = await handle.db.select().from(pages).where(eq(pages.websiteId, siteA.id));
    expect(rows.find((row) => row.path === "stale")).toMatchObject({
      title: "Second",
      revision: 2,
    });
    expect(rows.some((row) => row.path === "never-was")).toBe(false);
    expect(revalidated).toEqual([]);
    expect((await call(pageRoute, "DELETE", siteA.id, "stale", undefined, '"rev-2"')).status).toBe(
      204,
    );
  });

  it("one counter with the studio: a studio save makes a held ETag stale, an API write refuses the studio's save", async () => {
    const site = (await getSiteById(handle.db, siteA.id))!;
    const actor = await createStaffUser(handle.db, {
      email: "ed@content-writes.test",
      grants: [{ websiteId: site.id, role: "marketing", ...WHOLE_SITE }],
    });
    const deps = { database: handle.db, expire: async () => {} };
    const put = await call(offerRoute, "PUT", siteA.id, "shared", { title: "From the API" });
    const held = put.headers.get("etag")!;
    const row = await offerRow("shared");
    const edit = (revision: number, title: string) => ({
      site,
      kind: "offer" as const,
      id: row.id,
      revision,
      actor,
      slug: "shared",
      body: { title },
      now: new Date(),
    });
    const published = await publishStudioItem(deps, edit(row.revision, "From the studio"));
    expect(published.ok).toBe(true);
    const stale = await call(offerRoute, "PUT", siteA.id, "shared", { title: "API again" }, held);
    expect(stale.status).toBe(409);
    expect((await offerRow("shared")).title).toBe("From the studio");

    // The other way: the studio editor opened at this revision; the API writes meanwhile.
    const opened = (await offerRow("shared")).revision;
    const fresh = await call(
      offerRoute,
      "PUT",
      siteA.id,
      "shared",
      { title: "API wins" },
      revisionTag(opened),
    );
    expect(fresh.status).toBe(200);
    const save = await saveStudioDraft(deps, { ...edit(opened, "Studio late"), publishAt: null });
    expect(save).toMatchObject({ ok: false, status: 409 });
    expect((await offerRow("shared")).title).toBe("API wins");
  });
});
