import { eq, sql } from "drizzle-orm";
import { carVinRule, type CarVinRule } from "@forecourt/core/stock/car-vin-rule";
import type { Executor } from "../../client.ts";
import { websites } from "../../schema.ts";

/** The VIN rule a site's car writes follow, by the country of its locale setting. */
export async function readCarVinRule(db: Executor, websiteId: number): Promise<CarVinRule> {
  const [site] = await db
    .select({ locale: sql<string | null>`${websites.settings}->>'locale'` })
    .from(websites)
    .where(eq(websites.id, websiteId));
  return carVinRule(site?.locale);
}
