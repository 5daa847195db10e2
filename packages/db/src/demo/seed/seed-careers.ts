import type { Database } from "../../client.ts";
import * as schema from "../../schema.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { addDays } from "./add-days.ts";

/** Two open positions at the site's first location. */
export async function seedCareers(db: Database, site: DemoSite, websiteId: number, now: Date) {
  const locationName = site.locations[0]?.city ?? "";
  await db.insert(schema.careers).values([
    {
      websiteId,
      slug: "sales-consultant",
      title: "Sales Consultant",
      locationName,
      employmentType: "Full time",
      descriptionHtml: "<p>Help our customers find the right vehicle.</p>",
      postedAt: addDays(now, -6),
    },
    {
      websiteId,
      slug: "service-technician",
      title: "Service Technician",
      locationName,
      employmentType: "Full time",
      descriptionHtml: "<p>Qualified technician wanted.</p>",
      postedAt: addDays(now, -12),
    },
  ]);
}
