import type { CarDetail } from "../domain/car-detail.ts";
import { carSpecFields } from "../stock/car-spec-fields.ts";
import type { CatalogueSite } from "./catalogue-feed.ts";
import { absoluteUrl, vehicleUrl } from "./listing-values.ts";

/**
 * One car as the generic stock export gives it to marketplaces: every spec §3 Car field under its
 * spec name (`carSpecFields`, as the platform API names them), plus the vehicle page's `url` and
 * the prices' `currency`. Payment processors keep their type and deposit only: a processor's
 * authorization key is the dealer's payment secret and never leaves the platform, not even as a
 * marker of being set.
 */
export function stockRecord(detail: CarDetail, site: CatalogueSite) {
  const { car } = detail;
  return {
    ...carSpecFields(detail, (path) => absoluteUrl(site, path)),
    url: vehicleUrl(site, car),
    currency: site.currency,
    payment_processors: car.paymentProcessors.map((processor) => ({
      authorization_type: processor.authorizationType,
      deposit_amount: processor.depositAmount,
    })),
  };
}

export type StockRecord = ReturnType<typeof stockRecord>;
