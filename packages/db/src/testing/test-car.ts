import type { Database } from "../client.ts";
import { cars } from "../schema.ts";
import type { LeadTestSite } from "./lead-sites.ts";

/** One used Toyota Hilux in stock at a test site's main dealership; returns its id. */
export async function createTestCar(db: Database, site: LeadTestSite): Promise<number> {
  const [row] = await db
    .insert(cars)
    .values({
      websiteId: site.id,
      dealershipId: site.dealershipId,
      slug: "hilux-sr5",
      name: "2020 Toyota Hilux SR5",
      make: "Toyota",
      model: "Hilux",
      year: 2020,
      km: 50_000,
      carType: "used",
      price: 45_990,
      stockNumber: `${site.slug}-1`,
    })
    .returning();
  if (!row) throw new Error("car not created");
  return row.id;
}
