"use client";

import { useEffect } from "react";
import { pixelContent } from "@forecourt/core/analytics/pixel-content";
import { catalogueVehicleId } from "@forecourt/core/domain/catalogue-vehicle-id";
import { setPageCar, trackEvent } from "./track-event.ts";

export type VehicleViewCar = {
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
 * product fields (`content_ids` [the car's catalogue id, its stock number], `contents`,
 * currency, `value`, `content_type`, `content_name`); every other event on the page carries the
 * car's slug and name.
 */
export function VehicleViewEvent({ car, currency }: { car: VehicleViewCar; currency: string }) {
  useEffect(() => {
    const pageCar = { car_id: car.id, car_slug: car.slug, car_name: car.name };
    setPageCar(pageCar);
    const contentId = catalogueVehicleId({ id: car.id, stockNumber: car.stockNumber ?? "" });
    trackEvent(
      { type: "vehicle-view", carType: car.carType, tag: car.tag },
      {
        properties: {
          ...pixelContent([contentId]),
          contents: [{ id: contentId, quantity: 1 }],
          currency,
          value: car.price ?? 0,
          content_name: car.name,
        },
      },
    );
    return () => setPageCar(null);
  }, [car, currency]);
  return null;
}
