import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  groupLocations,
  isLocationGroup,
  LOCATION_GROUP_TITLES,
  LOCATION_GROUPS,
  type LocationGroup,
} from "@forecourt/core/locations/hours";
import { thirdPartyOrigins } from "@forecourt/core/security/third-party-origins";
import { locationGroupPath } from "@forecourt/core/sitemap/sitemap-urls";
import { PageHeading } from "@/components/content/page-heading";
import { ReviewList } from "@/components/content/review-list";
import { LocationGrid } from "@/components/locations/location-card";
import { PillNav } from "@/components/ui/pill-nav";
import { Container } from "@/components/ui/section";
import { getReviews, getSiteRatingCached } from "@/server/queries/content";
import { getLocations } from "@/server/queries/storefront";
import { requireSite } from "@/server/queries/site";
import { withNotFoundInDocument } from "@/server/not-found-document";

// Rendered on first request and then served from the page cache until the site's tags change,
// like the settings-driven paths; one the site does not have answers with its 404 document.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type LocationsProps = { params: Promise<{ site: string; group?: string[] }> };

function groupOf(segments: string[] | undefined): LocationGroup {
  if (!segments || segments.length === 0) return "all";
  const [group, ...rest] = segments;
  if (rest.length > 0 || !group || !isLocationGroup(group)) notFound();
  return group;
}

export async function generateMetadata({ params }: LocationsProps): Promise<Metadata> {
  const group = groupOf((await params).group);
  return {
    title: group === "all" ? "Our locations" : `Our locations: ${LOCATION_GROUP_TITLES[group]}`,
    alternates: { canonical: locationGroupPath(group) },
  };
}

/** /our-locations and /our-locations/{group}: spec §3 groups, hours in the site's time zone. */
export default withNotFoundInDocument(async function LocationsPage({ params }: LocationsProps) {
  const { site: key, group: segments } = await params;
  const group = groupOf(segments);
  const site = await requireSite(key);
  const [locations, reviews, rating] = await Promise.all([
    getLocations(site.id),
    getReviews(site.id),
    getSiteRatingCached(site.id),
  ]);
  const groups = groupLocations(locations);
  const shown = groups[group];
  if (group !== "all" && shown.length === 0) notFound();
  const now = new Date();
  return (
    <>
      <PageHeading
        title="Our locations"
        intro={`Opening hours, phone numbers and directions for ${site.name}.`}
      />
      <Container className="py-10">
        <PillNav
          label="Location groups"
          links={LOCATION_GROUPS.filter((g) => groups[g].length > 0).map((g) => ({
            key: g,
            href: g === "all" ? "/our-locations" : `/our-locations/${g}`,
            label: `${LOCATION_GROUP_TITLES[g]} (${groups[g].length})`,
            isCurrent: g === group,
          }))}
        />
        <h2 className="mt-8 text-2xl font-bold">{LOCATION_GROUP_TITLES[group]}</h2>
        <LocationGrid
          className="mt-4"
          locations={shown}
          timeZone={site.settings.timeZone}
          now={now}
          locale={site.settings.locale}
          frameOrigins={thirdPartyOrigins(site.settings).frame}
        />
      </Container>
      <ReviewList reviews={reviews} rating={rating} headingId="location-reviews" />
    </>
  );
});
