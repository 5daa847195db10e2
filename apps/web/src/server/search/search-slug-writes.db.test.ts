import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { searchPageErrorsOf, searchPageFormOf } from "@forecourt/core/console/search-page-form";
import { SEARCH_PAGE_MESSAGES } from "@forecourt/core/search/search-slug-input";
import type { Site } from "@forecourt/core/site/site";
import type { DatabaseHandle } from "@forecourt/db/client";
import { listSearchSlugs } from "@forecourt/db/repositories/search/list-search-slugs";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { searchSlugs, staffAuditLog } from "@forecourt/db/schema";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { createStudioTestSite } from "../../testing/studio-test-site.ts";
import { cacheTags } from "../cache-tags.ts";
import { removeSearchSlug, saveSearchSlug, type SearchSlugDeps } from "./search-slug-writes.ts";

let handle: DatabaseHandle;
let site: Site;
let mia: StaffMember;
let deps: SearchSlugDeps;
let expired: string[][] = [];
const NOW = new Date("2026-11-28T01:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  ({
    site,
    expired,
    deps,
    staff: [mia],
  } = await createStudioTestSite(handle.db, {
    slug: "search-pages",
    settings: { search: { defaultSlug: "all-cars" } },
    emails: ["mia@search.test"],
  }));
});

beforeEach(() => {
  expired.length = 0;
});

afterAll(async () => {
  await handle?.close();
});

const audit = () => ({ actor: mia, now: NOW });
const auditRows = () =>
  handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.websiteId, site.id));
const stored = () => listSearchSlugs(handle.db, site.id);

/** A new page from the studio's form, as its action saves it. */
const saveNew = (form: ReturnType<typeof posted>) =>
  saveSearchSlug(deps, { site, slug: form.slug, body: form.body, isNew: true, audit: audit() });

/** A posted studio form, as the browser sends it. */
function posted(fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return searchPageFormOf(form);
}

describe("search pages written by staff", () => {
  it("stores a new page from the form's controls, audited, and expires the site's searches", async () => {
    const form = posted([
      ["slug", "suv-under-30000"],
      ["title", "SUVs under $30,000"],
      ["body", "SUV"],
      ["carType", "used"],
      ["make", "Toyota"],
      ["make", "Mazda"],
      ["priceMax", "$30,000"],
      ["priceMin", ""],
      ["description", "Family SUVs under $30,000,\r\nchecked and ready."],
    ]);
    expect(form.errors).toEqual({});
    const saved = await saveNew(form);
    expect(saved.ok && saved.isCreated).toBe(true);
    const [search] = await stored();
    expect(search?.storedFilters).toEqual({
      body: ["SUV"],
      carType: ["used"],
      make: ["Toyota", "Mazda"],
      priceMax: 30000,
    });
    expect(search?.description).toBe("Family SUVs under $30,000, checked and ready.");
    expect(expired).toEqual([[cacheTags.searchSlugs(site.id)]]);
    const [entry] = await auditRows();
    expect(entry).toMatchObject({
      action: "search.page-saved",
      actorEmail: "mia@search.test",
      subject: `search-slug:${search!.id}`,
      before: null,
      after: {
        slug: "suv-under-30000",
        title: "SUVs under $30,000",
        description: "Family SUVs under $30,000, checked and ready.",
      },
    });
  });

  it("refuses bad input with the dealer's words beside each field, storing and expiring nothing", async () => {
    const before = await handle.db.select().from(searchSlugs);
    const form = posted([
      ["slug", "no spaces"],
      ["title", ""],
      ["carType", "nearly-new"],
      ["priceMin", "lots"],
      ["description", "x".repeat(301)],
    ]);
    expect(form.errors).toEqual({
      priceMin: "Lowest price: enter a whole number, or leave it empty.",
    });
    const saved = await saveNew(form);
    if (saved.ok || saved.reason !== "invalid") throw new Error("expected a refusal");
    expect(searchPageErrorsOf(saved.errors)).toEqual({
      slug: "The URL name must be 1 to 100 letters, digits, hyphens or underscores.",
      title: "Title must be text of 1 to 120 characters.",
      carType: "New, used or demo must be one of new, used, demo, or a list of them.",
      description: "Description must be text of at most 300 characters.",
    });
    const years = posted([
      ["slug", "late-models"],
      ["title", "Late models"],
      ["yearMin", "2024"],
      ["yearMax", "2019"],
    ]);
    const backwards = await saveSearchSlug(deps, { site, slug: years.slug, body: years.body });
    expect(
      !backwards.ok && backwards.reason === "invalid" && searchPageErrorsOf(backwards.errors),
    ).toEqual({
      yearMin: "Earliest year must not be more than latest year.",
    });
    expect(await handle.db.select().from(searchSlugs)).toEqual(before);
    expect(expired).toEqual([]);
    expect(await auditRows()).toHaveLength(1);
  });

  it("refuses a new page at a taken address, and renames one to a free address only", async () => {
    const body = { title: "Utes", filters: { body: ["Ute"] } };
    const other = await saveSearchSlug(deps, { site, slug: "utes", body, audit: audit() });
    expect(other.ok).toBe(true);
    const taken = await saveSearchSlug(deps, {
      site,
      slug: "utes",
      body: { title: "Not these" },
      isNew: true,
      audit: audit(),
    });
    expect(taken).toEqual({
      ok: false,
      reason: "invalid",
      errors: { slug: SEARCH_PAGE_MESSAGES.slugTaken },
    });
    const onto = await saveSearchSlug(deps, {
      site,
      slug: "utes",
      body,
      renameFrom: "suv-under-30000",
      audit: audit(),
    });
    expect(onto.ok).toBe(false);
    const [suv] = await stored();
    const renamed = await saveSearchSlug(deps, {
      site,
      slug: "family-suvs",
      body: { title: "Family SUVs", filters: { body: "SUV" } },
      renameFrom: "suv-under-30000",
      audit: audit(),
    });
    expect(renamed.ok && renamed.isCreated).toBe(false);
    expect(renamed.ok && renamed.searchSlug.id).toBe(suv!.id);
    expect((await stored()).map((s) => s.slug)).toEqual(["family-suvs", "utes"]);
    expect((await stored())[1]?.title).toBe("Utes");
  });

  it("keeps the default search's address and never deletes it; deletes another, audited", async () => {
    await saveSearchSlug(deps, { site, slug: "all-cars", body: { title: "All cars" } });
    const renamed = await saveSearchSlug(deps, {
      site,
      slug: "every-car",
      body: { title: "All cars" },
      renameFrom: "all-cars",
    });
    expect(renamed).toEqual({
      ok: false,
      reason: "invalid",
      errors: { slug: SEARCH_PAGE_MESSAGES.isDefaultRenamed },
    });
    expect(await removeSearchSlug(deps, { site, slug: "all-cars", audit: audit() })).toEqual({
      ok: false,
      reason: "default",
      errors: { slug: SEARCH_PAGE_MESSAGES.isDefault },
    });
    expired.length = 0;
    expect(await removeSearchSlug(deps, { site, slug: "utes", audit: audit() })).toEqual({
      ok: true,
    });
    expect(expired).toEqual([[cacheTags.searchSlugs(site.id)]]);
    expect(await removeSearchSlug(deps, { site, slug: "utes", audit: audit() })).toEqual({
      ok: false,
      reason: "not-found",
    });
    const deleted = (await auditRows()).filter((row) => row.action === "search.page-deleted");
    expect(deleted).toMatchObject([{ before: { slug: "utes", title: "Utes" }, after: null }]);
    expect((await stored()).map((s) => s.slug)).toEqual(["family-suvs", "all-cars"]);
  });
});
