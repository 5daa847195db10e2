import type { Database } from "../client.ts";
import { cars } from "../schema.ts";
import type { LeadTestSite } from "./lead-sites.ts";

type CarValues = Partial<typeof cars.$inferInsert>;

/** The second car of tests that need two: a used 2021 Ford Ranger XLT (pass to createTestCar). */
export const TEST_RANGER = {
  slug: "ranger-xlt",
  name: "2021 Ford Ranger XLT",
  make: "Ford",
  model: "Ranger",
  year: 2021,
  km: 30_000,
  price: 52_000,
} satisfies CarValues;

/**
 * One used car in stock at a test site's main dealership, a 2020 Toyota Hilux SR5 unless `values`
 * say otherwise; returns its id.
 */
export async function createTestCar(
  db: Database,
  site: LeadTestSite,
  values: CarValues = {},
): Promise<number> {
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
      ...values,
    })
    .returning();
  if (!row) throw new Error("car not created");
  return row.id;
}
