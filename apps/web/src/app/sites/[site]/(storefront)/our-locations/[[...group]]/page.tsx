import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import {
  groupLocations,
  isLocationGroup,
  LOCATION_GROUP_TITLES,
  LOCATION_GROUPS,
  type LocationGroup,
} from "@forecourt/core/locations/hours";
import { PageHeading } from "@/components/content/page-heading";
import { ReviewList } from "@/components/content/review-list";
import { LocationCard } from "@/components/locations/location-card";
import { getReviews, getSiteRatingCached } from "@/server/queries/content";
import { getLocations } from "@/server/queries/storefront";
import { requireSite } from "@/server/queries/site";

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
  };
}

/** /our-locations and /our-locations/{group}: spec §3 groups, hours in the site's time zone. */
export default async function LocationsPage({ params }: LocationsProps) {
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
      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label="Location groups">
          <ul className="flex flex-wrap gap-2">
            {LOCATION_GROUPS.filter((g) => groups[g].length > 0).map((g) => (
              <li key={g}>
                <Link
                  href={g === "all" ? "/our-locations" : `/our-locations/${g}`}
                  aria-current={g === group ? "page" : undefined}
                  className={`block rounded-full border px-3 py-1 text-sm font-medium ${
                    g === group
                      ? "border-slate-900 bg-slate-900 text-white"
                      : "border-slate-300 hover:border-slate-900"
                  }`}
                >
                  {LOCATION_GROUP_TITLES[g]} ({groups[g].length})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h2 className="mt-8 text-2xl font-bold">{LOCATION_GROUP_TITLES[group]}</h2>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((location) => (
            <li key={location.id}>
              <LocationCard
                location={location}
                timeZone={site.settings.timeZone}
                now={now}
                locale={site.settings.locale}
              />
            </li>
          ))}
        </ul>
      </div>
      <ReviewList reviews={reviews} rating={rating} headingId="location-reviews" />
    </>
  );
}
