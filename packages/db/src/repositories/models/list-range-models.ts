import { asc, eq } from "drizzle-orm";
import type { RangeModel } from "@forecourt/core/domain/model";
import type { Database } from "../../client.ts";
import { rangeModels } from "../../schema.ts";
import { toRangeModel } from "../mappers.ts";

export async function listRangeModels(db: Database, websiteId: number): Promise<RangeModel[]> {
  const rows = await db
    .select()
    .from(rangeModels)
    .where(eq(rangeModels.websiteId, websiteId))
    .orderBy(asc(rangeModels.position), asc(rangeModels.name));
  return rows.map(toRangeModel);
}
