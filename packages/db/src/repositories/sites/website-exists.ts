import { eq } from "drizzle-orm";
import type { Executor } from "../../client.ts";
import { websites } from "../../schema.ts";

/** Whether the site exists; writes check it first so a deleted site answers 404, not a 500. */
export async function websiteExists(db: Executor, websiteId: number) {
  const [site] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(eq(websites.id, websiteId))
    .limit(1);
  return site !== undefined;
}
