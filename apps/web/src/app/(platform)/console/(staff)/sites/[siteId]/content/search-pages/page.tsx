import type { Metadata } from "next";
import { consoleContentPath, consoleSearchPagePath } from "@forecourt/core/console/console-paths";
import { searchSlugPath } from "@forecourt/core/domain/path-settings";
import { BackLink } from "@/components/console/kit/back-link";
import { ConsoleTable } from "@/components/console/kit/console-table";
import { FormNotice } from "@/components/console/kit/form-notice";
import { staffRecordOr404 } from "@/server/console/console-session";
import { studioSearchPagesOf } from "@/server/console/queries/search-pages";
import { absoluteUrl } from "@/server/site-url";

export const metadata: Metadata = { title: "Search pages" };

const LINK = "text-blue-800 underline underline-offset-2";

/** A site's search pages (named searches): each to edit and to see on the site, and new ones. */
export default async function SearchPagesPage({
  params,
  searchParams,
}: {
  params: Promise<{ siteId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { site, searches } = await staffRecordOr404(studioSearchPagesOf, (await params).siteId);
  const { deleted } = await searchParams;
  return (
    <>
      <BackLink href={consoleContentPath(site.id)}>Content of {site.name}</BackLink>
      <h1 className="mt-2 text-2xl font-bold">Search pages of {site.name}</h1>
      <p className="mt-1 text-slate-700">
        A search page is a page of the site listing the cars that match its filters, at its own
        address. Changes are on the site at once.
      </p>
      {typeof deleted === "string" ? (
        <div className="mt-3">
          <FormNotice state={{ status: "done", message: `Deleted the search page ${deleted}.` }} />
        </div>
      ) : null}
      <p className="mt-4">
        <a className={LINK} href={consoleSearchPagePath(site.id, "new")}>
          New search page
        </a>
      </p>
      {searches.length === 0 ? (
        <p className="mt-3 text-slate-700">None yet.</p>
      ) : (
        <ConsoleTable
          caption="Every search page"
          columns={["Title", "On the site"]}
          className="mt-3"
        >
          {searches.map((search) => {
            const path = searchSlugPath(site.settings.paths, search.slug);
            return (
              <tr key={search.id} className="border-b border-slate-200">
                <td className="p-2">
                  <a className={LINK} href={consoleSearchPagePath(site.id, search.id)}>
                    {search.title}
                  </a>
                </td>
                <td className="p-2 break-all">
                  <a className={LINK} href={absoluteUrl(site, path)} target="_blank" rel="noopener">
                    {path}
                    <span className="sr-only"> (opens a new tab)</span>
                  </a>
                </td>
              </tr>
            );
          })}
        </ConsoleTable>
      )}
    </>
  );
}
