import { count, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { leads } from "../../schema.ts";

export async function countLeads(db: Database, websiteId?: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(leads)
    .where(websiteId === undefined ? undefined : eq(leads.websiteId, websiteId));
  return row?.value ?? 0;
}
