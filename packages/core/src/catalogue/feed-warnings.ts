import type { CatalogueFeedName, CatalogueSite } from "./catalogue-feed.ts";
import { catalogueFeeds } from "./catalogue-feeds.ts";
import { feedCountry } from "./listing-values.ts";

/**
 * What a dealer should know of a feed on their site before sending it, beyond the cars it
 * leaves out: a feed for a platform service that does not run in the site's country.
 */
export function catalogueFeedWarnings(
  feed: CatalogueFeedName,
  site: Pick<CatalogueSite, "locale">,
): string[] {
  const { countries } = catalogueFeeds[feed];
  const country = feedCountry(site);
  if (!countries || countries.includes(country)) return [];
  return [
    `${feed} is for a Google service that runs in ${countries.join(", ")} only; this site sells in ${country}, where Google shows none of it.`,
  ];
}
