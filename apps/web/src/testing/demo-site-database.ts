import { beforeAll } from "vitest";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { seededDemoDatabase } from "@forecourt/db/testing/demo-database";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { useRouteTestDatabase } from "./route-harness.ts";

/**
 * A test file's database seeded with the demo data (without images), which the routes under
 * test read, and one demo site of it: its settings at once, its handle and id once seeded.
 */
export function seededDemoSite(slug: string) {
  const site = DEMO_SITES.find((demo) => demo.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  const database = seededDemoDatabase();
  const seeded = {
    site,
    settings: siteSettingsSchema.parse(site.settings),
    get handle() {
      return database.handle;
    },
    siteId: 0,
  };
  beforeAll(() => {
    seeded.siteId = database.report.sites.find((s) => s.slug === slug)!.id;
    useRouteTestDatabase(database.handle);
  });
  return seeded;
}
