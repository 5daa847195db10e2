import "server-only";
import type { AuditAction } from "@forecourt/core/console/audit-action";
import {
  CONTENT_SLUG_MESSAGE,
  parseContentInput,
  type ContentInput,
  type ContentKind,
} from "@forecourt/core/content/content-input";
import { checkContentEnd } from "@forecourt/core/content/offer-end";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Site } from "@forecourt/core/site/site";
import type { Database } from "@forecourt/db/client";
import { getContentVersion } from "@forecourt/db/repositories/content/studio/content-versions";
import { saveContentDraft } from "@forecourt/db/repositories/content/studio/write-studio-content";
import {
  publishContent,
  type ContentRefusal,
} from "@forecourt/db/repositories/content/write-content";
import type { ExpireSiteTags } from "../cache/site-tag-expiry.ts";
import { cleanContentInputReporting } from "./clean-content-input.ts";
import { CONTENT_TAGS } from "./content-tags.ts";

/** What each kind is called in a message ("This offer ..."). */
export const CONTENT_NOUNS: Record<ContentKind, string> = {
  page: "page",
  offer: "offer",
  "blog-post": "blog post",
};

export const STUDIO_MESSAGES = {
  conflict: (kind: ContentKind, by: string | null) =>
    `This ${CONTENT_NOUNS[kind]} was changed${by ? ` by ${by}` : ""} since you opened it, so nothing was saved. Open it again to see the latest, then make your change again.`,
  "slug-taken": (kind: ContentKind) =>
    `Another ${CONTENT_NOUNS[kind]} of this site has that URL: choose another.`,
  "not-found": (kind: ContentKind) => `This ${CONTENT_NOUNS[kind]} is not on this site.`,
  versionNotFound: "That version is not in this item's history.",
  offerEnded:
    "This offer's end date has passed, so it was not published. Choose a later end date, or keep it as a draft.",
  /** What the sanitiser removed, said after the done message. */
  cleaned: (removed: readonly string[]) => removed.join(" "),
} as const;

export type StudioDeps = { database: Database; expire: ExpireSiteTags };

/** A signed-in staff user, or null for the worker publishing what was scheduled. */
export type StudioActor = { id: string; email: string };

type SiteRef = Pick<Site, "id" | "slug" | "domains">;

type Item<K extends ContentKind> = {
  site: SiteRef;
  kind: K;
  /** null: a new item. */
  id: number | null;
  /** The revision the editor opened (a write since refuses the save). */
  revision: number;
};

/**
 * The answer of a studio write: done, or refused with the status the platform API would give
 * (400 bad input, 404 not this site's, 409 changed meanwhile or the slug taken) and a message.
 */
export type StudioAnswer<T = object> =
  | ({ ok: true; removed: string[] } & T)
  | { ok: false; status: 400 | 404 | 409; message: string; fieldErrors?: FieldErrors };

type Parsed<K extends ContentKind> = {
  slug: string;
  input: ContentInput[K];
  /** The cleaned input as the API's JSON (kept as the draft or version). */
  json: Record<string, unknown>;
  /** What the sanitiser removed ("A script element was removed."); empty when nothing real. */
  removed: string[];
};

/** A write's slug and body through the API's checks and the sanitiser. */
export function parseStudioInput<K extends ContentKind>(
  kind: K,
  slug: string,
  body: unknown,
): { ok: true; parsed: Parsed<K> } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = parseContentInput(kind, slug, body);
  if (!parsed.ok) {
    const { slug: slugError, ...rest } = parsed.errors;
    return { ok: false, fieldErrors: slugError ? { ...rest, slug: CONTENT_SLUG_MESSAGE } : rest };
  }
  const { input, removed } = cleanContentInputReporting<K>(parsed.input);
  const json = JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
  return { ok: true, parsed: { slug, input, json, removed } };
}

function refusal(kind: ContentKind, refused: ContentRefusal) {
  return refused.reason === "conflict"
    ? ({
        ok: false,
        status: 409,
        message: STUDIO_MESSAGES.conflict(kind, refused.changedBy),
      } as const)
    : ({
        ok: false,
        status: refused.reason === "not-found" ? 404 : 409,
        message: STUDIO_MESSAGES[refused.reason](kind),
        ...(refused.reason === "slug-taken"
          ? { fieldErrors: { slug: STUDIO_MESSAGES["slug-taken"](kind) } }
          : {}),
      } as const);
}

const auditOf = (actor: StudioActor | null, action: AuditAction, now: Date) =>
  actor ? { actor, action, now } : null;

/**
 * Keeps a change as a draft (nothing on the site changes), optionally to be published at
 * `publishAt` by the worker. Checked and cleaned as the API's write; refused if the item was
 * written since the editor opened it.
 */
export async function saveStudioDraft<K extends ContentKind>(
  deps: StudioDeps,
  options: Item<K> & {
    actor: StudioActor;
    slug: string;
    body: unknown;
    publishAt: Date | null;
    now: Date;
  },
): Promise<StudioAnswer<{ id: number; revision: number }>> {
  const checked = parseStudioInput(options.kind, options.slug, options.body);
  if (!checked.ok) return { ok: false, status: 400, message: "", fieldErrors: checked.fieldErrors };
  const { parsed } = checked;
  const saved = await saveContentDraft(deps.database, {
    websiteId: options.site.id,
    kind: options.kind,
    id: options.id,
    revision: options.revision,
    input: parsed.input,
    draft: {
      slug: parsed.slug,
      input: parsed.json,
      by: { id: options.actor.id, name: options.actor.email },
    },
    publishAt: options.publishAt,
    audit: auditOf(options.actor, "content.draft-saved", options.now),
  });
  if (!saved.ok) return refusal(options.kind, saved);
  // A draft of a published item changes nothing on the site; its preview reads it directly.
  return { ok: true, removed: parsed.removed, id: saved.id, revision: saved.revision };
}

/**
 * Publishes: the item's columns become the checked, cleaned input (the API's write), the version
 * is kept with who and when, and the kind's cache tag is expired so the site shows it on its
 * next request. A changed slug leaves a redirect from the old one.
 */
export async function publishStudioItem<K extends ContentKind>(
  deps: StudioDeps,
  options: Item<K> & {
    actor: StudioActor | null;
    /** Who the history names when there is no actor (the draft's author, for a schedule). */
    publishedBy?: { id: string | null; name: string };
    slug: string;
    body: unknown;
    now: Date;
    action?: AuditAction;
  },
): Promise<StudioAnswer<{ id: number; version: number; previousSlug: string | null }>> {
  const checked = parseStudioInput(options.kind, options.slug, options.body);
  if (!checked.ok) return { ok: false, status: 400, message: "", fieldErrors: checked.fieldErrors };
  const { parsed } = checked;
  if (!checkContentEnd(options.kind, parsed.input, options.now).ok) {
    const message = STUDIO_MESSAGES.offerEnded;
    return { ok: false, status: 400, message, fieldErrors: { ends_at: message } };
  }
  const publisher = options.actor
    ? { id: options.actor.id, name: options.actor.email }
    : (options.publishedBy ?? { id: null, name: "schedule" });
  const published = await publishContent(deps.database, {
    websiteId: options.site.id,
    kind: options.kind,
    target: { id: options.id, revision: options.revision },
    slug: parsed.slug,
    input: parsed.input,
    publisher,
    now: options.now,
    audit: auditOf(options.actor, options.action ?? "content.published", options.now),
  });
  if (!published.ok) return refusal(options.kind, published);
  await deps.expire(options.site, [CONTENT_TAGS[options.kind](options.site.id)]);
  return {
    ok: true,
    removed: parsed.removed,
    id: published.id,
    version: published.version,
    previousSlug: published.previousSlug,
  };
}

/** Publishes an earlier version again, in one step (a new version, the same content). */
export async function restoreStudioVersion<K extends ContentKind>(
  deps: StudioDeps,
  options: Item<K> & { id: number; actor: StudioActor; version: number; now: Date },
): Promise<StudioAnswer<{ id: number; version: number; previousSlug: string | null }>> {
  const version = await getContentVersion(deps.database, {
    websiteId: options.site.id,
    kind: options.kind,
    contentId: options.id,
    version: options.version,
  });
  if (!version) return { ok: false, status: 404, message: STUDIO_MESSAGES.versionNotFound };
  return publishStudioItem(deps, {
    ...options,
    slug: version.slug,
    body: version.input,
    action: "content.restored",
  });
}
