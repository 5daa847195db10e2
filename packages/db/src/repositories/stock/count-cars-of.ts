import { count, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { cars } from "../../schema.ts";

/** Where cars stand: a dealership or a location, by its id. */
type CarHolder = { dealershipId: number } | { locationId: number };

/** How many cars (sold ones included) `holder` has: what refuses removing it. */
export async function countCarsOf(db: Pick<Database, "select">, holder: CarHolder) {
  const column = "dealershipId" in holder ? cars.dealershipId : cars.locationId;
  const id = "dealershipId" in holder ? holder.dealershipId : holder.locationId;
  const [counted] = await db.select({ n: count() }).from(cars).where(eq(column, id));
  return counted?.n ?? 0;
}
