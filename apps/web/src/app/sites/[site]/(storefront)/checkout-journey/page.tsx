import { notFound, redirect } from "next/navigation";
import { SLUG_PATTERN } from "@forecourt/core/site/site-routes";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { requireSite } from "@/server/queries/site";
import { isCheckoutEligible, requireVehicle } from "@/server/vehicle/vehicle-view";

// The car comes from the query string, so every request is answered on its own.
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ car_id?: string | string[] }>;
};

/**
 * Online purchase (spec §2 `/checkout-journey?car_id={slug}`): a car that may be bought online
 * continues to its buy-online summary under the site's vehicle base path; any other is a 404.
 */
export default async function CheckoutJourney({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  const carId = (await searchParams).car_id;
  if (typeof carId !== "string" || !SLUG_PATTERN.test(carId)) notFound();
  const detail = await requireVehicle(site, carId);
  if (!isCheckoutEligible(site, detail).isEligible) notFound();
  redirect(`${vehiclePath(site.settings.paths, detail.car.slug)}/buy-online`);
}
