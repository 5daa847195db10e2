import type { Database } from "../../client.ts";
import * as schema from "../../schema.ts";
import type { DemoSite } from "../sites/demo-site.ts";

const COMMON_PAGES = [
  ["about-us", "About us"],
  ["privacy-policy", "Privacy policy"],
  ["terms-and-conditions", "Terms and conditions"],
] as const;

const RV_PAGES = [
  ["caravan-hire", "Caravan hire"],
  ["caravan-parts-and-accessories", "Caravan parts and accessories"],
  ["vehicle-parts-and-accessories", "Vehicle parts and accessories"],
  ["rv-finance", "RV finance"],
  ["insuring-your-investment", "Insuring your investment"],
  ["considering-selling-or-trading", "Considering selling or trading"],
  ["servicing-your-rv", "Servicing your RV"],
  ["warranty", "Warranty"],
  ["roadside-assistance", "Roadside assistance"],
  ["how-to-videos", "How-to videos"],
  ["jayco-owners-club", "Jayco owners club"],
  ["why-jayco", "Why Jayco"],
  ["meet-the-team", "Meet the team"],
] as const;

/** The CMS pages every site has, and on the RV template the pages its navigation links to. */
export async function seedPages(db: Database, site: DemoSite, websiteId: number) {
  const list = site.settings.template === "rv" ? [...COMMON_PAGES, ...RV_PAGES] : COMMON_PAGES;
  await db.insert(schema.pages).values(
    list.map(([path, title]) => ({
      websiteId,
      path,
      title,
      description: `${title} - ${site.name}`,
      bodyHtml: `<p>${title} at ${site.name}.</p>`,
    })),
  );
}
