import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { SLUG_PATTERN } from "@forecourt/core/domain/slug";
import type { Tx } from "../../client.ts";
import { cars } from "../../schema.ts";
import { parseRowId } from "@forecourt/core/domain/row-id";

const MAX_KEY_LENGTH = 200;
/**
 * How a car API path's key finds the car: a number is the car's id, then a slug; anything else
 * a slug. Null for a key no car can have (too long, or not letters, digits, - and _). Order by
 * `order` so an id match wins over a car whose slug happens to be the same number.
 */
export function carKeyMatch(key: string): { where: SQL; order: SQL } | null {
  if (key.length > MAX_KEY_LENGTH || !SLUG_PATTERN.test(key)) return null;
  const id = parseRowId(key);
  if (id === null) return { where: eq(cars.slug, key), order: sql`${cars.id}` };
  return { where: or(eq(cars.id, id), eq(cars.slug, key))!, order: desc(eq(cars.id, id)) };
}

/** The site's car a key matches (`carKeyMatch`), its row locked for the transaction; or none. */
export async function lockCarByKey(
  tx: Tx,
  websiteId: number,
  match: { where: SQL; order: SQL },
): Promise<typeof cars.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), match.where))
    .orderBy(match.order)
    .limit(1)
    .for("update");
  return row;
}
