"use client";

import { useEffect } from "react";
import { pixelContent } from "@forecourt/core/analytics/pixel-content";
import { trackEvent } from "./track-event.ts";

/**
 * The search event (29) of a search page, with `search_string`: the shopper's words, else the
 * filters as the query names them (`make=Toyota&body=SUV`), else the search's own title; and
 * Meta's `content_ids`, the catalogue ids of the cars the page shows that Meta's catalogue
 * carries, in their order (the first ones, core `pixelContent`).
 */
export function SearchEvent({
  title,
  query,
  resultCount,
  contentIds,
}: {
  title: string;
  /** The search's state as its query string (core `serializeSearchState`). */
  query: string;
  resultCount: number;
  /**
   * The shown cars' ids in Meta's catalogue (core `metaCatalogueIds`: the cars it leaves out
   * are not named), in the order shown.
   */
  contentIds: readonly string[];
}) {
  // One event per page of results: a new render with the same cars is not a new search.
  const ids = contentIds.join("\n");
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
      {
        properties: {
          search_string: searchString.slice(0, 200),
          result_count: resultCount,
          ...pixelContent(ids === "" ? [] : ids.split("\n")),
        },
      },
    );
  }, [query, title, resultCount, ids]);
  return null;
}
