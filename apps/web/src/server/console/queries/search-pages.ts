import "server-only";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { listSearchSlugs } from "@forecourt/db/repositories/search/list-search-slugs";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { studioSiteFor } from "../../content/studio-site.ts";
import { db } from "../../db.ts";
import { currentSearchHour, searchSummary } from "../../queries/search.ts";
import { getDealerships } from "../../queries/storefront.ts";

/** The studio's list of a site's search pages, or null. */
export async function studioSearchPagesOf(staff: StaffMember, segment: string) {
  const database = await db();
  const site = await studioSiteFor(database, staff, parseRowId(segment));
  if (!site) return null;
  return { site, searches: await listSearchSlugs(database, site.id) };
}

/**
 * One search page's editor ("new": none yet): the site, the stored search, and what its filters
 * may choose from: the values the site's main search finds in stock (makes, models, bodies,
 * fuels, locations, new/used/demo) and its dealerships.
 */
export async function studioSearchPageOf(
  staff: StaffMember,
  { siteSegment, idSegment }: { siteSegment: string; idSegment: string },
) {
  const database = await db();
  const site = await studioSiteFor(database, staff, parseRowId(siteSegment));
  if (!site) return null;
  const id = idSegment === "new" ? null : parseRowId(idSegment);
  if (idSegment !== "new" && id === null) return null;
  const [searches, summary, dealerships] = await Promise.all([
    listSearchSlugs(database, site.id),
    searchSummary(site.id, site.settings.search.defaultSlug, "", currentSearchHour()),
    getDealerships(site.id),
  ]);
  const search = id === null ? null : (searches.find((s) => s.id === id) ?? null);
  if (id !== null && !search) return null;
  return {
    site,
    search,
    choices: {
      ...summary.facets,
      dealership: dealerships.map((d) => ({ value: d.slug, label: d.name })),
    },
  };
}
