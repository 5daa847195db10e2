import "server-only";
import { deletedContentPurgeBefore } from "@forecourt/core/content/content-removal";
import {
  findDueContent,
  listDueDrafts,
  listHomeBannerBoundarySites,
  listOfferBoundarySites,
} from "@forecourt/db/repositories/content/studio/due-content";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { cacheTags } from "../cache-tags.ts";
import { publishStudioItem, type StudioDeps } from "./studio-content.ts";
import { purgeExpiredDeletedContent } from "./studio-removal.ts";

/**
 * What the content clock does at `now`: publishes every draft whose scheduled time has come (in
 * its author's name, through the studio's publish), and expires the offers tag of each site an
 * offer of which started or ended since `since`, so pages listing offers drop an ended one by
 * themselves, and the settings tag of each site a home banner of which started or ended since
 * then (banners are settings), so its home page shows or drops it by itself; and forgets the
 * deleted items kept past 30 days. Answers how many drafts were published, sites expired and
 * deleted items forgotten. One statement first says which of these has anything due: a tick
 * with nothing due asks the database once.
 */
export async function publishDueContent(
  deps: StudioDeps,
  { since, now }: { since: Date; now: Date },
): Promise<number> {
  const due = await findDueContent(deps.database, {
    from: since,
    to: now,
    purgeBefore: deletedContentPurgeBefore(now),
  });
  let done = 0;
  for (const draft of await listDueDrafts(deps.database, now, due.draftKinds)) {
    const site = await getSiteById(deps.database, draft.websiteId);
    if (!site) continue;
    const answer = await publishStudioItem(deps, {
      site,
      kind: draft.kind,
      id: draft.id,
      revision: draft.revision,
      actor: null,
      publishedBy: draft.draft.by,
      slug: draft.draft.slug,
      body: draft.draft.input,
      now,
    });
    // Refused (written meanwhile): the next tick reads it again.
    if (answer.ok) done += 1;
  }
  const window = { from: since, to: now };
  const offerSites = due.hasOfferBoundary
    ? await listOfferBoundarySites(deps.database, window)
    : [];
  for (const websiteId of offerSites) {
    const site = await getSiteById(deps.database, websiteId);
    if (!site) continue;
    await deps.expire(site, [cacheTags.offers(websiteId)]);
    done += 1;
  }
  const bannerSites = due.hasBannerBoundary
    ? await listHomeBannerBoundarySites(deps.database, window)
    : [];
  for (const websiteId of bannerSites) {
    const site = await getSiteById(deps.database, websiteId);
    if (!site) continue;
    await deps.expire(site, [cacheTags.site(websiteId)]);
    done += 1;
  }
  return done + (due.hasDeletedToPurge ? await purgeExpiredDeletedContent(deps, now) : 0);
}
