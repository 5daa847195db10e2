import { and, eq } from "drizzle-orm";
import type { RangeModel } from "@forecourt/core/domain/model";
import type { Database } from "../../client.ts";
import { rangeModels } from "../../schema.ts";
import { toRangeModel } from "../mappers.ts";

export async function getRangeModel(
  db: Database,
  websiteId: number,
  slug: string,
): Promise<RangeModel | null> {
  const [row] = await db
    .select()
    .from(rangeModels)
    .where(and(eq(rangeModels.websiteId, websiteId), eq(rangeModels.slug, slug)))
    .limit(1);
  return row ? toRangeModel(row) : null;
}
