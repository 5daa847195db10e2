"use client";

import { useEffect } from "react";
import type { metaVehicleEvent } from "@forecourt/core/catalogue/meta-vehicle-event";
import { rememberPageVehicle } from "./page-vehicle.ts";
import { setPageCar, trackEvent } from "./track-event.ts";

type VehicleViewCar = {
  id: number;
  slug: string;
  name: string;
  stockNumber: string | null;
  price: number | null;
  carType: string;
  tag: string | null;
};

/**
 * The vehicle page's view (spec §3): page view 3 or 4 by the car's type with the Meta/GA4
 * product fields (currency, `value`, `content_name`), Meta's automotive parameters and, for a
 * car the Meta catalogue carries, `content_ids` [its catalogue id], `content_type` and
 * `contents` (core `metaVehicleEvent`); every other event on the page carries the car's slug and
 * name.
 */
export function VehicleViewEvent({
  car,
  currency,
  meta,
}: {
  car: VehicleViewCar;
  currency: string;
  meta: ReturnType<typeof metaVehicleEvent>;
}) {
  useEffect(() => {
    const pageCar = { car_id: car.id, car_slug: car.slug, car_name: car.name };
    setPageCar(pageCar);
    const forgetVehicle = rememberPageVehicle([car.id, car.slug], meta);
    trackEvent(
      { type: "vehicle-view", carType: car.carType, tag: car.tag },
      {
        properties: {
          ...meta,
          ...("content_ids" in meta
            ? { contents: meta.content_ids.map((id) => ({ id, quantity: 1 })) }
            : {}),
          currency,
          value: car.price ?? 0,
          content_name: car.name,
        },
      },
    );
    return () => {
      setPageCar(null);
      forgetVehicle();
    };
  }, [car, currency, meta]);
  return null;
}
