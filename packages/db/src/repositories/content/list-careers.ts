import { and, desc, eq } from "drizzle-orm";
import type { Career } from "@forecourt/core/domain/content";
import type { Database } from "../../client.ts";
import { careers } from "../../schema.ts";

/** A site's open positions, newest first. */
export async function listCareers(db: Database, websiteId: number): Promise<Career[]> {
  return db
    .select({
      id: careers.id,
      slug: careers.slug,
      title: careers.title,
      locationName: careers.locationName,
      employmentType: careers.employmentType,
      descriptionHtml: careers.descriptionHtml,
      postedAt: careers.postedAt,
    })
    .from(careers)
    .where(and(eq(careers.websiteId, websiteId), eq(careers.isOpen, true)))
    .orderBy(desc(careers.postedAt), desc(careers.id));
}
