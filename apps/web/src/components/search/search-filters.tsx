import type { FacetRange, FacetValue, SearchFacets } from "@forecourt/core/search/search-result";
import {
  MILES_PARAMS,
  SEARCH_PARAMS,
  type SearchState,
  type SearchStateOptions,
} from "@forecourt/core/search/search-state";
import { KILOMETRES_PER_MILE } from "@forecourt/core/locale/locale";
import type { SiteWords } from "@forecourt/core/site/site-words";
import { Button } from "../ui/button.tsx";
import { Field } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { HiddenState } from "./hidden-state.tsx";

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

/** Values of a facet listed before its "more" (a site's long tail of models, say). */
const FIRST_FACET_VALUES = 6;

type ListFacetKey = "carType" | "make" | "model" | "body" | "fuel" | "location";

/**
 * Every filter in one plain GET form (works without JavaScript): ticking a value and pressing
 * "Show results" loads the filtered page; the sort is kept and the page goes back to 1.
 */
export function SearchFilters({
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
  const ranges: RangeInputsProps[] = [
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
    <form action={action} method="get" aria-labelledby="filters-heading" className="space-y-4">
      <h2 id="filters-heading" className="text-lg font-bold">
        Filter {words.nounPlural}
      </h2>
      {state.sort ? <HiddenState entries={[[SEARCH_PARAMS.sort, state.sort]]} /> : null}
      <Field id="search-q" label="Keyword" labelClassName="font-semibold text-slate-900">
        {(control) => (
          <Input
            {...control}
            type="search"
            name={SEARCH_PARAMS.q}
            defaultValue={filters.q ?? ""}
            placeholder="Make, model or stock number"
            size="sm"
          />
        )}
      </Field>
      {lists.map(({ key, param, title, label }) => {
        const selected = filters[key] as string[];
        const values = withSelected(facets[key], selected);
        if (values.length === 0) return null;
        // The first few values (and every ticked one) show at once, the rest behind "more".
        const isFirst = (facet: FacetValue, index: number) =>
          index < FIRST_FACET_VALUES || selected.includes(facet.value);
        const first = values.filter(isFirst);
        const more = values.filter((facet, index) => !isFirst(facet, index));
        const option = (facet: FacetValue) => {
          const id = `filter-${key}-${facet.value}`.replace(/[^A-Za-z0-9_-]/g, "_");
          return (
            <li key={facet.value} className="facet-option">
              <input
                id={id}
                type="checkbox"
                name={param}
                value={facet.value}
                defaultChecked={selected.includes(facet.value)}
              />
              <label htmlFor={id}>
                <span>{label(facet)}</span>
                <span data-facet-count>({facet.count})</span>
              </label>
            </li>
          );
        };
        return (
          <details
            key={key}
            open={selected.length > 0 || key === "carType" || key === "make"}
            className="rounded-md border border-slate-200 p-3"
          >
            <summary className="cursor-pointer text-sm font-semibold">{title}</summary>
            <fieldset className="mt-2">
              <legend className="sr-only">{title}</legend>
              <ul className="space-y-1">{first.map(option)}</ul>
              {more.length > 0 ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-sm font-semibold text-slate-700 underline underline-offset-2">
                    {more.length} more
                  </summary>
                  <ul className="mt-1 space-y-1">{more.map(option)}</ul>
                </details>
              ) : null}
            </fieldset>
          </details>
        );
      })}
      {ranges.map((range) => (
        <RangeInputs key={range.prefix} {...range} />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" className="px-4">
          {resultsLabel ? (
            <>
              <span data-results-label="count">{resultsLabel}</span>
              <span data-results-label="plain">Show results</span>
            </>
          ) : (
            "Show results"
          )}
        </Button>
        <a href={action} className="text-sm font-semibold underline underline-offset-2">
          Clear filters
        </a>
      </div>
    </form>
  );
}

/** A selected value stays listed (with 0) even when no result has it any more. */
function withSelected(facet: FacetValue[], selected: string[]): FacetValue[] {
  const missing = selected
    .filter((value) => !facet.some((f) => f.value === value))
    .map((value) => ({ value, label: value, count: 0 }));
  return [...facet, ...missing];
}

type RangeInputsProps = {
  title: string;
  prefix: string;
  names: [string, string];
  values: [number | null, number | null];
  range: FacetRange;
  format: (n: number) => string;
};

function RangeInputs({ title, prefix, names, values, range, format }: RangeInputsProps) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {range ? (
        <p className="text-xs text-slate-600">
          {format(range.min)} to {format(range.max)} in these results
        </p>
      ) : null}
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(["min", "max"] as const).map((end, index) => (
          <Field
            key={end}
            id={`${prefix}-${end}`}
            label={end === "min" ? "From" : "To"}
            labelClassName="text-xs text-slate-900"
          >
            {(control) => (
              <Input
                {...control}
                name={names[index]}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={values[index] ?? ""}
                size="xs"
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
