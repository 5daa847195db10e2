"use client";

import type { SortOption } from "@forecourt/core/search/sort-options";

/** The sort menu; with JavaScript a change applies at once, without it the Sort button does. */
export function SortSelect({ options, value }: { options: SortOption[]; value: string }) {
  return (
    <select
      id="search-sort"
      name="sort"
      defaultValue={value}
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
      className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm"
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
