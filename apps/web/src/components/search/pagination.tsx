import { searchStateHref } from "@forecourt/core/search/search-path";
import type { SearchState, SearchStateOptions } from "@forecourt/core/search/search-state";
import { buttonClasses } from "../ui/button.tsx";

type PaginationProps = {
  action: string;
  state: SearchState;
  page: number;
  pageCount: number;
  stateOptions: SearchStateOptions;
};

/**
 * Pages shown: first, last, and two either side of the current one. Plain links, like the filter
 * and sort forms: every search state is a full page load of its canonical URL (a cached path unless it has a
 * keyword).
 */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== "gap") pages.push("gap");
  }
  return pages;
}

const pageLinkClass = (isCurrent = false) =>
  buttonClasses(isCurrent ? "primary" : "outline", "sm", "min-w-10 border border-slate-300");

export function Pagination({ action, state, page, pageCount, stateOptions }: PaginationProps) {
  if (pageCount <= 1) return null;
  const href = (n: number) => searchStateHref(action, { ...state, page: n }, stateOptions);
  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} className={pageLinkClass()} rel="prev">
              Previous
            </a>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={pageLinkClass(true)}>
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <a href={href(n)} className={pageLinkClass()}>
                  <span className="sr-only">Page </span>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={href(page + 1)} className={pageLinkClass()} rel="next">
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
