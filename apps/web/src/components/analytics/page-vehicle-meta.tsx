"use client";

import { useEffect } from "react";
import { rememberPageVehicle, type MetaVehicleFields } from "./page-vehicle.ts";

/**
 * Keeps the Meta fields of the car a page's form is about (a finance or trade-in page given the
 * car), worked out on the server (core `metaVehicleEvent`), for the lead's conversion: Meta's
 * automotive parameters, and the car's catalogue id only where Meta's catalogue carries it.
 */
export function PageVehicleMeta({
  carKeys,
  meta,
}: {
  /** What the page's form names the car by in `car_id` (its id, its slug). */
  carKeys: readonly (string | number)[];
  meta: MetaVehicleFields;
}) {
  const keys = carKeys.join("\n");
  useEffect(() => rememberPageVehicle(keys.split("\n"), meta), [keys, meta]);
  return null;
}
