import "server-only";
import type { ContentKind } from "@forecourt/core/content/content-input";
import {
  deletedContentPurgeBefore,
  type RemovedAddress,
} from "@forecourt/core/content/content-removal";
import {
  deleteStudioContent,
  getDeletedContent,
  purgeDeletedContent,
  restoreDeletedContent,
  unpublishContent,
} from "@forecourt/db/repositories/content/studio/remove-content";
import type { ContentRefusal } from "@forecourt/db/repositories/content/write-content";
import { forgetSitePolicies } from "../security/page-security-headers.ts";
import { CONTENT_TAGS } from "./content-tags.ts";
import {
  CONTENT_NOUNS,
  parseStudioInput,
  STUDIO_MESSAGES,
  type StudioActor,
  type StudioAnswer,
  type StudioDeps,
} from "./studio-content.ts";
import type { Site } from "@forecourt/core/site/site";

type ItemOf = {
  site: Pick<Site, "id" | "slug" | "domains">;
  kind: ContentKind;
  id: number;
  actor: StudioActor;
  now: Date;
};

const REMOVAL_MESSAGES = {
  changed: (kind: ContentKind) =>
    `This ${CONTENT_NOUNS[kind]} was changed since you opened it, so nothing was done. Open it again, then try again.`,
  notDeleted: (kind: ContentKind) =>
    `This ${CONTENT_NOUNS[kind]} is not in the recently deleted list (restored already, or kept past 30 days).`,
  slugTaken: (kind: ContentKind, slug: string) =>
    `Another ${CONTENT_NOUNS[kind]} of this site now has the address ${slug}: change its address, then restore this one.`,
} as const;

function refused(kind: ContentKind, refusal: ContentRefusal): StudioAnswer<never> {
  if (refusal.reason === "conflict") {
    return { ok: false, status: 409, message: REMOVAL_MESSAGES.changed(kind) };
  }
  return { ok: false, status: 404, message: STUDIO_MESSAGES["not-found"](kind) };
}

/** The item as the repository's removals name it: its site, kind and id, and who does it when. */
const removalRef = (item: ItemOf) => ({
  websiteId: item.site.id,
  kind: item.kind,
  id: item.id,
  audit: { actor: item.actor, now: item.now },
});

/** The site shows the change from its next request: its kind's tag, and the proxy's memory. */
async function expireRemoval(deps: StudioDeps, item: Pick<ItemOf, "site" | "kind">) {
  forgetSitePolicies();
  await deps.expire(item.site, [CONTENT_TAGS[item.kind](item.site.id)]);
}

/** Takes an item back to draft: off the site, its sitemap and its lists at once; audited. */
export async function unpublishStudioItem(
  deps: StudioDeps,
  item: ItemOf & { revision: number },
): Promise<StudioAnswer> {
  const done = await unpublishContent(deps.database, {
    ...removalRef(item),
    revision: item.revision,
  });
  if (!done.ok) return refused(item.kind, done);
  await expireRemoval(deps, item);
  return { ok: true, removed: [] };
}

/**
 * Deletes an item: it leaves the studio's list and the site, kept 30 days to be restored; its
 * address (a post's, a page's) answers 410 or moves to the path chosen. Audited.
 */
export async function deleteStudioItem(
  deps: StudioDeps,
  item: ItemOf & { revision: number; address: RemovedAddress },
): Promise<StudioAnswer<{ slug: string }>> {
  const done = await deleteStudioContent(deps.database, {
    ...removalRef(item),
    revision: item.revision,
    address: item.address,
  });
  if (!done.ok) return refused(item.kind, done);
  await expireRemoval(deps, item);
  return { ok: true, removed: [], slug: done.slug };
}

/**
 * Restores a recently deleted item as it was, its kept state checked and cleaned again as any
 * write (the API's checks and the sanitiser); refused when its address is taken meanwhile.
 */
export async function restoreDeletedStudioItem(
  deps: StudioDeps,
  item: ItemOf,
): Promise<StudioAnswer<{ slug: string }>> {
  const { audit, ...ref } = removalRef(item);
  const since = deletedContentPurgeBefore(item.now);
  const kept = await getDeletedContent(deps.database, { ...ref, since });
  if (!kept) return { ok: false, status: 404, message: REMOVAL_MESSAGES.notDeleted(item.kind) };
  const checked = parseStudioInput(item.kind, kept.slug, kept.input);
  if (!checked.ok) return { ok: false, status: 400, message: "", fieldErrors: checked.fieldErrors };
  const done = await restoreDeletedContent(deps.database, {
    ...ref,
    since,
    input: checked.parsed.input,
    audit,
  });
  if (!done.ok) {
    return done.reason === "slug-taken"
      ? { ok: false, status: 409, message: REMOVAL_MESSAGES.slugTaken(item.kind, kept.slug) }
      : { ok: false, status: 404, message: REMOVAL_MESSAGES.notDeleted(item.kind) };
  }
  await expireRemoval(deps, item);
  return { ok: true, removed: checked.parsed.removed, slug: done.slug };
}

/** How many kept deleted items the content clock forgets a tick, at most. */
const PURGE_BATCH = 200;

/** Forgets the deleted items kept past 30 days (the content clock, each tick). */
export async function purgeExpiredDeletedContent(deps: StudioDeps, now: Date): Promise<number> {
  return purgeDeletedContent(deps.database, {
    before: deletedContentPurgeBefore(now),
    limit: PURGE_BATCH,
  });
}
