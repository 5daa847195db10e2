import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentInput, type ContentKind } from "@forecourt/core/content/content-input";
import { deletedContentPurgeBefore } from "@forecourt/core/content/content-removal";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import type { DatabaseHandle } from "../../../client.ts";
import { deletedContent, staffAuditLog } from "../../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../../testing/lead-sites.ts";
import { createSiteAdmin } from "../../../testing/staff-members.ts";
import { createTestDatabase } from "../../../testing/test-database.ts";
import type { StaffMember } from "../../staff/get-staff-member.ts";
import { getBlogPost } from "../blog-posts.ts";
import { getPage } from "../get-page.ts";
import { listOffers } from "../list-offers.ts";
import { listBlogPostDates, listPublishedPagePaths } from "../list-sitemap-content.ts";
import { publishContent } from "../write-content.ts";
import { getContentRedirect, listRemovedAddresses } from "./content-redirects.ts";
import { listContentVersions } from "./content-versions.ts";
import {
  deleteContent,
  deleteStudioContent,
  getDeletedContent,
  listDeletedContent,
  purgeDeletedContent,
  restoreDeletedContent,
  unpublishContent,
} from "./remove-content.ts";
import { getStudioItem, listStudioItems } from "./studio-items.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let mia: StaffMember;
const NOW = new Date("2026-11-29T04:00:00Z");
const LONG_AGO = new Date("2020-01-01T00:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "removal" });
  mia = await createSiteAdmin(handle.db, "mia@removal.test", site);
});

afterAll(async () => {
  await handle?.close();
});

const audit = () => ({ actor: { id: mia.id, email: mia.email }, now: NOW });

/** Publishes an item as the platform API does (one version kept); answers its id and revision. */
async function published<K extends ContentKind>(kind: K, slug: string, body: object) {
  const parsed = parseContentInput(kind, slug, body);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const written = await publishContent(handle.db, {
    websiteId: site.id,
    kind,
    target: {},
    slug,
    input: parsed.input,
  });
  if (!written.ok) throw new Error("refused");
  return written.content;
}

const scope = () => stockScopeFor(site.id, siteSettingsSchema.parse({}), NOW);

describe("unpublishing content", () => {
  it("takes an offer, a post and a page off the site's queries, kept in the studio as drafts", async () => {
    const offer = await published("offer", "winter-deal", { title: "Winter deal" });
    const post = await published("blog-post", "winter-news", { title: "Winter news" });
    const page = await published("page", "winter-hours", { title: "Winter hours" });
    expect((await listOffers(handle.db, scope(), NOW)).map((o) => o.slug)).toContain("winter-deal");

    // An editor opened before another write is refused, and nothing changes.
    const stale = await unpublishContent(handle.db, {
      websiteId: site.id,
      kind: "offer",
      id: offer.id,
      revision: offer.revision - 1,
      audit: audit(),
    });
    expect(stale).toMatchObject({ ok: false, reason: "conflict" });

    for (const [kind, item] of [
      ["offer", offer],
      ["blog-post", post],
      ["page", page],
    ] as const) {
      const done = await unpublishContent(handle.db, {
        websiteId: site.id,
        kind,
        id: item.id,
        revision: item.revision,
        audit: audit(),
      });
      expect(done).toEqual({ ok: true, revision: item.revision + 1 });
      expect(await getStudioItem(handle.db, site.id, kind, item.id)).toMatchObject({
        isPublished: false,
      });
    }
    expect((await listOffers(handle.db, scope(), NOW)).map((o) => o.slug)).not.toContain(
      "winter-deal",
    );
    expect(await getBlogPost(handle.db, site.id, "winter-news")).toBeNull();
    expect(await getPage(handle.db, site.id, ["winter-hours"])).toBeNull();
    expect((await listBlogPostDates(handle.db, site.id)).map((p) => p.slug)).not.toContain(
      "winter-news",
    );
    expect((await listPublishedPagePaths(handle.db, site.id)).map((p) => p.path)).not.toContain(
      "winter-hours",
    );
    const audited = await handle.db
      .select({ action: staffAuditLog.action, subject: staffAuditLog.subject })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `offer:${offer.id}`));
    expect(audited).toEqual([{ action: "content.unpublished", subject: `offer:${offer.id}` }]);
  });
});

describe("deleting and restoring content", () => {
  it("deletes a post off the site and the studio, keeps its versions, answers 410, then restores it", async () => {
    const post = await published("blog-post", "gone-post", { title: "Gone post" });
    const refused = await deleteStudioContent(handle.db, {
      websiteId: site.id + 999,
      kind: "blog-post",
      id: post.id,
      revision: post.revision,
      address: { kind: "gone" },
      audit: audit(),
    });
    expect(refused).toEqual({ ok: false, reason: "not-found" });

    const deleted = await deleteStudioContent(handle.db, {
      websiteId: site.id,
      kind: "blog-post",
      id: post.id,
      revision: post.revision,
      address: { kind: "gone" },
      audit: audit(),
    });
    expect(deleted).toEqual({ ok: true, slug: "gone-post" });
    expect(await getBlogPost(handle.db, site.id, "gone-post")).toBeNull();
    expect((await listStudioItems(handle.db, site.id, "blog-post")).map((i) => i.id)).not.toContain(
      post.id,
    );
    const item = { websiteId: site.id, kind: "blog-post" as const, contentId: post.id };
    expect(await listContentVersions(handle.db, item)).toHaveLength(1);
    expect(
      await getContentRedirect(handle.db, {
        websiteId: site.id,
        kind: "blog-post",
        from: "gone-post",
      }),
    ).toEqual({ kind: "gone" });
    expect(await listRemovedAddresses(handle.db, site.id)).toContainEqual({
      kind: "blog-post",
      slug: "gone-post",
      toPath: null,
    });
    const since = deletedContentPurgeBefore(NOW);
    const [kept] = await listDeletedContent(handle.db, site.id, since);
    expect(kept).toMatchObject({
      kind: "blog-post",
      id: post.id,
      title: "Gone post",
      isPublished: true,
    });

    const parsed = parseContentInput("blog-post", kept!.slug, kept!.input);
    if (!parsed.ok) throw new Error("kept input does not parse");
    const restored = await restoreDeletedContent(handle.db, {
      websiteId: site.id,
      kind: "blog-post",
      id: post.id,
      since,
      input: parsed.input,
      audit: audit(),
    });
    expect(restored).toEqual({ ok: true, slug: "gone-post" });
    expect(await getBlogPost(handle.db, site.id, "gone-post")).toMatchObject({ id: post.id });
    expect(
      await getContentRedirect(handle.db, {
        websiteId: site.id,
        kind: "blog-post",
        from: "gone-post",
      }),
    ).toBeNull();
    expect(await listContentVersions(handle.db, item)).toHaveLength(1);
    expect(await listDeletedContent(handle.db, site.id, since)).toEqual([]);
  });

  it("moves a deleted page's address to the path chosen; restoring is refused once its address is taken", async () => {
    const page = await published("page", "old-warranty", { title: "Old warranty" });
    await deleteStudioContent(handle.db, {
      websiteId: site.id,
      kind: "page",
      id: page.id,
      revision: page.revision,
      address: { kind: "moved", path: "/warranty" },
      audit: audit(),
    });
    expect(
      await getContentRedirect(handle.db, {
        websiteId: site.id,
        kind: "page",
        from: "old-warranty",
      }),
    ).toEqual({ kind: "moved", path: "/warranty" });
    // A new page at that address makes it live again, so the old one cannot come back there.
    await published("page", "old-warranty", { title: "New warranty" });
    expect(
      await getContentRedirect(handle.db, {
        websiteId: site.id,
        kind: "page",
        from: "old-warranty",
      }),
    ).toBeNull();
    const kept = await getDeletedContent(handle.db, {
      websiteId: site.id,
      kind: "page",
      id: page.id,
      since: deletedContentPurgeBefore(NOW),
    });
    const parsed = parseContentInput("page", "old-warranty", kept!.input);
    if (!parsed.ok) throw new Error("kept input does not parse");
    const restored = await restoreDeletedContent(handle.db, {
      websiteId: site.id,
      kind: "page",
      id: page.id,
      since: deletedContentPurgeBefore(NOW),
      input: parsed.input,
      audit: audit(),
    });
    expect(restored).toEqual({ ok: false, reason: "slug-taken" });
  });

  it("the platform API's delete is the same: kept to restore, its address gone", async () => {
    const post = await published("blog-post", "api-post", { title: "API post" });
    expect(
      await deleteContent(handle.db, "blog-post", {
        websiteId: site.id,
        slug: "api-post",
        now: NOW,
      }),
    ).toBe(true);
    expect(await getBlogPost(handle.db, site.id, "api-post")).toBeNull();
    expect(
      await getDeletedContent(handle.db, {
        websiteId: site.id,
        kind: "blog-post",
        id: post.id,
        since: deletedContentPurgeBefore(NOW),
      }),
    ).toMatchObject({ deletedBy: "platform API" });
    expect(
      await getContentRedirect(handle.db, {
        websiteId: site.id,
        kind: "blog-post",
        from: "api-post",
      }),
    ).toEqual({ kind: "gone" });
  });
});

describe("purging deleted content", () => {
  it("forgets only items kept past 30 days, with their versions, by the index on the deletion time", async () => {
    const old = await published("offer", "old-offer", { title: "Old offer" });
    const recent = await published("offer", "recent-offer", { title: "Recent offer" });
    for (const item of [old, recent]) {
      await deleteStudioContent(handle.db, {
        websiteId: site.id,
        kind: "offer",
        id: item.id,
        revision: item.revision,
        address: { kind: "gone" },
        audit: audit(),
      });
    }
    // An offer has no page of its own: no address is kept for it.
    expect(
      await getContentRedirect(handle.db, { websiteId: site.id, kind: "offer", from: "old-offer" }),
    ).toBeNull();
    await handle.db
      .update(deletedContent)
      .set({ deletedAt: LONG_AGO })
      .where(and(eq(deletedContent.kind, "offer"), eq(deletedContent.contentId, old.id)));

    const before = deletedContentPurgeBefore(NOW);
    expect(await purgeDeletedContent(handle.db, { before, limit: 100 })).toBe(1);
    const versions = (id: number) =>
      listContentVersions(handle.db, { websiteId: site.id, kind: "offer", contentId: id });
    expect(await versions(old.id)).toEqual([]);
    expect(await versions(recent.id)).toHaveLength(1);
    expect((await listDeletedContent(handle.db, site.id, before)).map((i) => i.id)).toContain(
      recent.id,
    );
    expect(await purgeDeletedContent(handle.db, { before, limit: 100 })).toBe(0);

    // The due rows are found by the deletion time's index, never by reading every kept item.
    await handle.db.execute(sql`set enable_seqscan = off`);
    const plan = await handle.db.execute(
      sql`explain select id from deleted_content where deleted_at <= ${before.toISOString()}::timestamptz order by deleted_at limit 200`,
    );
    await handle.db.execute(sql`set enable_seqscan = on`);
    expect(JSON.stringify(plan)).toContain("deleted_content_deleted_at");
  });
});
