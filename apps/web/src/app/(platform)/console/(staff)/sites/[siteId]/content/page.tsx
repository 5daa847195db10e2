import type { Metadata } from "next";
import {
  consoleContentItemPath,
  consoleMediaPath,
  consoleMenusPath,
  consoleSearchPagesPath,
} from "@forecourt/core/console/console-paths";
import { CONTENT_KINDS, type ContentKind } from "@forecourt/core/content/content-input";
import { RecentlyDeleted } from "@/components/console/sites/content/removal/recently-deleted";
import { ConsoleTable } from "@/components/console/kit/console-table";
import { formatConsoleTime } from "@/components/console/sites/content/console-time";
import { bannerValuesOf } from "@forecourt/core/console/home-layout-form";
import { homeSectionsInOrder } from "@forecourt/core/content/home-settings";
import { HomeHeroForm } from "@/components/console/sites/content/home/home-hero-form";
import { HomeLayoutForm } from "@/components/console/sites/content/home/home-layout-form";
import { staffRecordOr404 } from "@/server/console/console-session";
import { studioListOf, type StudioItemSummary } from "@/server/console/queries/studio";

export const metadata: Metadata = { title: "Content" };

const LINK = "text-blue-800 underline underline-offset-2";

const NOUNS: Record<ContentKind, string> = { offer: "offer", "blog-post": "post", page: "page" };

function statusOf(item: StudioItemSummary, now: Date, timeZone: string): string {
  if (item.publishAt) return `Scheduled for ${formatConsoleTime(item.publishAt, timeZone)}`;
  if (!item.isPublished) return "Draft, not published";
  if (item.endsAt && item.endsAt <= now) return "Ended";
  return item.hasDraft ? "Published, with a draft" : "Published";
}

/** One kind's items, each to edit, and a link to a new one. */
function ContentList({
  websiteId,
  kind,
  title,
  items,
  now,
  timeZone,
}: {
  websiteId: number;
  kind: ContentKind;
  title: string;
  items: StudioItemSummary[];
  now: Date;
  timeZone: string;
}) {
  return (
    <section aria-labelledby={`${kind}-heading`} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${kind}-heading`} className="text-xl font-semibold">
          {title}
        </h2>
        <a className={LINK} href={consoleContentItemPath(websiteId, kind, "new")}>
          New {NOUNS[kind]}
        </a>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-700">None yet.</p>
      ) : (
        // Named apart from its section: two landmarks of one name are one too many.
        <ConsoleTable
          caption={`All ${title.toLowerCase()}`}
          columns={["Title", "Address", "Status"]}
          className="mt-3"
        >
          {items.map((item) => (
            <tr key={item.id} className="border-b border-slate-200">
              <td className="p-2">
                <a className={LINK} href={consoleContentItemPath(websiteId, kind, item.id)}>
                  {item.title}
                </a>
              </td>
              <td className="p-2 font-mono">{item.slug}</td>
              <td className="p-2">{statusOf(item, now, timeZone)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}

function SitePartsLinks({ websiteId }: { websiteId: number }) {
  return (
    <section aria-labelledby="site-parts-heading" className="mt-6">
      <h2 id="site-parts-heading" className="text-xl font-semibold">
        Menus and search pages
      </h2>
      <ul className="mt-2 grid gap-1">
        <li>
          <a className={LINK} href={consoleMenusPath(websiteId)}>
            Header and footer menus
          </a>
        </li>
        <li>
          <a className={LINK} href={consoleSearchPagesPath(websiteId)}>
            Search pages
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The home page's hero, then its banners and sections. */
function HomeEditors({ site, images }: { site: StudioSite; images: StudioImages }) {
  const { home, branding, timeZone } = site.settings;
  return (
    <>
      <section aria-labelledby="home-heading" className="mt-8">
        <h2 id="home-heading" className="text-xl font-semibold">
          Home page hero
        </h2>
        <HomeHeroForm
          websiteId={site.id}
          initialValues={{
            heroTitle: home.heroTitle ?? "",
            heroSubtitle: home.heroSubtitle ?? "",
            bannerUrl: branding.bannerUrl ?? "",
          }}
          images={images}
        />
      </section>
      <section aria-labelledby="home-layout-heading" className="mt-8">
        <h2 id="home-layout-heading" className="text-xl font-semibold">
          Home page banners and sections
        </h2>
        <HomeLayoutForm
          websiteId={site.id}
          timeZone={timeZone}
          banners={bannerValuesOf(home.banners, timeZone)}
          sections={homeSectionsInOrder(home.sections)}
          images={images}
        />
      </section>
    </>
  );
}

type StudioList = NonNullable<Awaited<ReturnType<typeof studioListOf>>>;
type StudioSite = StudioList["site"];
type StudioImages = StudioList["images"];

/**
 * The content studio of one site: its home page (hero, banners, sections), its offers, blog
 * posts and pages, each to edit, and new ones; what was deleted lately, to restore; links to its
 * menus and its search pages.
 */
export default async function StudioPage({
  params,
  searchParams,
}: {
  params: Promise<{ siteId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { site, offers, posts, pages, images, deleted } = await staffRecordOr404(
    studioListOf,
    (await params).siteId,
  );
  // Just deleted from its editor, which comes here: say so, and where it can be restored.
  const deletedKind = (await searchParams).deleted;
  const deletedNoun = CONTENT_KINDS.find((kind) => kind === deletedKind);
  const lists = { websiteId: site.id, now: new Date(), timeZone: site.settings.timeZone };
  return (
    <>
      <h1 className="text-2xl font-bold">Content of {site.name}</h1>
      {deletedNoun ? (
        <p role="status" className="mt-2 rounded border border-green-300 bg-green-50 p-3">
          Deleted: the {NOUNS[deletedNoun]} is off the site. You can restore it from “Recently
          deleted” below for 30 days.
        </p>
      ) : null}
      <p className="mt-1 text-slate-700">
        Offers, posts and pages are drafts until you publish them; images come from the{" "}
        <a className={LINK} href={consoleMediaPath(site.id)}>
          media library
        </a>
        .
      </p>
      <SitePartsLinks websiteId={site.id} />
      <HomeEditors site={site} images={images} />
      <ContentList {...lists} kind="offer" title="Offers and specials" items={offers} />
      <ContentList {...lists} kind="blog-post" title="Blog posts" items={posts} />
      <ContentList {...lists} kind="page" title="Pages" items={pages} />
      <RecentlyDeleted websiteId={site.id} items={deleted} timeZone={site.settings.timeZone} />
    </>
  );
}
