"use client";

import { useEffect } from "react";
import { trackEvent } from "./track-event.ts";

/**
 * The search event (29) of a search page, with `search_string`: the shopper's words, else the
 * filters as the query names them (`make=Toyota&body=SUV`), else the search's own title.
 */
export function SearchEvent({
  title,
  query,
  resultCount,
}: {
  title: string;
  /** The search's state as its query string (core `serializeSearchState`). */
  query: string;
  resultCount: number;
}) {
  useEffect(() => {
    const params = new URLSearchParams(query);
    params.delete("page");
    params.delete("sort");
    const words = params.get("q");
    params.delete("q");
    const filters = params.toString();
    const searchString = [words, filters].filter(Boolean).join(" ") || title;
    trackEvent(
      { type: "search" },
      { properties: { search_string: searchString.slice(0, 200), result_count: resultCount } },
    );
  }, [query, title, resultCount]);
  return null;
}
