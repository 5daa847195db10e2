import { checkoutProcessor } from "@forecourt/core/payments/payment-provider";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import { secretMarker } from "@forecourt/core/security/secret-marker";
import { primaryImageUrl } from "@forecourt/core/stock/primary-image";

/** A URL as integrations see it: stored paths made absolute against the site's origin. */
type Absolute = (path: string) => string;

/**
 * The spec §3 Car, as the platform API returns it (snake_case field names of the spec). The
 * storefront uses the domain type; this shape exists for integrations only.
 */
export function carJson({ car, location }: CarDetail, absolute: Absolute) {
  const primary = primaryImageUrl(car);
  const processors = car.paymentProcessors.map((p) => ({
    authorization_type: p.authorizationType,
    // The dealer's payment secret key: write-only, shown as set (and its last four) or null.
    authorization_key: secretMarker(p.authorizationKey),
    deposit_amount: p.depositAmount,
  }));
  return {
    id: car.id,
    slug: car.slug,
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
    payment_processors: processors,
    has_checkout_payment_processor: checkoutProcessor(car.paymentProcessors) !== null,
    autograb_data: {
      average_market_price: car.marketPrice.national,
      state_average_market_price: car.marketPrice.state,
    },
    location_id: car.locationId,
    carsales_seller_identifier: car.carsalesSellerIdentifier,
    /** Fields a feed import leaves as they are; set with PATCH. */
    locked_fields: car.lockedFields,
  };
}
