/**
 * Meta automotive inventory catalogue, XML (`meta.xml`): `<listings>` holding a `<listing>` a
 * vehicle, nested fields as child elements (`<mileage><value/><unit/></mileage>`, one `<image>`
 * with `<url>` and `<tag>` a picture, `<address format="simple">` with named components), as in
 * Meta's sample auto feed (developers.facebook.com/docs/marketing-api/auto-ads/reference, "Feed
 * XML example"). UTF-8, every text escaped (`escapeXml`).
 */
import { escapeXml } from "../text/xml-text.ts";
import type { CatalogueFeedEncoder, CatalogueSite } from "./catalogue-feed.ts";
import { encodeFeedRows, type FeedFileFormat } from "./encode-feed-rows.ts";
import { metaListing, type MetaListing } from "./meta-listing.ts";

const element = (name: string, value: string | number | null) =>
  value === null || value === "" ? "" : `<${name}>${escapeXml(String(value))}</${name}>`;

/** One `<listing>`: fields in Meta's order, empty ones left out. */
function metaListingXml(listing: MetaListing): string {
  const { mileage, address, image, ...plain } = listing;
  const parts: string[] = [];
  for (const [name, value] of Object.entries(plain)) parts.push(element(name, value));
  parts.push(
    `<mileage>${element("value", mileage.value)}${element("unit", mileage.unit)}</mileage>`,
    `<address format="simple">${Object.entries(address)
      .filter(([, value]) => value !== "")
      .map(([name, value]) => `<component name="${name}">${escapeXml(value)}</component>`)
      .join("")}</address>`,
    ...image.map(({ url, tag }) => `<image>${element("url", url)}${element("tag", tag)}</image>`),
  );
  return `<listing>${parts.join("")}</listing>\n`;
}

const head = (site: CatalogueSite) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<listings>\n${element("title", `${site.name} vehicles`)}\n<link rel="self" href="${escapeXml(site.origin)}"/>\n`;

export const encodeMetaXml: CatalogueFeedEncoder = (site, cars, report) => {
  const format: FeedFileFormat = {
    head: head(site),
    item: (detail) => metaListingXml(metaListing(detail, site)),
    tail: "</listings>\n",
  };
  return encodeFeedRows("meta.xml", format, site, cars, report);
};
