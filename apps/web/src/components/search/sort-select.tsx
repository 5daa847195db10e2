"use client";

import type { SortOption } from "@forecourt/core/search/sort-options";
import { Select } from "../ui/input.tsx";

/** The sort menu; with JavaScript a change applies at once, without it the Sort button does. */
export function SortSelect({ options, value }: { options: SortOption[]; value: string }) {
  return (
    <Select
      id="search-sort"
      name="sort"
      defaultValue={value}
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
      size="sm"
      className="w-auto min-w-0 max-w-full"
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
