"use client";

import { parseFavourites, type Favourite } from "@forecourt/core/garage/favourites";
import { useStoredValue } from "./local-store.ts";

const NONE: Favourite[] = [];

/** The site's favourites (spec §3), stored under its `storage.favouritesKey`. */
export function useFavourites(storageKey: string): Favourite[] {
  return useStoredValue(storageKey, parseFavourites, NONE);
}
