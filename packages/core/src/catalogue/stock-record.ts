import type { CarDetail } from "../domain/car-detail.ts";
import { carSpecFields } from "../stock/car-spec-fields.ts";
import type { CatalogueSite } from "./catalogue-feed.ts";
import { absoluteOnOrigin, feedDescription, vehicleUrl } from "./listing-values.ts";

/**
 * The export's internal fields: third-party valuation data and payment processor settings. They
 * are left out unless the dealer turns them on (settings `catalogueFeeds.exportInternalFields`).
 */
const STOCK_INTERNAL_FIELDS = [
  "payment_processors",
  "has_checkout_payment_processor",
  "autograb_data",
] as const;

type Internal = (typeof STOCK_INTERNAL_FIELDS)[number];

/**
 * One car as the generic stock export gives it to marketplaces: every spec §3 Car field under its
 * spec name (`carSpecFields`, as the platform API names them), plus the vehicle page's `url` and
 * the prices' `currency`; the internal fields only where the dealer turned them on. Payment
 * processors keep their type and deposit only: a processor's authorization key is the dealer's
 * payment secret and never leaves the platform, not even as a marker of being set. Each field is
 * described in docs/stock-export.md.
 */
export function stockRecord(detail: CarDetail, site: CatalogueSite) {
  const { car } = detail;
  const fields = carSpecFields(detail, (path) => absoluteOnOrigin(site, path));
  const record = {
    ...fields,
    // Plain text, as every feed gives it: a dealer system's HTML is no marketplace's format.
    description: car.description === null ? null : feedDescription(car.description),
    url: vehicleUrl(site, car),
    currency: site.currency,
    payment_processors: car.paymentProcessors.map((processor) => ({
      authorization_type: processor.authorizationType,
      deposit_amount: processor.depositAmount,
    })),
  };
  if (site.isExportingInternalFields) return record;
  const shared: Omit<typeof record, Internal> & Partial<Pick<typeof record, Internal>> = {
    ...record,
  };
  for (const field of STOCK_INTERNAL_FIELDS) delete shared[field];
  return shared;
}

export type StockRecord = ReturnType<typeof stockRecord>;
