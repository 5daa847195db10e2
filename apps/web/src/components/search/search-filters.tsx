import type { FacetRange, FacetValue, SearchFacets } from "@forecourt/core/search/search-result";
import {
  MILES_PARAMS,
  SEARCH_PARAMS,
  type SearchState,
  type SearchStateOptions,
} from "@forecourt/core/search/search-state";
import { KILOMETRES_PER_MILE } from "@forecourt/core/locale/locale";
import type { SiteWords } from "@forecourt/core/site/site-words";
import { SearchFiltersForm, type FacetOption } from "./search-filters-form.tsx";

type SearchFiltersProps = {
  action: string;
  state: SearchState;
  facets: SearchFacets;
  words: SiteWords;
  stateOptions: SearchStateOptions;
  /**
   * The results count for the submit button ("Show 52 cars"), shown in the phone's drawer
   * (`data-drawer`) until a filter changes (`data-changed`); "Show results" otherwise.
   */
  resultsLabel?: string;
};

type ListFacetKey = "carType" | "make" | "model" | "body" | "fuel" | "location";

/**
 * Every filter in one plain GET form (works without JavaScript): ticking a value and pressing
 * "Show results" loads the filtered page; the sort is kept and the page goes back to 1. The
 * labels and counts are worked out here; the form (a client component) only lays them out, so
 * the page's component payload carries the values, not the form's markup a second time.
 */
export function SearchFiltersPanel({
  action,
  state,
  facets,
  words,
  stateOptions,
  resultsLabel,
}: SearchFiltersProps) {
  const { filters } = state;
  const inMiles = stateOptions.distanceUnit === "mi";
  const toUnit = (km: number | null) =>
    km === null ? null : inMiles ? Math.round(km / KILOMETRES_PER_MILE) : km;
  const lists: {
    key: ListFacetKey;
    param: string;
    title: string;
    label: (f: FacetValue) => string;
  }[] = [
    {
      key: "carType",
      param: SEARCH_PARAMS.carType,
      title: "Condition",
      label: (f) => words.carTypeLabel(f.value as "new" | "used" | "demo"),
    },
    { key: "make", param: SEARCH_PARAMS.make, title: "Make", label: (f) => f.label },
    { key: "model", param: SEARCH_PARAMS.model, title: "Model", label: (f) => f.label },
    {
      key: "body",
      param: SEARCH_PARAMS.body,
      title: "Body type",
      label: (f) => words.countLabel(f.label, f.count),
    },
    { key: "fuel", param: SEARCH_PARAMS.fuel, title: "Fuel", label: (f) => words.text(f.label) },
    { key: "location", param: SEARCH_PARAMS.location, title: "Location", label: (f) => f.label },
  ];
  const ranges: {
    title: string;
    prefix: string;
    names: [string, string];
    values: [number | null, number | null];
    range: FacetRange;
    format: (n: number) => string;
  }[] = [
    {
      title: "Price",
      prefix: "price",
      names: [SEARCH_PARAMS.priceMin, SEARCH_PARAMS.priceMax],
      values: [filters.price.min, filters.price.max],
      range: facets.price,
      format: words.price,
    },
    {
      title: "Year",
      prefix: "year",
      names: [SEARCH_PARAMS.yearMin, SEARCH_PARAMS.yearMax],
      values: [filters.year.min, filters.year.max],
      range: facets.year,
      format: String,
    },
    {
      title: inMiles ? "Miles" : "Kilometres",
      prefix: "distance",
      names: inMiles
        ? [MILES_PARAMS.min, MILES_PARAMS.max]
        : [SEARCH_PARAMS.kmMin, SEARCH_PARAMS.kmMax],
      values: [toUnit(filters.km.min), toUnit(filters.km.max)],
      range: facets.km
        ? { min: toUnit(facets.km.min) ?? 0, max: toUnit(facets.km.max) ?? 0 }
        : null,
      format: (n) => n.toLocaleString("en-AU"),
    },
  ];
  return (
    <SearchFiltersForm
      action={action}
      heading={`Filter ${words.nounPlural}`}
      sort={state.sort}
      keyword={filters.q ?? ""}
      lists={lists.flatMap(({ key, param, title, label }) => {
        const selected = filters[key] as string[];
        const values = withSelected(facets[key], selected);
        if (values.length === 0) return [];
        return [
          {
            facet: key,
            param,
            title,
            isOpen: selected.length > 0 || key === "carType" || key === "make",
            values: values.map((facet) => facetOption(facet, label(facet), selected)),
          },
        ];
      })}
      ranges={ranges.map(({ range, format, ...rest }) => ({
        ...rest,
        hint: range ? `${format(range.min)} to ${format(range.max)} in these results` : null,
      }))}
      resultsLabel={resultsLabel}
    />
  );
}

/** A selected value stays listed (with 0) even when no result has it any more. */
function withSelected(facet: FacetValue[], selected: string[]): FacetValue[] {
  const missing = selected
    .filter((value) => !facet.some((f) => f.value === value))
    .map((value) => ({ value, label: value, count: 0 }));
  return [...facet, ...missing];
}

/** A box's values, leaving out a label equal to the value and an unticked state (the form's defaults). */
function facetOption(facet: FacetValue, label: string, selected: readonly string[]): FacetOption {
  return {
    value: facet.value,
    count: facet.count,
    ...(label === facet.value ? {} : { label }),
    ...(selected.includes(facet.value) ? { isChecked: true } : {}),
  };
}
