import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isOfferRunning } from "@forecourt/core/domain/content";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import type { Site } from "@forecourt/core/site/site";
import type { DatabaseHandle } from "@forecourt/db/client";
import { databaseMediaStore } from "@forecourt/db/media/database-media-store";
import { listOffers } from "@forecourt/db/repositories/content/list-offers";
import { getBlogPost } from "@forecourt/db/repositories/content/blog-posts";
import { listContentVersions } from "@forecourt/db/repositories/content/studio/content-versions";
import { liveBanners } from "@forecourt/core/content/home-settings";
import {
  listHomeBannerBoundarySites,
  listOfferBoundarySites,
} from "@forecourt/db/repositories/content/studio/due-content";
import { getStudioItem } from "@forecourt/db/repositories/content/studio/studio-items";
import { publishContent } from "@forecourt/db/repositories/content/write-content";
import { blogPostInputSchema } from "@forecourt/core/content/content-input";
import { getContentRedirect } from "@forecourt/db/repositories/content/studio/content-redirects";
import { getLibraryFile } from "@forecourt/db/repositories/media/media-library";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { offers, staffAuditLog } from "@forecourt/db/schema";
import { plansOf } from "@forecourt/db/testing/query-plans";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { createStudioTestSite } from "../../testing/studio-test-site.ts";
import { cacheTags } from "../cache-tags.ts";
import { deleteLibraryFile, LIBRARY_MESSAGES, uploadLibraryFile } from "../media/media-library.ts";
import { publishDueContent } from "./publish-due-content.ts";
import {
  publishStudioItem,
  restoreStudioVersion,
  saveStudioDraft,
  STUDIO_MESSAGES,
  type StudioDeps,
} from "./studio-content.ts";

let handle: DatabaseHandle;
let site: Site;
let mia: StaffMember;
let sam: StaffMember;
let expired: string[][] = [];
let deps: StudioDeps;
const scope = () => stockScopeFor(site.id, site.settings, NOW);

beforeAll(async () => {
  handle = await createTestDatabase();
  ({
    site,
    expired,
    deps,
    staff: [mia, sam],
  } = await createStudioTestSite(handle.db, {
    slug: "studio-site",
    emails: ["mia@studio.test", "sam@studio.test"],
  }));
});

beforeEach(() => {
  expired.length = 0;
});

afterAll(async () => {
  await handle?.close();
});

const NOW = new Date("2026-11-27T01:00:00Z");

/** An edit of the site's offer by `actor`, from an editor opened at `revision`. */
const offerEdit = (id: number, revision: number, actor: StaffMember, title: string) => ({
  site,
  kind: "offer" as const,
  id,
  revision,
  actor,
  slug: "spring-sale",
  body: offerBody({ title }),
  now: NOW,
});
const offerBody = (over: Record<string, unknown> = {}) => ({
  title: "Spring sale",
  summary: "Drive away pricing",
  body_html: "<p>Save big.</p>",
  offer_price: 24990,
  finance_terms: "$89 a week",
  model_slugs: ["corolla"],
  starts_at: null,
  ends_at: "2026-11-27T01:00:40Z",
  ...over,
});

describe("content studio: drafts, publishing and history", () => {
  it("keeps a new offer as a draft the site never reads, then publishes it with its version", async () => {
    const draft = await saveStudioDraft(deps, {
      site,
      kind: "offer",
      id: null,
      revision: 0,
      actor: mia,
      slug: "spring-sale",
      body: offerBody(),
      publishAt: null,
      now: NOW,
    });
    expect(draft).toMatchObject({ ok: true, revision: 1 });
    if (!draft.ok) throw new Error("refused");
    expect(await listOffers(handle.db, scope(), NOW)).toEqual([]);
    expect(expired).toEqual([]);

    const published = await publishStudioItem(deps, {
      site,
      kind: "offer",
      id: draft.id,
      revision: draft.revision,
      actor: mia,
      slug: "spring-sale",
      body: offerBody(),
      now: NOW,
    });
    expect(published).toMatchObject({ ok: true, version: 1 });
    const shown = await listOffers(handle.db, scope(), NOW);
    expect(shown.map((offer) => [offer.title, offer.financeTerms])).toEqual([
      ["Spring sale", "$89 a week"],
    ]);
    expect(expired).toEqual([[cacheTags.offers(site.id)]]);
    const versions = await listContentVersions(handle.db, {
      websiteId: site.id,
      kind: "offer",
      contentId: draft.id,
    });
    expect(versions.map((v) => [v.version, v.publishedBy])).toEqual([[1, "mia@studio.test"]]);
    const audit = await handle.db
      .select({ action: staffAuditLog.action, actor: staffAuditLog.actorEmail })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `offer:${draft.id}`));
    expect(audit).toEqual([
      { action: "content.draft-saved", actor: "mia@studio.test" },
      { action: "content.published", actor: "mia@studio.test" },
    ]);
  });

  it("an offer past its end leaves the list at its end time, and the clock expires the tag", async () => {
    const end = new Date("2026-11-27T01:00:40Z");
    const [offer] = await listOffers(handle.db, scope(), {
      from: new Date("2026-11-27T00:00:00Z"),
      to: new Date("2026-11-28T00:00:00Z"),
    });
    expect(offer && isOfferRunning(offer, new Date(end.getTime() - 1))).toBe(true);
    expect(offer && isOfferRunning(offer, end)).toBe(false);
    expect(await listOffers(handle.db, scope(), end)).toEqual([]);
    expect(
      await listOfferBoundarySites(handle.db, { from: NOW, to: new Date(end.getTime() - 1) }),
    ).toEqual([]);
    expect(await listOfferBoundarySites(handle.db, { from: NOW, to: end })).toEqual([site.id]);
    await publishDueContent(deps, { since: NOW, now: end });
    expect(expired).toEqual([[cacheTags.offers(site.id)]]);
  });

  it("refuses a save from an editor opened before another's, naming who changed it; nothing of it is kept", async () => {
    const [row] = await handle.db.select().from(offers).where(eq(offers.websiteId, site.id));
    const opened = row!.revision;
    const first = await saveStudioDraft(deps, {
      ...offerEdit(row!.id, opened, mia, "Mia's title"),
      publishAt: null,
    });
    expect(first.ok).toBe(true);
    const second = await publishStudioItem(deps, offerEdit(row!.id, opened, sam, "Sam's title"));
    expect(second).toMatchObject({ ok: false, status: 409 });
    expect(second.ok ? "" : second.message).toContain("mia@studio.test");
    const item = await getStudioItem(handle.db, site.id, "offer", row!.id);
    expect(item?.draft?.input.title).toBe("Mia's title");
    expect(item?.input.title).toBe("Spring sale");
    expect(expired).toEqual([]);
  });

  it("refuses to publish an offer whose end has passed, saying so, and publishes nothing", async () => {
    const refused = await publishStudioItem(deps, {
      site,
      kind: "offer",
      id: null,
      revision: 0,
      actor: mia,
      slug: "ended-sale",
      body: offerBody({ ends_at: "2026-11-26T00:00:00Z" }),
      now: NOW,
    });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      message: STUDIO_MESSAGES.offerEnded,
      fieldErrors: { ends_at: STUDIO_MESSAGES.offerEnded },
    });
    const rows = await handle.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.websiteId, site.id), eq(offers.slug, "ended-sale")));
    expect(rows).toEqual([]);
  });

  it("refuses input the API refuses, storing nothing", async () => {
    const refused = await saveStudioDraft(deps, {
      site,
      kind: "offer",
      id: null,
      revision: 0,
      actor: mia,
      slug: "Bad slug!",
      body: offerBody({ starts_at: "2026-12-01T00:00:00Z", ends_at: "2026-11-01T00:00:00Z" }),
      publishAt: null,
      now: NOW,
    });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys(refused.ok ? {} : (refused.fieldErrors ?? {})).sort()).toEqual([
      "ends_at",
      "slug",
    ]);
    const rows = await handle.db
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.websiteId, site.id));
    expect(rows).toHaveLength(1);
  });

  it("cleans the body as the API does: no script, no handlers, no javascript: links", async () => {
    const answer = await publishStudioItem(deps, {
      site,
      kind: "blog-post",
      id: null,
      revision: 0,
      actor: mia,
      slug: "first-post",
      body: {
        title: "First post",
        body_html:
          '<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:x()">bad</a><a href="https://example.com">ok</a>',
      },
      now: NOW,
    });
    expect(answer).toMatchObject({
      ok: true,
      removed: [
        "An event handler (onclick) was removed.",
        "A script element was removed.",
        "An unsafe link (javascript:) was removed.",
      ],
    });
    const post = await getBlogPost(handle.db, site.id, "first-post");
    expect(post?.bodyHtml).toBe(
      '<p>Hi</p><a>bad</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });

  it("a changed slug redirects from the old one; restoring an earlier version publishes it again", async () => {
    const item = (await getBlogPost(handle.db, site.id, "first-post"))!;
    const current = (await getStudioItem(handle.db, site.id, "blog-post", item.id))!;
    const renamed = await publishStudioItem(deps, {
      site,
      kind: "blog-post",
      id: item.id,
      revision: current.revision,
      actor: sam,
      slug: "our-first-post",
      body: { title: "Our first post", body_html: "<p>Hello</p>" },
      now: NOW,
    });
    expect(renamed).toMatchObject({ ok: true, version: 2, previousSlug: "first-post" });
    expect(
      await getContentRedirect(handle.db, {
        websiteId: site.id,
        kind: "blog-post",
        from: "first-post",
      }),
    ).toEqual({ kind: "slug", slug: "our-first-post" });
    expect(await getBlogPost(handle.db, site.id, "first-post")).toBeNull();

    const now = (await getStudioItem(handle.db, site.id, "blog-post", item.id))!;
    const restored = await restoreStudioVersion(deps, {
      site,
      kind: "blog-post",
      id: item.id,
      revision: now.revision,
      actor: mia,
      version: 1,
      now: NOW,
    });
    expect(restored).toMatchObject({ ok: true, version: 3, previousSlug: "our-first-post" });
    expect((await getBlogPost(handle.db, site.id, "first-post"))?.title).toBe("First post");
    expect(
      await getContentRedirect(handle.db, {
        websiteId: site.id,
        kind: "blog-post",
        from: "first-post",
      }),
    ).toBeNull();
    expect(
      await getContentRedirect(handle.db, {
        websiteId: site.id,
        kind: "blog-post",
        from: "our-first-post",
      }),
    ).toEqual({ kind: "slug", slug: "first-post" });
    const history = await listContentVersions(handle.db, {
      websiteId: site.id,
      kind: "blog-post",
      contentId: item.id,
    });
    expect(history.map((v) => [v.version, v.publishedBy, v.input.title])).toEqual([
      [3, "mia@studio.test", "First post"],
      [2, "sam@studio.test", "Our first post"],
      [1, "mia@studio.test", "First post"],
    ]);
  });

  it("the API's write is the studio's publish: one history, and a draft in progress stays a draft", async () => {
    const draft = await saveStudioDraft(deps, {
      site,
      kind: "blog-post",
      id: null,
      revision: 0,
      actor: mia,
      slug: "api-and-studio",
      body: { title: "Studio title", body_html: "<p>Draft</p>" },
      publishAt: null,
      now: NOW,
    });
    if (!draft.ok) throw new Error("refused");
    const published = await publishStudioItem(deps, {
      site,
      kind: "blog-post",
      id: draft.id,
      revision: draft.revision,
      actor: mia,
      slug: "api-and-studio",
      body: { title: "Studio title", body_html: "<p>Published</p>" },
      now: NOW,
    });
    if (!published.ok) throw new Error("refused");
    const opened = (await getStudioItem(handle.db, site.id, "blog-post", draft.id))!;
    await saveStudioDraft(deps, {
      site,
      kind: "blog-post",
      id: draft.id,
      revision: opened.revision,
      actor: sam,
      slug: "api-and-studio",
      body: { title: "Sam's next title", body_html: "<p>Next</p>" },
      publishAt: null,
      now: NOW,
    });
    const beforeApi = (await getStudioItem(handle.db, site.id, "blog-post", draft.id))!;

    const written = await publishContent(handle.db, {
      websiteId: site.id,
      kind: "blog-post",
      target: {},
      slug: "api-and-studio",
      input: blogPostInputSchema.parse({ title: "API title", body_html: "<p>From the API</p>" }),
    });
    expect(written).toMatchObject({
      ok: true,
      isCreated: false,
      content: { id: draft.id, title: "API title", revision: beforeApi.revision + 1 },
    });
    const after = (await getStudioItem(handle.db, site.id, "blog-post", draft.id))!;
    expect(after.draft?.input.title).toBe("Sam's next title");
    expect((await getBlogPost(handle.db, site.id, "api-and-studio"))?.title).toBe("API title");
    const history = await listContentVersions(handle.db, {
      websiteId: site.id,
      kind: "blog-post",
      contentId: draft.id,
    });
    expect(history.map((v) => [v.version, v.publishedBy, v.input.title])).toEqual([
      [2, "platform API", "API title"],
      [1, "mia@studio.test", "Studio title"],
    ]);
    // Sam's editor opened before the API's write: his publish is refused, not laid over it.
    const stale = await publishStudioItem(deps, {
      site,
      kind: "blog-post",
      id: draft.id,
      revision: beforeApi.revision,
      actor: sam,
      slug: "api-and-studio",
      body: { title: "Sam's next title", body_html: "<p>Next</p>" },
      now: NOW,
    });
    expect(stale).toMatchObject({ ok: false, status: 409 });
  });

  it("publishes a scheduled draft when its time comes, in its author's name", async () => {
    const at = new Date("2026-11-27T02:00:00Z");
    const draft = await saveStudioDraft(deps, {
      site,
      kind: "blog-post",
      id: null,
      revision: 0,
      actor: sam,
      slug: "scheduled",
      body: { title: "Later", body_html: "<p>Soon</p>" },
      publishAt: at,
      now: NOW,
    });
    if (!draft.ok) throw new Error("refused");
    await publishDueContent(deps, { since: NOW, now: new Date(at.getTime() - 1000) });
    expect(await getBlogPost(handle.db, site.id, "scheduled")).toBeNull();
    await publishDueContent(deps, { since: NOW, now: at });
    expect((await getBlogPost(handle.db, site.id, "scheduled"))?.title).toBe("Later");
    expect(expired).toContainEqual([cacheTags.blog(site.id)]);
    const item = await getStudioItem(handle.db, site.id, "blog-post", draft.id);
    expect([item?.draft, item?.publishAt]).toEqual([null, null]);
    const [version] = await listContentVersions(handle.db, {
      websiteId: site.id,
      kind: "blog-post",
      contentId: draft.id,
    });
    expect(version?.publishedBy).toBe("sam@studio.test");
  });
});

describe("home banners on the content clock", () => {
  it("a banner past its end is not shown, and its site's home page is expired at its start and end", async () => {
    const start = new Date(NOW.getTime() + 60_000);
    const end = new Date(NOW.getTime() + 120_000);
    const created = await createLeadTestSite(handle.db, {
      slug: "banner-site",
      settings: {
        home: {
          banners: [
            { title: "Weekend sale", startsAt: start.toISOString(), endsAt: end.toISOString() },
            { title: "Always on" },
          ],
        },
      },
    });
    // Another site's banner without times, and a site without banners, are never expired.
    await createLeadTestSite(handle.db, {
      slug: "quiet-site",
      settings: { home: { banners: [{ title: "x" }] } },
    });
    const bannerSite = (await getSiteById(handle.db, created.id))!;
    const titlesAt = (now: Date) =>
      liveBanners(bannerSite.settings.home.banners, now).map((banner) => banner.title);
    expect(titlesAt(NOW)).toEqual(["Always on"]);
    expect(titlesAt(start)).toEqual(["Weekend sale", "Always on"]);
    expect(titlesAt(end)).toEqual(["Always on"]);

    expect(
      await listHomeBannerBoundarySites(handle.db, {
        from: NOW,
        to: new Date(start.getTime() - 1),
      }),
    ).toEqual([]);
    expect(await listHomeBannerBoundarySites(handle.db, { from: NOW, to: start })).toEqual([
      bannerSite.id,
    ]);
    expect(
      await listHomeBannerBoundarySites(handle.db, {
        from: start,
        to: new Date(end.getTime() - 1),
      }),
    ).toEqual([]);
    await publishDueContent(deps, { since: new Date(end.getTime() - 1), now: end });
    expect(expired).toEqual([[cacheTags.site(bannerSite.id)]]);
  });

  it("a tick with nothing due asks the database once", async () => {
    const later = new Date(NOW.getTime() + 3_600_000);
    const planned = await plansOf(handle, (database) =>
      publishDueContent(
        { ...deps, database },
        { since: later, now: new Date(later.getTime() + 10_000) },
      ),
    );
    expect(planned).toHaveLength(1);
    expect(expired).toEqual([]);
  });
});

describe("media library", () => {
  const store = () => databaseMediaStore(handle.db);
  const png = () =>
    sharp({ create: { width: 4, height: 3, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();

  it("checks type, size and alt text; stores the file; refuses to delete it while used", async () => {
    const upload = (bytes: Buffer, altText = "A red car") =>
      uploadLibraryFile(handle.db, store(), {
        websiteId: site.id,
        actor: mia,
        file: { name: "red.png", bytes },
        altText,
        now: NOW,
      });
    expect(await upload(Buffer.from("<svg onload=x()>"))).toEqual({
      ok: false,
      field: "file",
      message: LIBRARY_MESSAGES.type,
    });
    expect(await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1))).toMatchObject({ field: "file" });
    expect(await upload(await png(), "  ")).toMatchObject({ field: "alt" });
    const stored = await upload(await png());
    if (!stored.ok) throw new Error(stored.message);
    expect(stored.id).toMatch(new RegExp(`^library/${site.id}/[a-f0-9]{64}\\.png$`));
    const file = (await getLibraryFile(handle.db, site.id, stored.id))!;
    expect([file.altText, file.width, file.height, file.usedBy]).toEqual(["A red car", 4, 3, []]);

    await handle.db
      .update(offers)
      .set({ imageUrl: file.url })
      .where(and(eq(offers.websiteId, site.id), eq(offers.slug, "spring-sale")));
    const remove = () =>
      deleteLibraryFile(handle.db, store(), {
        websiteId: site.id,
        actor: mia,
        id: stored.id,
        now: NOW,
      });
    expect(await remove()).toEqual({
      ok: false,
      field: "form",
      message: LIBRARY_MESSAGES.inUse(["Offer: Spring sale"]),
    });
    await handle.db
      .update(offers)
      .set({ imageUrl: null, draft: null })
      .where(eq(offers.websiteId, site.id));
    expect(await remove()).toEqual({ ok: true });
    expect(await getLibraryFile(handle.db, site.id, stored.id)).toBeNull();
  });
  it("names who published when the editor's item was published meanwhile (no draft left)", async () => {
    const [row] = await handle.db.select().from(offers).where(eq(offers.websiteId, site.id));
    const opened = row!.revision;
    const published = await publishStudioItem(
      deps,
      offerEdit(row!.id, opened, mia, "Mia's published title"),
    );
    expect(published.ok).toBe(true);
    const stale = await saveStudioDraft(deps, {
      ...offerEdit(row!.id, opened, sam, "Sam's stale title"),
      publishAt: null,
    });
    expect(stale).toMatchObject({ ok: false, status: 409 });
    expect(stale.ok ? "" : stale.message).toContain("was changed by mia@studio.test");
    const item = await getStudioItem(handle.db, site.id, "offer", row!.id);
    expect(item?.draft).toBeNull();
    expect(item?.input.title).toBe("Mia's published title");
  });
});
