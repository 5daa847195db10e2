import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { consoleSearchPagesPath } from "@forecourt/core/console/console-paths";
import { searchPageValuesOf } from "@forecourt/core/console/search-page-form";
import { searchSlugPath } from "@forecourt/core/domain/path-settings";
import { BackLink } from "@/components/console/kit/back-link";
import { ConfirmActionForm } from "@/components/console/kit/confirm-action-form";
import { SearchPageForm } from "@/components/console/sites/content/search-pages/search-page-form";
import { requireStaff } from "@/server/console/console-session";
import { studioSearchPageOf } from "@/server/console/queries/search-pages";
import { searchPageDeleteAction } from "@/server/console/search-page-actions";
import { absoluteUrl } from "@/server/site-url";

export const metadata: Metadata = { title: "Edit a search page" };

const choicesOf = (facet: readonly { value: string; label: string }[]) =>
  facet.map(({ value, label }) => ({ value, label }));

/** One search page in the studio: its URL name, title and filters, and deleting it. */
export default async function SearchPageEditor({
  params,
  searchParams,
}: {
  params: Promise<{ siteId: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { siteId, id } = await params;
  const staff = await requireStaff();
  const found = await studioSearchPageOf(staff, { siteSegment: siteId, idSegment: id });
  if (!found) notFound();
  const { site, search, choices } = found;
  const isDefault = search?.slug === site.settings.search.defaultSlug;
  const path = search ? searchSlugPath(site.settings.paths, search.slug) : null;
  const { stored } = await searchParams;
  return (
    <>
      <BackLink href={consoleSearchPagesPath(site.id)}>Search pages of {site.name}</BackLink>
      <h1 className="mt-2 text-2xl font-bold">{search?.title ?? "New search page"}</h1>
      {path ? (
        <p className="mt-2">
          <a
            className="break-all text-blue-800 underline underline-offset-2"
            href={absoluteUrl(site, path)}
            target="_blank"
            rel="noopener"
          >
            See {path} on the site<span className="sr-only"> (opens a new tab)</span>
          </a>
        </p>
      ) : (
        <p className="mt-1 text-slate-700">It is on the site once you publish it.</p>
      )}
      <SearchPageForm
        websiteId={site.id}
        id={search?.id ?? "new"}
        searchPath={site.settings.paths.search}
        initialValues={
          search ? searchPageValuesOf({ ...search, filters: search.storedFilters }) : {}
        }
        choices={{
          carType: choicesOf(choices.carType),
          make: choicesOf(choices.make),
          model: choicesOf(choices.model),
          body: choicesOf(choices.body),
          fuel: choicesOf(choices.fuel),
          location: choicesOf(choices.location),
          dealership: choices.dealership,
        }}
        storedNotice={
          search && stored ? "Published: the site shows this search page now." : undefined
        }
      />
      {search && !isDefault ? (
        <section aria-labelledby="delete-heading" className="mt-10">
          <h2 id="delete-heading" className="text-xl font-semibold">
            Delete
          </h2>
          <div className="mt-2">
            <ConfirmActionForm
              action={searchPageDeleteAction}
              fields={{ websiteId: site.id, id: search.id }}
              label="Delete this search page"
              question={`Delete ${search.title}? Its address ${path} then shows the site's page not found.`}
              confirmLabel="Yes, delete it"
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
