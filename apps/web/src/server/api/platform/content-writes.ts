import "server-only";
import {
  isContentSlug,
  parseContentInput,
  type ContentKind,
} from "@forecourt/core/content/content-input";
import type { Site } from "@forecourt/core/site/site";
import { checkContentEnd, OFFER_ENDED_MESSAGE } from "@forecourt/core/content/offer-end";
import {
  publishContent,
  type RevisionConflict,
  type WrittenContent,
} from "@forecourt/db/repositories/content/write-content";
import { deleteContent } from "@forecourt/db/repositories/content/studio/remove-content";
import { forgetSitePolicies } from "../../security/page-security-headers.ts";
import { CONTENT_TAGS } from "../../content/content-tags.ts";
import { expireSiteTags } from "../../cache/expire-site-tags.ts";
import { cleanContentInput } from "../../content/clean-content-input.ts";
import { db } from "../../db.ts";
import { AppError, WEBSITE_NOT_FOUND_MESSAGE } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { withoutJson } from "../../http/parse-id.ts";
import { readJson } from "../../http/read-body.ts";
import { invalidWrite } from "./stock-write-limits.ts";
import { NO_STORE } from "../../http/no-store.ts";

/** A page with long HTML is bigger than a stock write; still far from anything abusive. */
const CONTENT_WRITE_MAX_BYTES = 512 * 1024;

const NOUNS: Record<ContentKind, string> = {
  page: "Page",
  offer: "Offer",
  "blog-post": "Blog post",
};
const JSON_KEYS: Record<ContentKind, string> = {
  page: "page",
  offer: "offer",
  "blog-post": "blog_post",
};

const contentNotFoundMessage = (kind: ContentKind) => `${NOUNS[kind]} not found`;

export const contentConflictMessage = (kind: ContentKind) =>
  `${NOUNS[kind]} was changed since the version your If-Match names (in the console or through the API), so nothing was changed. Read its current ETag and send your change again.`;

/** An item's revision as its entity tag: `"rev-12"`. */
export const revisionETag = (revision: number) => `"rev-${revision}"`;

const ETAG_PATTERN = /^(?:W\/)?"rev-(\d{1,10})"$/;

/**
 * The revisions an `If-Match` header accepts: absent (null, an unconditional write), `*` (any
 * stored revision), or the revisions of its entity tags. A tag not of our making matches no
 * revision, so the write is refused rather than made blindly. A weak prefix is tolerated.
 */
function ifMatchOf(request: Request): readonly number[] | "any" | null {
  const header = request.headers.get("if-match");
  if (header === null) return null;
  if (header.trim() === "*") return "any";
  return header
    .split(",")
    .map((tag) => ETAG_PATTERN.exec(tag.trim())?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number);
}

function conflict(kind: ContentKind, refused: RevisionConflict): AppError {
  return new AppError(
    "CONFLICT",
    contentConflictMessage(kind),
    undefined,
    refused.revision === null ? undefined : { etag: revisionETag(refused.revision) },
  );
}

function contentJson(content: WrittenContent) {
  return {
    id: content.id,
    slug: content.slug,
    title: content.title,
    body_html: content.bodyHtml,
    revision: content.revision,
  };
}

/**
 * PUT and DELETE of one page, offer or blog post by slug (`/api/v1/websites/{id}/pages/{slug}.json`,
 * `offers/{slug}.json`, `blog_posts/{slug}.json`): basic auth and the site from the path (the
 * platform edge), the body checked in core, HTML sanitised on write, the site's tag of that
 * content expired at once. PUT answers 201 created or 200 replaced with the item's `ETag`
 * (its revision, the counter the console's studio checks too); DELETE 204 or 404. With
 * `If-Match`, a write to an item changed since (or gone) answers 409 and changes nothing.
 */
export function contentWriteHandlers(kind: ContentKind) {
  const put = async ({ request, params, found: site }: PlatformInput<Site>) => {
    const body = await readJson(request, { maxBytes: CONTENT_WRITE_MAX_BYTES });
    const slug = withoutJson(pathParam(params, "slug"));
    const parsed = parseContentInput(kind, slug, body);
    if (!parsed.ok) throw invalidWrite(parsed.errors);
    // The studio's rule at publish: an offer already over is not written.
    if (!checkContentEnd(kind, parsed.input, new Date()).ok) {
      throw invalidWrite({ ends_at: OFFER_ENDED_MESSAGE });
    }
    const match = ifMatchOf(request);
    const result = await publishContent(await db(), {
      websiteId: site.id,
      kind,
      target: match ? { match } : {},
      slug,
      input: cleanContentInput(parsed.input),
    });
    if (!result.ok) {
      if (result.reason === "conflict") throw conflict(kind, result);
      throw new AppError("NOT_FOUND", WEBSITE_NOT_FOUND_MESSAGE);
    }
    // An address that answered gone is live again.
    forgetSitePolicies();
    await expireSiteTags(site, [CONTENT_TAGS[kind](site.id)]);
    return Response.json(
      { website_id: site.id, [JSON_KEYS[kind]]: contentJson(result.content) },
      {
        status: result.isCreated ? 201 : 200,
        headers: { ...NO_STORE, etag: revisionETag(result.content.revision) },
      },
    );
  };
  const remove = async ({ request, params, found: site }: PlatformInput<Site>) => {
    const slug = withoutJson(pathParam(params, "slug"));
    if (!isContentSlug(slug)) throw new AppError("NOT_FOUND", contentNotFoundMessage(kind));
    const match = ifMatchOf(request);
    const isDeleted = await deleteContent(await db(), kind, {
      websiteId: site.id,
      slug,
      now: new Date(),
      ...(match ? { match } : {}),
    });
    if (typeof isDeleted === "object") throw conflict(kind, isDeleted);
    if (!isDeleted) throw new AppError("NOT_FOUND", contentNotFoundMessage(kind));
    // Its address answers 410 from the next request this server's proxy sees.
    forgetSitePolicies();
    await expireSiteTags(site, [CONTENT_TAGS[kind](site.id)]);
    return new Response(null, { status: 204, headers: NO_STORE });
  };
  return { put, remove };
}
