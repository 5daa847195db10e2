import { consoleSiteSettingsPath, COUNT_VISITS_LABEL } from "@forecourt/core/console/settings-form";

const NOT_COLLECTING_MESSAGE = `does not record visits: turn on “${COUNT_VISITS_LABEL}” in`;

type ShownSite = { id: number; name: string; isCollecting: boolean };

function SettingsLink({ siteId }: { siteId: number }) {
  return (
    <a className="text-blue-800 underline" href={consoleSiteSettingsPath(siteId)}>
      Settings
    </a>
  );
}

/**
 * Why Insight's traffic, speed and split tests are empty for a site: it does not record visits
 * (`analytics.collectorEnabled` off). One site is "this site"; in a group each such site is
 * named. Nothing when every shown site records them.
 */
export function InsightCollectionNotice({ sites }: { sites: readonly ShownSite[] }) {
  const off = sites.filter((site) => !site.isCollecting);
  if (off.length === 0) return null;
  const box = "mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900";
  if (sites.length === 1) {
    return (
      <p className={box} id="insight-not-collecting">
        This site {NOT_COLLECTING_MESSAGE} <SettingsLink siteId={off[0]!.id} />.
      </p>
    );
  }
  return (
    <ul className={`${box} list-none space-y-1`} id="insight-not-collecting">
      {off.map((site) => (
        <li key={site.id}>
          {site.name} {NOT_COLLECTING_MESSAGE} <SettingsLink siteId={site.id} />.
        </li>
      ))}
    </ul>
  );
}
