import { and, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { CONTENT_KINDS, type ContentKind } from "@forecourt/core/content/content-input";
import type { Database } from "../../../client.ts";
import { offers, websites } from "../../../schema.ts";
import { CONTENT_TABLES } from "../write-content.ts";
import type { StudioDraft } from "./studio-items.ts";

/** A draft whose scheduled time has come. */
export type DueDraft = {
  kind: ContentKind;
  websiteId: number;
  id: number;
  revision: number;
  draft: StudioDraft;
};

/** Every draft of every site scheduled at or before `now`, oldest schedule first. */
export async function listDueDrafts(db: Database, now: Date): Promise<DueDraft[]> {
  const due: DueDraft[] = [];
  for (const kind of CONTENT_KINDS) {
    const { table } = CONTENT_TABLES[kind];
    const rows = await db
      .select({
        websiteId: table.websiteId,
        id: table.id,
        revision: table.revision,
        draft: table.draft,
      })
      .from(table)
      .where(and(lte(table.publishAt, now), isNotNull(table.draft)))
      .orderBy(table.publishAt)
      .limit(100);
    for (const row of rows) due.push({ kind, ...row, draft: row.draft as StudioDraft });
  }
  return due;
}

/**
 * The sites with a published offer that started or ended in (from, to]: their pages listing
 * offers are out of date from that moment, so their offers' cache tag is expired then.
 */
export async function listOfferBoundarySites(
  db: Database,
  { from, to }: { from: Date; to: Date },
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ websiteId: offers.websiteId })
    .from(offers)
    .where(
      and(
        eq(offers.isPublished, true),
        or(
          and(gt(offers.startsAt, from), lte(offers.startsAt, to)),
          and(gt(offers.endsAt, from), lte(offers.endsAt, to)),
        ),
      ),
    );
  return rows.map((row) => row.websiteId);
}

/**
 * The live sites with a home banner that starts or ends in (from, to]: their home page is out of
 * date from that moment (the page shows only the banners live as it renders), so the worker
 * expires it then. Times are read from the stored settings (checked by the settings schema on
 * every write); one that is not a time is passed over rather than failing the tick.
 */
export async function listHomeBannerBoundarySites(
  db: Database,
  { from, to }: { from: Date; to: Date },
): Promise<number[]> {
  const inWindow = (key: "startsAt" | "endsAt") => {
    // CASE, so a text that is not a time is never cast (AND does not promise an order).
    const time = sql`(case when banner ->> ${key} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' then (banner ->> ${key})::timestamptz end)`;
    return sql`(${time} > ${from.toISOString()}::timestamptz and ${time} <= ${to.toISOString()}::timestamptz)`;
  };
  const rows = await db
    .select({ websiteId: websites.id })
    .from(websites)
    .where(
      and(
        isNull(websites.archivedAt),
        sql`jsonb_typeof(${websites.settings} -> 'home' -> 'banners') = 'array'`,
        sql`exists (select 1 from jsonb_array_elements(${websites.settings} -> 'home' -> 'banners') as banner where ${inWindow("startsAt")} or ${inWindow("endsAt")})`,
      ),
    );
  return rows.map((row) => row.websiteId);
}
