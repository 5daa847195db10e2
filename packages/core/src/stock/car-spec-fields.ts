import type { CarDetail } from "../domain/car-detail.ts";
import { carDescription } from "./car-description.ts";
import { checkoutProcessor, ONLINE_PAYMENT_PROVIDERS } from "../payments/payment-provider.ts";
import { primaryImageUrl } from "./primary-image.ts";

/** A stored path made absolute against the site's origin (absolute URLs are kept). */
export type AbsoluteUrl = (path: string) => string;

/**
 * The spec §3 Car as integrations read it, snake_case under the spec's names, URLs absolute:
 * every field but the payment processors, whose keys each reader shows its own way (the platform
 * API as a write-only marker, the catalogue export not at all).
 */
export function carSpecFields({ car, location }: CarDetail, absolute: AbsoluteUrl) {
  const primary = primaryImageUrl(car);
  return {
    id: car.id,
    slug: car.slug,
    ...carDescription(car),
    drivetrain: car.drivetrain,
    engine: car.engine,
    features: car.features,
    berths: car.berths,
    length_m: car.lengthM,
    car_type: car.carType,
    status: car.status,
    price: car.price,
    before_price: car.beforePrice,
    subscription_price: car.subscriptionPrice,
    dapprice: car.dapPrice,
    stocknum: car.stockNumber,
    vin: car.vin,
    certified: car.isCertified,
    reserved: car.isReserved,
    sold: car.isSold,
    sold_at: car.soldAt?.toISOString() ?? null,
    reservable: car.isReservable,
    preorder: car.isPreorder,
    tag: car.tag,
    created_at: car.createdAt.toISOString(),
    simple_fuel: car.simpleFuel,
    description: car.description,
    primary_image_url: primary ? absolute(primary) : null,
    images: car.images.map((image) => ({
      image: { url: absolute(image.url), width: image.width, height: image.height },
    })),
    thumbnails: car.images.map((image) => absolute(image.thumbUrl)),
    file: car.fileUrl ? absolute(car.fileUrl) : null,
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
    // A processor of a provider the platform has an adapter for, whatever this server's keys.
    has_checkout_payment_processor:
      checkoutProcessor(car.paymentProcessors, ONLINE_PAYMENT_PROVIDERS) !== null,
    autograb_data: {
      average_market_price: car.marketPrice.national,
      state_average_market_price: car.marketPrice.state,
    },
    location_id: car.locationId,
    carsales_seller_identifier: car.carsalesSellerIdentifier,
  };
}
