import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { consoleContentPath, kindOfStudioSegment } from "@forecourt/core/console/console-paths";
import {
  isStudioIntent,
  studioDoneMessage,
  studioValuesOf,
  wallTextOf,
} from "@forecourt/core/console/studio-form";
import type { ContentKind } from "@forecourt/core/content/content-input";
import { ActionButtonForm } from "@/components/console/kit/action-button-form";
import { BackLink } from "@/components/console/kit/back-link";
import { ConsoleTableSection } from "@/components/console/kit/console-table";
import { formatConsoleTime } from "@/components/console/sites/content/console-time";
import { StudioItemForm } from "@/components/console/sites/content/item/studio-item-form";
import { StudioRemovalSection } from "@/components/console/sites/content/removal/studio-removal-section";
import { requireStaff } from "@/server/console/console-session";
import {
  studioItemOf,
  type ContentVersion,
  type StudioItem,
} from "@/server/console/queries/studio";
import { studioRestoreAction } from "@/server/console/studio-actions";
import { removedSentencesOf } from "@/server/content/sanitize-html";

export const metadata: Metadata = { title: "Edit content" };

const NOUN: Record<ContentKind, string> = { offer: "offer", "blog-post": "post", page: "page" };

/** Where the item stands: what the site shows of it, and what waits. */
function statusOf(item: StudioItem | null, zone: string): string {
  if (!item) return "Nothing is on the site until you publish.";
  if (item.publishAt) return `Scheduled: published at ${formatConsoleTime(item.publishAt, zone)}.`;
  if (item.draft && item.isPublished) {
    return `A draft by ${item.draft.by.name} is waiting; the site shows the published version.`;
  }
  if (item.draft) return "A draft: not on the site yet.";
  return item.isPublished
    ? "Published: the site shows this version."
    : "Unpublished: a draft, not on the site.";
}

/** The editor's starting values: the waiting draft, else the published version, else empty. */
function editorValuesOf(kind: ContentKind, item: StudioItem | null, zone: string) {
  const source = item?.draft ?? (item ? { slug: item.slug, input: item.input } : null);
  const values = source
    ? {
        ...studioValuesOf(kind, source.input, zone),
        slug: source.slug,
        publish_at: item?.publishAt ? wallTextOf(item.publishAt.toISOString(), zone) : "",
      }
    : {};
  const title = item ? String(source?.input.title ?? item.slug) : `New ${NOUN[kind]}`;
  return { values, title };
}

function PreviewLink({ href }: { href: string }) {
  return (
    <p className="mt-2">
      <a
        className="text-blue-800 underline underline-offset-2"
        href={href}
        target="_blank"
        rel="noopener"
      >
        Preview on the site
        <span className="sr-only"> (opens a new tab)</span>
      </a>
    </p>
  );
}

/** Every published version, newest first, each but the live one to restore. */
function PublishedVersions({
  websiteId,
  kind,
  item,
  versions,
  zone,
}: {
  websiteId: number;
  kind: ContentKind;
  item: StudioItem;
  versions: ContentVersion[];
  zone: string;
}) {
  return (
    <ConsoleTableSection
      id="history-heading"
      title="Published versions"
      empty="Not published yet."
      className="mt-10"
      caption="Every published version, newest first"
      columns={["Version", "Title", "Published by", "When", null]}
      rows={versions.map((version, index) => ({
        key: version.version,
        cells: [
          version.version,
          String(version.input.title ?? ""),
          version.publishedBy,
          formatConsoleTime(version.publishedAt, zone),
          index === 0 ? (
            <span className="text-slate-700">Live</span>
          ) : (
            <ActionButtonForm
              action={studioRestoreAction}
              fields={{
                websiteId,
                kind,
                id: item.id,
                revision: item.revision,
                version: version.version,
              }}
              label={`Restore version ${version.version}`}
            >
              Restore
            </ActionButtonForm>
          ),
        ],
      }))}
    />
  );
}

/**
 * One offer, post or page in the studio: its editor (a draft, a schedule or published now), a
 * preview of the draft on the site itself, every published version, each to restore, and its
 * unpublish and delete.
 */
export default async function StudioItemPage({
  params,
  searchParams,
}: {
  params: Promise<{ siteId: string; kind: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { siteId, kind: segment, id } = await params;
  const kind = kindOfStudioSegment(segment);
  if (!kind) notFound();
  const staff = await requireStaff();
  const found = await studioItemOf(staff, { siteSegment: siteId, kind, idSegment: id });
  if (!found) notFound();
  const { site, item, versions, images, preview } = found;
  const zone = site.settings.timeZone;
  const { values, title } = editorValuesOf(kind, item, zone);
  const query = await searchParams;
  return (
    <>
      <BackLink href={consoleContentPath(site.id)}>Content of {site.name}</BackLink>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-slate-700">{statusOf(item, zone)}</p>
      {preview ? <PreviewLink href={preview} /> : null}
      <StudioItemForm
        websiteId={site.id}
        kind={kind}
        id={item?.id ?? "new"}
        revision={item?.revision ?? 0}
        initialValues={values}
        storedNotice={item ? storedNoticeOf(query, item, zone) : undefined}
        images={images}
        timeZone={zone}
      />
      {item ? (
        <>
          <PublishedVersions
            websiteId={site.id}
            kind={kind}
            item={item}
            versions={versions}
            zone={zone}
          />
          <StudioRemovalSection
            websiteId={site.id}
            kind={kind}
            id={item.id}
            revision={item.revision}
            title={title}
            isPublished={item.isPublished}
          />
        </>
      ) : null}
    </>
  );
}

/**
 * What a new item's editor says once the editor has stored it (`?stored=` the intent): how, and
 * what the sanitiser removed (`removed`, its own sentences only).
 */
function storedNoticeOf(
  query: Record<string, string | string[] | undefined>,
  item: StudioItem,
  zone: string,
): string | undefined {
  const { stored, removed } = query;
  if (!isStudioIntent(stored)) return undefined;
  const publishAt = item.publishAt ? wallTextOf(item.publishAt.toISOString(), zone) : "";
  return [studioDoneMessage(stored, publishAt, zone), ...removedSentencesOf(removed)].join(" ");
}
