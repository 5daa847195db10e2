import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { seedDemoData } from "@forecourt/db/demo/seed";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { useRouteTestDatabase } from "./route-harness.ts";

/**
 * A test file's database seeded with the demo data (without images), which the routes under
 * test read, and one demo site of it: its settings at once, its handle and id once seeded.
 */
export function seededDemoSite(slug: string) {
  const site = DEMO_SITES.find((demo) => demo.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  const seeded = {
    site,
    settings: siteSettingsSchema.parse(site.settings),
    handle: null! as DatabaseHandle,
    siteId: 0,
  };
  beforeAll(async () => {
    seeded.handle = await createTestDatabase();
    const report = await seedDemoData(seeded.handle.db, { withImages: false });
    seeded.siteId = report.sites.find((s) => s.slug === slug)!.id;
    useRouteTestDatabase(seeded.handle);
  });
  afterAll(async () => {
    await seeded.handle?.close();
  });
  return seeded;
}
