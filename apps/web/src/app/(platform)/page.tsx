import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { vehicleNoun } from "@forecourt/core/locale/locale";
import { AppLink } from "@/components/app-link";
import { getSiteIndexPage } from "@/server/queries/site";
import { env } from "@/server/env";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The bare platform host: an index of the dealer sites it serves, by name, a page at a time
 * (`?after={site}`: the sites after that one), so thousands of sites are never listed at once.
 */
export default async function PlatformIndex({ searchParams }: { searchParams: SearchParams }) {
  // Read the request first: this page is per request, and the build must not open the database.
  const requestHeaders = await headers();
  const { after: afterText } = await searchParams;
  const after = typeof afterText === "string" ? parseRowId(afterText) : null;
  if (afterText !== undefined && after === null) notFound();
  const page = await getSiteIndexPage(after ?? 0);
  if (!page) notFound();
  const { sites, nextAfter } = page;
  const port = (requestHeaders.get("host") ?? "").split(":")[1];
  const origin = (slug: string) =>
    `http://${slug}.${env().PLATFORM_DOMAIN}${port ? `:${port}` : ""}`;
  const isWhole = after === null && nextAfter === null;
  return (
    <main className="mx-auto max-w-4xl p-6 sm:p-10">
      <h1 className="text-3xl font-bold">Dealer sites</h1>
      <p className="mt-2 text-slate-700">
        {isWhole
          ? `${sites.length} ${sites.length === 1 ? "site is" : "sites are"} served by this platform.`
          : "The sites served by this platform, by name, a page at a time."}
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
      {after !== null || nextAfter !== null ? (
        <nav aria-label="Pages" className="mt-8 flex gap-4">
          {after !== null ? (
            <AppLink className="text-blue-800 underline" href="/">
              First page
            </AppLink>
          ) : null}
          {nextAfter !== null ? (
            <a className="text-blue-800 underline" href={`/?after=${nextAfter}`}>
              Next page
            </a>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
