import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CONSOLE_NEW_SITE_PATH } from "@forecourt/core/console/console-paths";
import { consoleSiteSettingsPath } from "@forecourt/core/console/settings-form";
import { consoleSplitTestPath } from "@forecourt/core/console/split-test-form";
import { requireStaff } from "@/server/console/console-session";
import { SITE_SEARCH_LIMIT, switchableSitesOf } from "@/server/console/queries/sites";

export const metadata: Metadata = { title: "Find a site" };

/**
 * The operator's site switcher: the sites whose name, slug or domain contains what was typed in
 * the header's "Switch site" box; one alone opens straight away. Anyone else finds no page.
 */
export default async function SiteSwitcherPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff();
  const asked = (await searchParams).q;
  const query = (typeof asked === "string" ? asked : "").slice(0, 200);
  const sites = await switchableSitesOf(staff, query);
  if (!sites) notFound();
  if (sites.length === 1) redirect(consoleSiteSettingsPath(sites[0]!.id));
  return (
    <>
      <h1 className="text-2xl font-bold" id="found-sites" tabIndex={-1}>
        {query ? `Sites matching “${query}”` : "Find a site"}
      </h1>
      <p className="mt-1 text-slate-700">
        {query
          ? sites.length === 0
            ? "No site's name, web address or domain contains that."
            : `${sites.length}${sites.length === SITE_SEARCH_LIMIT ? " or more" : ""} sites: type more of the name to narrow them.`
          : "Type part of a site's name, web address or domain in “Switch site” above."}{" "}
        <a className="text-blue-800 underline" href={CONSOLE_NEW_SITE_PATH}>
          Open a new site
        </a>
      </p>
      {sites.length > 0 ? (
        <ul className="mt-4 grid gap-2" aria-labelledby="found-sites">
          {sites.map((site) => (
            <li key={site.id} className="flex flex-wrap items-center gap-x-4">
              <a
                className="inline-flex min-h-6 items-center text-blue-800 underline"
                href={consoleSiteSettingsPath(site.id)}
              >
                {site.name}
              </a>
              <span className="font-mono text-sm text-slate-700">{site.slug}</span>
              <a
                className="inline-flex min-h-6 items-center text-sm text-blue-800 underline"
                href={consoleSplitTestPath(site.id)}
              >
                Split test<span className="sr-only"> of {site.name}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
