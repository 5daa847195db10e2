import type { SearchState } from "@forecourt/core/search/search-state";
import { searchStateEntries, type SearchStateOptions } from "@forecourt/core/search/search-state";
import type { SortOption } from "@forecourt/core/search/sort-options";
import type { SearchSort } from "@forecourt/core/site/site-settings";
import { Button } from "../ui/button.tsx";
import { HiddenState } from "./hidden-state.tsx";
import { SortSelect } from "./sort-select.tsx";

type SortFormProps = {
  action: string;
  state: SearchState;
  sort: SearchSort;
  options: SortOption[];
  stateOptions: SearchStateOptions;
};

/**
 * Changing the sort keeps the filters and goes back to page 1. Its parts wrap on a narrow
 * screen, so a long sort name does not push the page sideways at 320 px (WCAG 1.4.10).
 */
export function SortForm({ action, state, sort, options, stateOptions }: SortFormProps) {
  const kept = searchStateEntries({ ...state, sort: null, page: 1 }, stateOptions);
  return (
    <form action={action} method="get" className="flex flex-wrap items-center gap-2">
      <HiddenState entries={kept} />
      <label htmlFor="search-sort" className="text-sm font-medium">
        Sort by
      </label>
      <SortSelect options={options} value={sort} />
      <Button type="submit" variant="outline" size="sm">
        Sort
      </Button>
    </form>
  );
}
