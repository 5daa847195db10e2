import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { distanceUnit, localize } from "@forecourt/core/locale/locale";
import {
  canonicalSearchState,
  hasSearchPath,
  parseSearchPath,
  respelledSearchPath,
  searchStateHref,
} from "@forecourt/core/search/search-path";
import {
  activeFilterCount,
  hasActiveFilters,
  parseSearchState,
  serializeSearchState,
  type SearchState,
} from "@forecourt/core/search/search-state";
import { resolveSort, sortOptionsFor } from "@forecourt/core/search/sort-options";
import { landingQuery } from "@forecourt/core/site/site-routes";
import { siteWords } from "@forecourt/core/site/site-words";
import { metaCatalogueIds } from "@forecourt/core/catalogue/meta-catalogue-id";
import type { CatalogueSite } from "@forecourt/core/catalogue/catalogue-feed";
import { SearchEvent } from "@/components/analytics/search-event";
import { Pagination } from "@/components/search/pagination";
import { FilterDrawerTrigger, FilterPanel } from "@/components/search/filter-drawer";
import { SearchFiltersPanel } from "@/components/search/search-filters";
import { SortForm } from "@/components/search/sort-form";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { VehicleCardGrid } from "@/components/vehicle/vehicle-card";
import { catalogueSiteOf } from "@/server/catalogue/catalogue-site";
import {
  currentSearchHour,
  getSearchPageCached,
  knownSearchValuesFor,
  searchStock,
} from "@/server/queries/search";
import type { RouteProps } from "./route-props.ts";

/**
 * The search a request asks for (decision 0010). A filter path is rendered only when it is the
 * canonical path of values this search has, else it is a 404; such pages are cached like any
 * path. A query string (the filter and sort forms, old links) is answered with a redirect to its
 * canonical path, unknown values dropped and campaign parameters kept (core landingQuery); only
 * a keyword search is rendered per request.
 */
async function load({ site, route, searchParams }: RouteProps<"search">) {
  const { settings } = site;
  const slug = route.slug ?? settings.search.defaultSlug;
  const page = await getSearchPageCached(site.id, slug);
  if (!page) notFound();
  const stateOptions = { distanceUnit: distanceUnit(settings.locale) };
  const action = `${settings.paths.search}/${page.slug}`;
  const hasQuery = Object.keys(searchParams).length > 0;
  const landing = landingQuery(searchParams);
  let state: SearchState;
  if (route.filterPath.length > 0 || hasQuery) {
    const known = await knownSearchValuesFor(site.id, settings, page.slug);
    if (route.filterPath.length > 0) {
      const fromPath = parseSearchPath(route.filterPath, known, stateOptions);
      if (!fromPath) {
        // "/make/Skoda" for "/make/Škoda": the same cars, at their canonical path.
        const respelled = respelledSearchPath(route.filterPath, known, stateOptions);
        if (respelled)
          permanentRedirect(searchStateHref(action, respelled, stateOptions) + landing);
        notFound();
      }
      // A query on a filter path adds nothing the path does not say: its canonical URL is the
      // path, with the campaign parameters an ad put on the link (the browser records them).
      if (hasQuery) {
        permanentRedirect(searchStateHref(action, fromPath, stateOptions) + landing);
      }
      state = fromPath;
    } else {
      state = canonicalSearchState(parseSearchState(searchParams, stateOptions), known);
      if (hasSearchPath(state)) {
        permanentRedirect(searchStateHref(action, state, stateOptions) + landing);
      }
    }
  } else {
    state = parseSearchState({}, stateOptions);
  }
  return { settings, page, state, stateOptions, action };
}

export async function metadata(props: RouteProps<"search">): Promise<Metadata> {
  const { page, state, action } = await load(props);
  const isPlain = !hasActiveFilters(state.filters) && state.page === 1;
  return {
    title: page.title,
    description:
      page.description ??
      localize(
        `${page.title} at ${props.site.name}: browse, compare and enquire online.`,
        props.site.settings.locale,
      ),
    alternates: { canonical: action },
    // Filtered and later pages are reachable by links but not indexed as pages of their own.
    robots: isPlain ? undefined : { index: false, follow: true },
  };
}

type Loaded = Awaited<ReturnType<typeof load>>;
type SearchResult = Awaited<ReturnType<typeof searchStock>>;
type Words = ReturnType<typeof siteWords>;

/** The results' count in words, and which of them this page shows. */
function resultCounts(result: SearchResult, words: Words) {
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.cars.length - 1;
  const countText = `${result.total} ${result.total === 1 ? words.nounInText : words.nounPluralInText}`;
  const foundText =
    result.total === 0 ? `No ${words.nounPluralInText} found` : `${countText} found`;
  return { first, last, countText, foundText };
}

/** Above the results: the filter drawer's button, how many were found, and the sort. */
function ResultsBar({
  loaded: { settings, state, stateOptions, action },
  result,
  foundText,
  shown,
}: {
  loaded: Loaded;
  result: SearchResult;
  foundText: string;
  shown: { first: number; last: number; state: SearchState };
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <FilterDrawerTrigger
        activeCount={activeFilterCount(state.filters)}
        inPlaceId="search-filters"
      />
      <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
        {foundText}
        {result.total > result.pageSize ? (
          <span className="font-normal text-slate-700">
            {" "}
            (showing {shown.first}-{shown.last})
          </span>
        ) : null}
      </h2>
      <SortForm
        action={action}
        state={shown.state}
        sort={resolveSort(state.sort, settings)}
        options={sortOptionsFor(settings)}
        stateOptions={stateOptions}
      />
    </div>
  );
}

/** A search with no cars: say so, and offer to clear the filters. */
function NoResults({ words, action }: { words: Words; action: string }) {
  return (
    <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center">
      <p className="text-lg font-semibold">No {words.nounPluralInText} match your search.</p>
      <p className="mt-2 text-slate-700">
        Try fewer filters, or clear them to see everything in stock.
      </p>
      <a href={action} className={buttonClasses("primary", "md", "mt-4 px-4")}>
        Clear all filters
      </a>
    </div>
  );
}

/** The results: the skip link, the bar above them, the cards (or none) and the pager. */
function SearchResults({
  loaded,
  result,
  words,
  catalogueSite,
  counts: { first, last, foundText },
}: {
  loaded: Loaded;
  result: SearchResult;
  words: Words;
  catalogueSite: CatalogueSite;
  counts: ReturnType<typeof resultCounts>;
}) {
  const { settings, state, stateOptions, action } = loaded;
  const shownState = { ...state, page: result.page };
  return (
    <section aria-labelledby="results-heading">
      {/* From lg the filters sit beside the results but follow every card in the document:
          a keyboard reaches them in one step instead of tabbing through the page. */}
      <a
        href="#search-filters"
        className="sr-only font-semibold underline focus:not-sr-only focus:mb-3 focus:inline-block max-lg:hidden"
      >
        Skip to the filters
      </a>
      <ResultsBar
        loaded={loaded}
        result={result}
        foundText={foundText}
        shown={{ first, last, state: shownState }}
      />
      {result.total === 0 ? (
        <NoResults words={words} action={action} />
      ) : (
        <VehicleCardGrid
          className="sm:grid-cols-2 lg:grid-cols-2 xl:grid-cols-3"
          imageSizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          cars={result.cars}
          words={words}
          basePath={settings.paths.vehicleBase}
          settings={settings}
          catalogueSite={catalogueSite}
          now={new Date()}
          priorityCount={2}
        />
      )}
      <Pagination
        action={action}
        state={shownState}
        page={result.page}
        pageCount={result.pageCount}
        stateOptions={stateOptions}
      />
    </section>
  );
}

/** /search/{slug}: a site's named search or one dealership's stock, with filters in the URL. */
export default async function SearchRoute(props: RouteProps<"search">): Promise<React.ReactNode> {
  const loaded = await load(props);
  const { settings, page, state, stateOptions, action } = loaded;
  const words = siteWords(settings);
  const query = serializeSearchState(state, stateOptions);
  const result = await searchStock(props.site.id, page.slug, query, currentSearchHour());
  const shownState = { ...state, page: result.page };
  const catalogueSite = catalogueSiteOf(props.site);
  const counts = resultCounts(result, words);
  const { countText, foundText } = counts;
  return (
    <Container className="py-8">
      <SearchEvent
        title={page.title}
        query={query}
        resultCount={result.total}
        contentIds={metaCatalogueIds(result.cars, catalogueSite)}
      />
      <h1 className="text-3xl font-bold">{words.text(page.title)}</h1>
      {page.description ? (
        <p className="mt-2 max-w-prose text-slate-700">{page.description}</p>
      ) : null}
      {/* On a phone the results come first: the filters open in a drawer from above them, and
          without JavaScript the same form follows the results. The form follows them in the
          document too (from lg it takes the first column): while a phone is still reading the
          page, a form ahead of the results would paint above them and then move. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <SearchResults {...{ loaded, result, words, catalogueSite, counts }} />
        <FilterPanel
          id="search-filters"
          description={`${foundText}. Change the filters, then show the results.`}
          nouns={[words.noun, words.nounPlural]}
        >
          <SearchFiltersPanel
            action={action}
            state={shownState}
            facets={result.facets}
            words={words}
            stateOptions={stateOptions}
            resultsLabel={result.total > 0 ? `Show ${countText}` : undefined}
          />
        </FilterPanel>
      </div>
    </Container>
  );
}
