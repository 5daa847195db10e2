import { headers } from "next/headers";
import { vehicleNoun } from "@forecourt/core/locale/locale";
import { getAllSites } from "@/server/queries/site";
import { env } from "@/server/env";

/** The bare platform host: an index of the dealer sites it serves. */
export default async function PlatformIndex() {
  // Read the request first: this page is per request, and the build must not open the database.
  const requestHeaders = await headers();
  const sites = await getAllSites();
  const port = (requestHeaders.get("host") ?? "").split(":")[1];
  const origin = (slug: string) =>
    `http://${slug}.${env().PLATFORM_DOMAIN}${port ? `:${port}` : ""}`;
  return (
    <main className="mx-auto max-w-4xl p-6 sm:p-10">
      <h1 className="text-3xl font-bold">Dealer sites</h1>
      <p className="mt-2 text-slate-700">
        {sites.length} {sites.length === 1 ? "site is" : "sites are"} served by this platform.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {sites.map((site) => (
          <li key={site.id} className="rounded-lg border border-slate-200 p-4">
            <h2 className="text-lg font-semibold">
              <a
                className="text-blue-800 underline-offset-2 hover:underline"
                href={origin(site.slug)}
              >
                {site.name}
              </a>
            </h2>
            <p className="text-sm text-slate-700">
              {vehicleNoun(site.template)} dealer · <span className="font-mono">{site.slug}</span>
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
