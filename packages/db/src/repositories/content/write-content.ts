import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AuditAction } from "@forecourt/core/console/audit-action";
import type { ContentInput, ContentKind } from "@forecourt/core/content/content-input";
import type { Database } from "../../client.ts";
import { websiteExists } from "../sites/website-exists.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";
import { blogPosts, contentRedirects, contentVersions, offers, pages } from "../../schema.ts";
import { appendContentVersion, type ContentPublisher } from "./studio/content-versions.ts";
import { dropRedirect, type Redirect } from "./studio/content-redirects.ts";

/** A page, offer or blog post as it is stored after a write. */
export type WrittenContent = {
  id: number;
  slug: string;
  title: string;
  bodyHtml: string;
  /** Counts every write, the studio's drafts and publishes and the API's alike. */
  revision: number;
};

/**
 * What a conditional write expects of the stored item: one of these revisions, or "any" (the
 * item exists at all). Absent, the write is unconditional.
 */
export type RevisionMatch = readonly number[] | "any";

/**
 * The item is not at the revision the write started from: its current revision (null when
 * absent) and who changed it, when known (the draft's author, else whoever published it last).
 */
export type RevisionConflict = {
  ok: false;
  reason: "conflict";
  revision: number | null;
  changedBy: string | null;
};

/**
 * Why a content write was refused: a conflict (see above); slug-taken, another item of the site
 * has that slug; not-found, no such site, or no such item on it.
 */
export type ContentRefusal = RevisionConflict | { ok: false; reason: "slug-taken" | "not-found" };

export type ContentWriteResult<T> = ({ ok: true } & T) | ContentRefusal;

export const isMatched = (match: RevisionMatch, revision: number | null) =>
  revision !== null && (match === "any" || match.includes(revision));

const API_PUBLISHER: ContentPublisher = { id: null, name: "platform API" };

/** The columns a kind's checked input is stored in (its slug and site apart). */
export function contentRowOf<K extends ContentKind>(
  kind: K,
  input: ContentInput[K],
): Record<string, unknown> {
  return (CONTENT_TABLES[kind].row as (value: ContentInput[K]) => Record<string, unknown>)(input);
}

// Each kind: its table, the column its slug is kept in, and the row its input becomes (every
// write counts in `revision`, so a console editor that started from an older one is refused).
export const CONTENT_TABLES = {
  page: {
    table: pages,
    slugColumn: pages.path,
    row: (input: ContentInput["page"]) => ({
      title: input.title,
      description: input.description,
      bodyHtml: input.body_html,
      isPublished: input.is_published,
      seoTitle: input.seo_title,
      socialImageUrl: input.social_image_url,
      updatedAt: new Date(),
      revision: sql`${pages.revision} + 1`,
    }),
    slugField: "path" as const,
  },
  offer: {
    table: offers,
    slugColumn: offers.slug,
    row: (input: ContentInput["offer"]) => ({
      title: input.title,
      summary: input.summary,
      bodyHtml: input.body_html,
      imageUrl: input.image_url,
      offerPrice: input.offer_price,
      financeTerms: input.finance_terms,
      modelSlugs: input.model_slugs,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      isPublished: true,
      revision: sql`${offers.revision} + 1`,
    }),
    slugField: "slug" as const,
  },
  "blog-post": {
    table: blogPosts,
    slugColumn: blogPosts.slug,
    row: (input: ContentInput["blog-post"]) => ({
      title: input.title,
      excerpt: input.excerpt,
      bodyHtml: input.body_html,
      imageUrl: input.image_url,
      publishedAt: input.published_at ?? new Date(),
      seoTitle: input.seo_title,
      seoDescription: input.seo_description,
      socialImageUrl: input.social_image_url,
      isPublished: true,
      revision: sql`${blogPosts.revision} + 1`,
    }),
    slugField: "slug" as const,
  },
} as const;

/** The stored item a write replaces, found and locked by the caller; null for a new item. */
type ReplacedContent = { id: number; slug: string; isPublished: boolean } | null;

type PublishedWrite<K extends ContentKind> = {
  websiteId: number;
  replaced: ReplacedContent;
  slug: string;
  /** Checked input with its HTML already cleaned. */
  input: ContentInput[K];
  publisher: ContentPublisher;
  now: Date;
  /** The studio publishes its draft: the draft and its schedule go with it. */
  isDraftPublished: boolean;
};

type PublishedContent = {
  id: number;
  version: number;
  /** The published item's old slug, which now redirects to the new one. */
  previousSlug: string | null;
  stored: { title: string; bodyHtml: string; revision: number };
};

/**
 * The columns of published content become `input` (a new row when nothing is replaced), its
 * address answers it (a published item's old slug redirects to the new one, and older redirects
 * follow), and the version is kept with who and when. Runs inside the publish's transaction,
 * after its checks.
 */
async function writePublishedContent<K extends ContentKind>(
  tx: Database,
  kind: K,
  options: PublishedWrite<K>,
): Promise<PublishedContent> {
  const { websiteId, replaced, slug, input, now } = options;
  const { table, slugField } = CONTENT_TABLES[kind];
  const columns = {
    ...contentRowOf(kind, input),
    [slugField]: slug,
    ...(options.isDraftPublished ? { draft: null, publishAt: null } : {}),
  };
  const [written] = replaced
    ? await tx.update(table).set(columns).where(eq(table.id, replaced.id)).returning()
    : await tx
        .insert(table)
        .values({ ...columns, websiteId, revision: 1 } as typeof table.$inferInsert)
        .returning();
  const stored = written as { id: number; title: string; bodyHtml: string; revision: number };
  const previousSlug = replaced?.isPublished && replaced.slug !== slug ? replaced.slug : null;
  if (previousSlug) await moveRedirects(tx, { websiteId, kind, from: previousSlug, to: slug });
  else await dropRedirect(tx, { websiteId, kind, from: slug });
  const version = await appendContentVersion(tx, {
    websiteId,
    kind,
    contentId: stored.id,
    slug,
    input,
    publisher: options.publisher,
    now,
  });
  return { id: stored.id, version, previousSlug, stored };
}

async function moveRedirects(
  tx: Database,
  { websiteId, kind, from, to }: Redirect & { to: string },
): Promise<void> {
  await dropRedirect(tx, { websiteId, kind, from: to });
  // Older addresses of the item go straight to the new one, not through the old one.
  await tx
    .update(contentRedirects)
    .set({ toSlug: to })
    .where(
      and(
        eq(contentRedirects.websiteId, websiteId),
        eq(contentRedirects.kind, kind),
        eq(contentRedirects.toSlug, from),
      ),
    );
  await tx
    .insert(contentRedirects)
    .values({ websiteId, kind, fromSlug: from, toSlug: to })
    .onConflictDoUpdate({
      target: [contentRedirects.websiteId, contentRedirects.kind, contentRedirects.fromSlug],
      set: { toSlug: to, toPath: null },
    });
}

/** The console user's entry in the audit log, written in the same transaction as the write. */
export type ContentAudit = {
  actor: { id: string; email: string };
  action: AuditAction;
  now: Date;
} | null;

export async function auditContentWrite(
  tx: Database,
  { websiteId, kind, audit }: { websiteId: number; kind: ContentKind; audit: ContentAudit },
  id: number,
  after: Record<string, unknown>,
): Promise<void> {
  if (!audit) return;
  await appendAuditEntry(tx, {
    ...audit,
    websiteId,
    subject: `${kind}:${id}`,
    before: null,
    after,
  });
}

/** A stored item as a write finds it, locked until the write's transaction ends. */
type LockedContent = {
  id: number;
  slug: string;
  isPublished: boolean;
  revision: number;
  /** The studio's draft, whose author a conflict names. */
  draft: { by: { name: string } } | null;
};

/** The site's item of that id (the studio) or of that slug (the platform API), locked. */
async function lockedContent(
  tx: Database,
  kind: ContentKind,
  websiteId: number,
  by: { id: number } | { slug: string },
): Promise<LockedContent | null> {
  const { table, slugColumn } = CONTENT_TABLES[kind];
  const which: SQL = "id" in by ? eq(table.id, by.id) : eq(slugColumn, by.slug);
  const [row] = await tx
    .select({
      id: table.id,
      slug: slugColumn,
      isPublished: table.isPublished,
      revision: table.revision,
      draft: table.draft,
    })
    .from(table)
    .where(and(eq(table.websiteId, websiteId), which))
    .for("update")
    .limit(1);
  return (row as LockedContent | undefined) ?? null;
}

/** Another item of the site (than `exceptId`) has that slug. */
export async function isSlugTaken(
  tx: Database,
  kind: ContentKind,
  websiteId: number,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  const { table, slugColumn } = CONTENT_TABLES[kind];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.websiteId, websiteId),
        eq(slugColumn, slug),
        exceptId === null ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function lastPublisher(tx: Database, kind: ContentKind, id: number): Promise<string | null> {
  const [latest] = await tx
    .select({ by: contentVersions.publishedBy })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.contentId, id)))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return latest?.by ?? null;
}

/** The conflict a write at the wrong revision answers, naming who changed the item if known. */
async function conflictOf(
  tx: Database,
  kind: ContentKind,
  row: LockedContent | null,
): Promise<RevisionConflict> {
  const changedBy = row ? (row.draft?.by.name ?? (await lastPublisher(tx, kind, row.id))) : null;
  return { ok: false, reason: "conflict", revision: row?.revision ?? null, changedBy };
}

/**
 * The row is the one the editor opened, at the revision it opened, or the refusal that says why
 * not: not-found, or changed meanwhile (by the draft's author, else whoever published it last).
 */
async function checkRevision(
  tx: Database,
  kind: ContentKind,
  row: LockedContent | null,
  revision: number,
): Promise<ContentRefusal | null> {
  if (!row) return { ok: false, reason: "not-found" };
  return row.revision === revision ? null : conflictOf(tx, kind, row);
}

/**
 * Which stored item a publish replaces, and what it must still be. The studio names the item
 * its editor opened (`id`, null for a new one) and the revision it started from, and publishes
 * its draft (the draft and its schedule go). The platform API names the site's item of the
 * write's slug, created when absent, optionally only at the revisions of its `If-Match`
 * (`match`); a draft the studio keeps of it stays a draft.
 */
type ContentTarget =
  { id: number | null; revision: number } | { id?: undefined; match?: RevisionMatch };

type Publish<K extends ContentKind> = {
  websiteId: number;
  kind: K;
  target: ContentTarget;
  slug: string;
  /** Checked input with its HTML already cleaned (the caller sanitises before writing). */
  input: ContentInput[K];
  /** Who publishes, for the item's history; the platform API when not given. */
  publisher?: ContentPublisher;
  now?: Date;
  audit?: ContentAudit;
};

/**
 * The stored item a write's target names, locked (null for a new one), or the refusal that says
 * why the write may not replace it.
 */
export async function lockedTarget(
  tx: Database,
  kind: ContentKind,
  { websiteId, target, slug }: { websiteId: number; target: ContentTarget; slug: string },
): Promise<{ ok: true; row: LockedContent | null } | ContentRefusal> {
  if (target.id === undefined) {
    const row = await lockedContent(tx, kind, websiteId, { slug });
    const isRefused = target.match && !isMatched(target.match, row?.revision ?? null);
    return isRefused ? conflictOf(tx, kind, row) : { ok: true, row };
  }
  if (target.id === null) return { ok: true, row: null };
  const row = await lockedContent(tx, kind, websiteId, { id: target.id });
  return (await checkRevision(tx, kind, row, target.revision)) ?? { ok: true, row };
}

/**
 * The one publish of a page, offer or blog post, the studio's (the console and the schedule) and
 * the platform API's PUT alike: under the item's lock, the target is checked (see
 * `ContentTarget`; another item of the site may not hold the slug), the columns become `input`,
 * a published item whose slug changes leaves a redirect from the old slug (and the redirects to
 * the old slug follow it), and the version is kept with who and when. Another site's content of
 * the same slug is never read or touched.
 */
export async function publishContent<K extends ContentKind>(
  db: Database,
  options: Publish<K>,
): Promise<
  ContentWriteResult<{
    id: number;
    version: number;
    previousSlug: string | null;
    isCreated: boolean;
    content: WrittenContent;
  }>
> {
  const { websiteId, kind, target, slug } = options;
  return db.transaction(async (tx) => {
    if (!(await websiteExists(tx, websiteId))) return { ok: false, reason: "not-found" } as const;
    const found = await lockedTarget(tx, kind, options);
    if (!found.ok) return found;
    const isStudio = target.id !== undefined;
    if (isStudio && (await isSlugTaken(tx, kind, websiteId, slug, target.id))) {
      return { ok: false, reason: "slug-taken" } as const;
    }
    const written = await writePublishedContent(tx, kind, {
      websiteId,
      replaced: found.row,
      slug,
      input: options.input,
      publisher: options.publisher ?? API_PUBLISHER,
      now: options.now ?? new Date(),
      isDraftPublished: isStudio,
    });
    const { id, version, previousSlug, stored } = written;
    await auditContentWrite(tx, { websiteId, kind, audit: options.audit ?? null }, id, {
      slug,
      version,
      ...(previousSlug ? { previousSlug } : {}),
    });
    const { title, bodyHtml, revision } = stored;
    const content = { id, slug, title, bodyHtml, revision };
    return { ok: true, id, version, previousSlug, isCreated: !found.row, content } as const;
  });
}
