import { and, eq, gt, isNotNull, lte, or } from "drizzle-orm";
import { CONTENT_KINDS, type ContentKind } from "@forecourt/core/content/content-input";
import type { Database } from "../../../client.ts";
import { offers, siteBannerTimes } from "../../../schema.ts";
import { CONTENT_TABLES } from "../write-content.ts";
import type { StudioDraft } from "./studio-items.ts";

/** A draft whose scheduled time has come. */
type DueDraft = {
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
 * expires it then. Times come from `site_banner_times`, which a trigger keeps from the stored
 * settings; one that is not a time is passed over there rather than failing a write or a tick.
 */
export async function listHomeBannerBoundarySites(
  db: Database,
  { from, to }: { from: Date; to: Date },
): Promise<number[]> {
  // The banners' times as the trigger on websites keeps them (archived sites have none): only
  // the times in the window are read, by the index on `at`.
  const rows = await db
    .selectDistinct({ websiteId: siteBannerTimes.websiteId })
    .from(siteBannerTimes)
    .where(and(gt(siteBannerTimes.at, from), lte(siteBannerTimes.at, to)));
  return rows.map((row) => row.websiteId);
}
