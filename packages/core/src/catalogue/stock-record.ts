import type { CarDetail } from "../domain/car-detail.ts";
import { checkoutProcessor } from "../payments/payment-provider.ts";
import { primaryImageUrl } from "../stock/primary-image.ts";
import type { CatalogueSite } from "./catalogue-feed.ts";
import { absoluteUrl, vehicleUrl } from "./listing-values.ts";

/**
 * One car as the generic stock export gives it to marketplaces: every spec §3 Car field under its
 * spec name, URLs absolute, plus the vehicle page's `url`. Payment processors keep their type and
 * deposit only: a processor's authorization key is the dealer's payment secret and never leaves
 * the platform, not even as a marker of being set.
 */
export function stockRecord({ car, location }: CarDetail, site: CatalogueSite) {
  const primary = primaryImageUrl(car);
  return {
    id: car.id,
    slug: car.slug,
    url: vehicleUrl(site, car),
    name: car.name,
    make: car.make,
    model: car.model,
    series: car.series,
    badge: car.badge,
    body: car.body,
    colour: car.colour,
    transmission: car.transmission,
    year: car.year,
    km: car.km,
    car_type: car.carType,
    status: car.status,
    price: car.price,
    before_price: car.beforePrice,
    subscription_price: car.subscriptionPrice,
    dapprice: car.dapPrice,
    currency: site.currency,
    stocknum: car.stockNumber,
    vin: car.vin,
    certified: car.isCertified,
    reserved: car.isReserved,
    sold: car.isSold,
    reservable: car.isReservable,
    preorder: car.isPreorder,
    tag: car.tag,
    created_at: car.createdAt.toISOString(),
    sold_at: car.soldAt?.toISOString() ?? null,
    simple_fuel: car.simpleFuel,
    description: car.description,
    primary_image_url: primary ? absoluteUrl(site, primary) : null,
    images: car.images.map((image) => absoluteUrl(site, image.url)),
    thumbnails: car.images.map((image) => absoluteUrl(site, image.thumbUrl)),
    file: car.fileUrl ? absoluteUrl(site, car.fileUrl) : null,
    dealership_id: car.dealershipId,
    dealership_slug: car.dealershipSlug,
    city: location?.address.city ?? car.location?.city ?? null,
    state: location?.address.state ?? car.location?.state ?? null,
    location: location
      ? {
          name: location.name,
          phone: location.phone,
          slug: location.slug,
          distribution_locations: location.distributionLocations,
        }
      : null,
    payment_processors: car.paymentProcessors.map((processor) => ({
      authorization_type: processor.authorizationType,
      deposit_amount: processor.depositAmount,
    })),
    has_checkout_payment_processor: checkoutProcessor(car.paymentProcessors) !== null,
    autograb_data: {
      average_market_price: car.marketPrice.national,
      state_average_market_price: car.marketPrice.state,
    },
    location_id: car.locationId,
    carsales_seller_identifier: car.carsalesSellerIdentifier,
  };
}

export type StockRecord = ReturnType<typeof stockRecord>;
