import type { Database } from "../../client.ts";
import * as schema from "../../schema.ts";
import { buildWebsite } from "../factories.ts";
import { logoInk } from "../images/logo.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { heroMediaId, logoMediaId, mediaUrl } from "./media-ids.ts";

/** The site row, its branding pointing at its painted logo and banner, and its custom domains. */
export async function seedWebsite(db: Database, site: DemoSite): Promise<{ id: number }> {
  const logoUrl = mediaUrl(logoMediaId(site.slug));
  const settings = {
    ...site.settings,
    branding: {
      ...site.settings.branding,
      logoUrl,
      logoThumbUrl: logoUrl,
      logoInk: logoInk(site.brand.primary),
      bannerUrl: mediaUrl(heroMediaId(site.slug)),
      faviconUrl: logoUrl,
    },
  };
  const [website] = await db
    .insert(schema.websites)
    .values(buildWebsite({ slug: site.slug, name: site.name, settings }))
    .returning({ id: schema.websites.id });
  if (!website) throw new Error(`could not create ${site.slug}`);
  if (site.domains.length > 0)
    await db
      .insert(schema.domains)
      .values(site.domains.map((host) => ({ websiteId: website.id, host })));
  return website;
}
