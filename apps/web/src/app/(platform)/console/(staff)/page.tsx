import { consoleContentPath, consoleMediaPath } from "@forecourt/core/console/console-paths";
import { consoleSiteSettingsPath } from "@forecourt/core/console/settings-form";
import { consoleSplitTestPath } from "@forecourt/core/console/split-test-form";
import { decideAccess } from "@forecourt/core/console/staff-access";
import { ROLE_LABELS } from "@forecourt/core/console/staff-roles";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";
import { requireStaff } from "@/server/console/console-session";
import { visibleSitePageOf } from "@/server/console/queries/sites";

type Staff = Awaited<ReturnType<typeof requireStaff>>;
type VisibleSite = Awaited<ReturnType<typeof visibleSitePageOf>>["sites"][number];

/** A link to one of a site's console pages, named with the site for a screen reader. */
function SitePageLink({ href, label, site }: { href: string; label: string; site: string }) {
  return (
    <a className="text-blue-800 underline underline-offset-2" href={href}>
      {label}
      <span className="sr-only"> of {site}</span>
    </a>
  );
}

/** One site: the user's role, its new leads, and the pages of it the user may manage. */
function SiteCard({ site, staff }: { site: VisibleSite; staff: Staff }) {
  const may = (action: Parameters<typeof decideAccess>[1]) =>
    decideAccess(staff, action, { websiteId: site.id }).allowed;
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <h2 className="text-lg font-semibold">{site.name}</h2>
      <p className="text-sm text-slate-700">
        {ROLE_LABELS[site.role]} · <span className="font-mono">{site.slug}</span>
      </p>
      {site.newLeads === null ? null : (
        <p className="mt-2">
          <strong>{site.newLeads}</strong> new {site.newLeads === 1 ? "lead" : "leads"}
        </p>
      )}
      {may("manage-content") ? (
        <p className="mt-2 flex flex-wrap gap-4">
          <SitePageLink href={consoleContentPath(site.id)} label="Content" site={site.name} />
          <SitePageLink href={consoleMediaPath(site.id)} label="Media library" site={site.name} />
        </p>
      ) : null}
      <p className="mt-2 flex flex-wrap gap-4 empty:hidden">
        {may("manage-settings") ? (
          <SitePageLink
            href={consoleSiteSettingsPath(site.id)}
            label="Site settings"
            site={site.name}
          />
        ) : null}
        {may("manage-split-tests") ? (
          <SitePageLink href={consoleSplitTestPath(site.id)} label="Split test" site={site.name} />
        ) : null}
      </p>
    </li>
  );
}

/**
 * The console's home: the sites the user can see, each with its new leads the user may read, a
 * page at a time by name ("More sites" goes on after the page's last).
 */
export default async function ConsoleHome({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff();
  const { after } = await searchParams;
  const { sites, nextAfter } = await visibleSitePageOf(
    staff,
    parseRowId(Array.isArray(after) ? after[0] : after),
  );
  return (
    <>
      <h1 className="text-2xl font-bold">Your sites</h1>
      {sites.length === 0 ? (
        <p className="mt-4 text-slate-700">
          You have no access to any site yet. Ask a dealer admin to invite you.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {sites.map((site) => (
            <SiteCard key={site.id} site={site} staff={staff} />
          ))}
        </ul>
      )}
      {nextAfter === null ? null : (
        <nav aria-label="Pages" className="mt-4">
          <a className="text-blue-800 underline" href={`${CONSOLE_PATH}?after=${nextAfter}`}>
            More sites
          </a>
        </nav>
      )}
    </>
  );
}
