import { and, asc, eq } from "drizzle-orm";
import { parseSiteDocument } from "@forecourt/core/site/site-document";
import type { Database } from "../../client.ts";
import { applySiteDocument } from "../../repositories/sites/apply-site-document.ts";
import * as schema from "../../schema.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { demoSiteDocument } from "./demo-site-document.ts";

type SeededLocation = typeof schema.locations.$inferSelect;

// The demo domains are .test names, never under the platform's own domain.
const DEMO_PLATFORM_DOMAIN = "localhost";

/**
 * The demo site's website, domains, dealerships and locations, made from its site document
 * through applySiteDocument (the path every site takes), then the review figures its
 * dealerships and locations show (a dealership's reviews are shared by its locations).
 */
export async function seedSiteSetup(
  db: Database,
  site: DemoSite,
): Promise<{ websiteId: number; locations: SeededLocation[] }> {
  const parsed = parseSiteDocument(demoSiteDocument(site), {
    platformDomain: DEMO_PLATFORM_DOMAIN,
  });
  if (!parsed.ok) {
    throw new Error(`${site.slug}: its site document is invalid: ${JSON.stringify(parsed.errors)}`);
  }
  const applied = await applySiteDocument(db, parsed.document);
  if (!applied.ok) throw new Error(`${site.slug}: ${applied.field}: ${applied.message}`);
  const { websiteId } = applied;
  // The demo domains are the operator's own names: verified from the start, so the local
  // cluster's TLS terminator gives them certificates.
  await db
    .update(schema.domains)
    .set({ verifiedAt: schema.domains.createdAt, verifiedBy: "operator" })
    .where(eq(schema.domains.websiteId, websiteId));

  const dealerships = await db
    .select()
    .from(schema.dealerships)
    .where(eq(schema.dealerships.websiteId, websiteId));
  for (const figures of site.dealerships) {
    const dealership = dealerships.find((d) => d.slug === figures.slug);
    if (!dealership) throw new Error(`${site.slug}: dealership ${figures.slug} was not made`);
    await db
      .update(schema.dealerships)
      .set({ reviewCount: figures.reviewCount, averageRating: figures.averageRating })
      .where(eq(schema.dealerships.id, dealership.id));
    const shared = site.locations.filter((l) => l.dealership === figures.slug);
    for (const location of shared) {
      await db
        .update(schema.locations)
        .set({
          reviewCount: Math.round(figures.reviewCount / Math.max(1, shared.length)),
          averageRating: figures.averageRating,
        })
        .where(
          and(eq(schema.locations.websiteId, websiteId), eq(schema.locations.slug, location.slug)),
        );
    }
  }
  const locations = await db
    .select()
    .from(schema.locations)
    .where(eq(schema.locations.websiteId, websiteId))
    .orderBy(asc(schema.locations.position));
  return { websiteId, locations };
}
