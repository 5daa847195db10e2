import "server-only";
import {
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
 * deleted items forgotten.
 */
export async function publishDueContent(
  deps: StudioDeps,
  { since, now }: { since: Date; now: Date },
): Promise<number> {
  let done = 0;
  for (const due of await listDueDrafts(deps.database, now)) {
    const site = await getSiteById(deps.database, due.websiteId);
    if (!site) continue;
    const answer = await publishStudioItem(deps, {
      site,
      kind: due.kind,
      id: due.id,
      revision: due.revision,
      actor: null,
      publishedBy: due.draft.by,
      slug: due.draft.slug,
      body: due.draft.input,
      now,
    });
    // Refused (written meanwhile): the next tick reads it again.
    if (answer.ok) done += 1;
  }
  for (const websiteId of await listOfferBoundarySites(deps.database, { from: since, to: now })) {
    const site = await getSiteById(deps.database, websiteId);
    if (!site) continue;
    await deps.expire(site, [cacheTags.offers(websiteId)]);
    done += 1;
  }
  for (const websiteId of await listHomeBannerBoundarySites(deps.database, {
    from: since,
    to: now,
  })) {
    const site = await getSiteById(deps.database, websiteId);
    if (!site) continue;
    await deps.expire(site, [cacheTags.site(websiteId)]);
    done += 1;
  }
  return done + (await purgeExpiredDeletedContent(deps, now));
}
