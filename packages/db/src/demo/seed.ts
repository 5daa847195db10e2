import type { Database } from "../client.ts";
import { databaseMediaStore } from "../media/database-media-store.ts";
import type { MediaStore } from "../media/media-store.ts";
import * as schema from "../schema.ts";
import { DEMO_SITES, type DemoSite } from "./demo-sites.ts";
import { DEMO_STAFF } from "./demo-staff.ts";
import { renderDemoMedia, seedMedia } from "./seed/seed-media.ts";
import { seedSite, type SeededSite } from "./seed/seed-site.ts";
import { seedStaff } from "./seed/seed-staff.ts";

export type SeedOptions = {
  /** Dates are offsets from this instant, so "just arrived" and "sold in the last days" hold. */
  now?: Date;
  /** Render placeholder images into the media table (skipped by tests that do not look). */
  withImages?: boolean;
  sites?: DemoSite[];
  /** Where the images go, given the seed's transaction (default: the media table's bytes). */
  mediaStore?: (db: Database) => MediaStore;
};

export type SeedReport = { sites: SeededSite[]; images: number; staff: number };

/** True when the database already holds sites: seeding only ever fills an empty database. */
export async function hasSites(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.websites.id }).from(schema.websites).limit(1);
  return rows.length > 0;
}

/**
 * Creates the demo sites in one transaction: a failed seed leaves nothing behind. Images are
 * painted first, outside the transaction; each site's steps are in seed/seed-site.ts.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const sites = options.sites ?? DEMO_SITES;
  const report: SeedReport = { sites: [], images: 0, staff: 0 };
  const media = options.withImages === false ? [] : await renderDemoMedia(sites);
  await db.transaction(async (tx) => {
    await seedMedia((options.mediaStore ?? databaseMediaStore)(tx), media);
    report.images = media.length;
    for (const site of sites) report.sites.push(await seedSite(tx, site, now));
    // After the sites: the console users' grants name them.
    report.staff = await seedStaff(tx, DEMO_STAFF);
  });
  return report;
}
