"use client";

import { useEffect } from "react";
import {
  parseFavourites,
  recordRecentlyViewed,
  type Favourite,
} from "@forecourt/core/garage/favourites";
import { readStored, writeStored } from "./local-store.ts";

/** Puts the vehicle page's car at the front of the recently viewed list (`storage.viewsKey`). */
export function RecordView({ car, storageKey }: { car: Favourite; storageKey: string }) {
  useEffect(() => {
    writeStored(storageKey, recordRecentlyViewed(parseFavourites(readStored(storageKey)), car));
  }, [car, storageKey]);
  return null;
}
