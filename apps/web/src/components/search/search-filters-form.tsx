"use client";

import { SEARCH_PARAMS } from "@forecourt/core/search/search-state";
import { Button } from "../ui/button.tsx";
import { Field } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { useLiveResultsLabel } from "./live-results-label.ts";
import { HiddenState } from "./hidden-state.tsx";
import { HydrateApart } from "../ui/hydrate-apart.tsx";
import { COLLAPSIBLE, collapseStyle } from "../ui/collapse.ts";
import { cx } from "../ui/cx.ts";

/** Values of a facet listed before its "more" (a site's long tail of models, say). */
const FIRST_FACET_VALUES = 6;

type FacetListModel = {
  /** The facet (make, model, ...), the start of its boxes' ids. */
  facet: string;
  /** The query parameter its boxes submit. */
  param: string;
  title: string;
  isOpen: boolean;
  values: FacetOption[];
};

/** One box of a facet list; the label defaults to the value, the box to unticked. */
export type FacetOption = { value: string; label?: string; count: number; isChecked?: boolean };

type FilterRange = {
  title: string;
  /** Prefix of the two inputs' ids. */
  prefix: string;
  names: [string, string];
  values: [number | null, number | null];
  /** "$19,310 to $66,200 in these results"; null when the results have no values. */
  hint: string | null;
};

type SearchFiltersFormProps = {
  action: string;
  heading: string;
  sort: string | null;
  keyword: string;
  lists: FacetListModel[];
  ranges: FilterRange[];
  /**
   * The results count for the submit button ("Show 52 cars"), shown in the phone's drawer
   * (`data-drawer`) until a filter changes (`data-changed`); "Show results" otherwise.
   */
  resultsLabel?: string;
};

/** The filters form `SearchFiltersPanel` fills in on the server. */
export function SearchFiltersForm({
  action,
  heading,
  sort,
  keyword,
  lists,
  ranges,
  resultsLabel,
}: SearchFiltersFormProps) {
  // In the phone's drawer, the count of the filters as changed once it is back.
  const liveLabel = useLiveResultsLabel();
  return (
    <HydrateApart>
      <form action={action} method="get" aria-labelledby="filters-heading" className="space-y-4">
        <h2 id="filters-heading" className="text-lg font-bold">
          {heading}
        </h2>
        {sort ? <HiddenState entries={[[SEARCH_PARAMS.sort, sort]]} /> : null}
        <Field id="search-q" label="Keyword" labelClassName="text-sm font-semibold text-slate-900">
          {(control) => (
            <Input
              {...control}
              type="search"
              name={SEARCH_PARAMS.q}
              defaultValue={keyword}
              placeholder="Make, model or stock number"
              size="sm"
            />
          )}
        </Field>
        {lists.map((list) => (
          <FacetList key={list.facet} {...list} />
        ))}
        {ranges.map((range) => (
          <RangeInputs key={range.prefix} {...range} />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" className="px-4">
            {resultsLabel || liveLabel ? (
              <>
                <span data-results-label="count">{liveLabel ?? resultsLabel}</span>
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
    </HydrateApart>
  );
}

function FacetList({ facet: facetName, param, title, isOpen, values }: FacetListModel) {
  // The first few values (and every ticked one) show at once, the rest behind "more".
  const isFirst = (facet: FacetOption, index: number) =>
    index < FIRST_FACET_VALUES || facet.isChecked === true;
  const first = values.filter(isFirst);
  const more = values.filter((facet, index) => !isFirst(facet, index));
  const option = (facet: FacetOption) => {
    const id = `filter-${facetName}-${facet.value}`.replace(/[^A-Za-z0-9_-]/g, "_");
    return (
      <li key={facet.value} className="facet-option">
        <input
          id={id}
          type="checkbox"
          name={param}
          value={facet.value}
          defaultChecked={facet.isChecked ?? false}
        />
        <label htmlFor={id}>
          <span>{facet.label ?? facet.value}</span>
          <span data-facet-count>({facet.count})</span>
        </label>
      </li>
    );
  };
  return (
    <details
      open={isOpen}
      className={cx("rounded-md border border-slate-200 p-3", COLLAPSIBLE)}
      style={collapseStyle}
    >
      <summary className="cursor-pointer text-sm font-semibold">{title}</summary>
      <fieldset className="mt-2">
        <legend className="sr-only">{title}</legend>
        <ul className="space-y-1">{first.map(option)}</ul>
        {more.length > 0 ? (
          <details className={cx("mt-1", COLLAPSIBLE)} style={collapseStyle}>
            <summary className="cursor-pointer text-sm font-semibold text-slate-700 underline underline-offset-2">
              {more.length} more
            </summary>
            <ul className="mt-1 space-y-1">{more.map(option)}</ul>
          </details>
        ) : null}
      </fieldset>
    </details>
  );
}

function RangeInputs({ title, prefix, names, values, hint }: FilterRange) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(["min", "max"] as const).map((end, index) => (
          <Field
            key={end}
            id={`${prefix}-${end}`}
            label={end === "min" ? "From" : "To"}
            labelClassName="text-xs font-medium text-slate-900"
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
