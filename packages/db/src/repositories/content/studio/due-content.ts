import { and, eq, gt, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { CONTENT_KINDS, type ContentKind } from "@forecourt/core/content/content-input";
import type { Database } from "../../../client.ts";
import { rows } from "../../../raw-rows.ts";
import { deletedContent, offers, siteBannerTimes } from "../../../schema.ts";
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

/** The window of a clock's tick: what happened after `from`, up to and at `to`. */
type Window = { from: Date; to: Date };

/** A draft of `kind` scheduled at or before `now` (by the index on its table's publish_at). */
function draftDue(kind: ContentKind, now: Date): SQL {
  const { table } = CONTENT_TABLES[kind];
  return and(lte(table.publishAt, now), isNotNull(table.draft)) as SQL;
}

/** A published offer that started or ended in the window (by the indexes on its times). */
function offerBoundary({ from, to }: Window): SQL {
  return and(
    eq(offers.isPublished, true),
    or(
      and(gt(offers.startsAt, from), lte(offers.startsAt, to)),
      and(gt(offers.endsAt, from), lte(offers.endsAt, to)),
    ),
  ) as SQL;
}

/** A home banner time in the window (by the index on `at`). */
function bannerBoundary({ from, to }: Window): SQL {
  return and(gt(siteBannerTimes.at, from), lte(siteBannerTimes.at, to)) as SQL;
}

/** A deleted item kept past its time (by the index on deleted_at). */
export function deletedBefore(before: Date): SQL {
  return lte(deletedContent.deletedAt, before);
}

/** What the content clock has to do in a tick: the parts with nothing due are not read. */
type DueContent = {
  draftKinds: ContentKind[];
  hasOfferBoundary: boolean;
  hasBannerBoundary: boolean;
  hasDeletedToPurge: boolean;
};

/**
 * Whether anything is due in each of the content clock's parts, in one statement of indexed
 * look-ups (each stops at its first due row): a tick with nothing due asks the database once,
 * whatever the number of sites and items.
 */
export async function findDueContent(
  db: Database,
  { from, to, purgeBefore }: Window & { purgeBefore: Date },
): Promise<DueContent> {
  // Written as SQL, not query builders: the clock asks every ten seconds, and building six
  // selects cost more than running them.
  const anyOf = (table: PgTable, where: SQL) => sql`exists (select from ${table} where ${where})`;
  const [row] = await rows<Record<string, boolean>>(
    db,
    sql`select ${sql.join(
      [
        ...CONTENT_KINDS.map(
          (kind, index) =>
            sql`${anyOf(CONTENT_TABLES[kind].table, draftDue(kind, to))} as ${sql.identifier(`kind_${index}`)}`,
        ),
        sql`${anyOf(offers, offerBoundary({ from, to }))} as offers`,
        sql`${anyOf(siteBannerTimes, bannerBoundary({ from, to }))} as banners`,
        sql`${anyOf(deletedContent, deletedBefore(purgeBefore))} as deleted`,
      ],
      sql`, `,
    )}`,
  );
  return {
    draftKinds: CONTENT_KINDS.filter((_, index) => row?.[`kind_${index}`] === true),
    hasOfferBoundary: row?.offers === true,
    hasBannerBoundary: row?.banners === true,
    hasDeletedToPurge: row?.deleted === true,
  };
}

/**
 * Every draft of every site (of `kinds`, by default all) scheduled at or before `now`, oldest
 * schedule first.
 */
export async function listDueDrafts(
  db: Database,
  now: Date,
  kinds: readonly ContentKind[] = CONTENT_KINDS,
): Promise<DueDraft[]> {
  const due: DueDraft[] = [];
  for (const kind of kinds) {
    const { table } = CONTENT_TABLES[kind];
    const rows = await db
      .select({
        websiteId: table.websiteId,
        id: table.id,
        revision: table.revision,
        draft: table.draft,
      })
      .from(table)
      .where(draftDue(kind, now))
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
    .where(offerBoundary({ from, to }));
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
    .where(bannerBoundary({ from, to }));
  return rows.map((row) => row.websiteId);
}
