import type { Database } from "../../client.ts";
import * as schema from "../../schema.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { pageHtml } from "../sites/page-content.ts";

const COMMON_PAGES = [
  ["about-us", "About us"],
  ["privacy-policy", "Privacy policy"],
  ["terms-and-conditions", "Terms and conditions"],
] as const;

/** The CMS pages every site has, then the site's own pages written as structured content. */
export async function seedPages(db: Database, site: DemoSite, websiteId: number) {
  const common = COMMON_PAGES.map(([path, title]) => ({
    websiteId,
    path,
    title,
    description: `${title} - ${site.name}`,
    bodyHtml: `<p>${title} at ${site.name}.</p>`,
  }));
  const own = (site.pages ?? []).map((page) => ({
    websiteId,
    path: page.path,
    title: page.title,
    description: page.description,
    bodyHtml: pageHtml(page.blocks),
  }));
  await db.insert(schema.pages).values([...common, ...own]);
}
