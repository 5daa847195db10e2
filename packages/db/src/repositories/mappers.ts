import { parseSiteSettings } from "@forecourt/core/site/site-settings";
import type {
  Car,
  CarImage,
  CarStatus,
  CarType,
  PaymentProcessor,
  SimpleFuel,
} from "@forecourt/core/domain/car";
import type {
  Address,
  Location,
  LocationType,
  OpeningHours,
} from "@forecourt/core/domain/location";
import type { RangeModel } from "@forecourt/core/domain/model";
import type { Dealership } from "@forecourt/core/domain/dealership";
import type { DealershipSetup } from "@forecourt/core/site/dealership-setup";
import { secretMarker } from "@forecourt/core/security/secret-marker";
import type { Site } from "@forecourt/core/site/site";
import { shownVehicle } from "@forecourt/core/search/make-aliases";
import { carDescription } from "@forecourt/core/stock/car-description";
import type * as schema from "../schema.ts";
import type { ShownImage } from "./stock/shown-image-columns.ts";

/** Rows become domain types here and nowhere else. */

class InvalidSiteSettingsError extends Error {
  constructor(
    readonly siteSlug: string,
    readonly issues: string[],
  ) {
    super(`Site ${siteSlug} has invalid settings: ${issues.join("; ")}`);
    this.name = "InvalidSiteSettingsError";
  }
}

export function toSite(row: typeof schema.websites.$inferSelect, domains: string[]): Site {
  const parsed = parseSiteSettings(row.settings);
  if (!parsed.ok) throw new InvalidSiteSettingsError(row.slug, parsed.issues);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    primaryDealershipId: row.primaryDealershipId,
    settings: parsed.settings,
    domains,
  };
}

export function toDealership(row: typeof schema.dealerships.$inferSelect): Dealership {
  return {
    id: row.id,
    websiteId: row.websiteId,
    slug: row.slug,
    name: row.name,
    email: row.leadEmail,
    reviewCount: row.reviewCount,
    averageRating: row.averageRating,
    stripePublishableKey: row.stripePublishableKey,
  };
}

/** A dealership with where its leads go and its secrets as markers (`DealershipSetup`). */
export function toDealershipSetup(row: typeof schema.dealerships.$inferSelect): DealershipSetup {
  return {
    ...toDealership(row),
    leadEmail: row.leadEmail,
    adfEmail: row.adfEmail,
    webhookUrl: row.webhookUrl,
    webhookSecret: secretMarker(row.webhookSecret),
    paymentWebhookSecret: secretMarker(row.paymentWebhookSecret),
  };
}

export function toLocation(
  row: typeof schema.locations.$inferSelect,
  dealershipSlug: string,
): Location {
  return {
    id: row.id,
    websiteId: row.websiteId,
    dealershipId: row.dealershipId,
    dealershipSlug,
    name: row.name,
    slug: row.slug,
    locationTypes: row.locationTypes as LocationType[],
    isPrimary: row.isPrimary,
    isVisible: row.isVisible,
    phone: row.phone,
    email: row.email,
    socialUrls: row.socialUrls as Record<string, string>,
    distributionLocations: row.distributionLocations,
    googleStoreCode: row.googleStoreCode,
    openingHours: row.openingHours as OpeningHours,
    address: toAddress(row.address),
    reviews: { count: row.reviewCount, averageRating: row.averageRating },
  };
}

/** A stored address; one stored before a field existed reads it as null. */
function toAddress(stored: unknown): Address {
  return { placeUrl: null, mapKey: null, ...(stored as Partial<Address>) } as Address;
}

export function toRangeModel(row: typeof schema.rangeModels.$inferSelect): RangeModel {
  return {
    id: row.id,
    websiteId: row.websiteId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    manufacturerName: row.manufacturerName,
    bodies: row.bodies,
    manufacturerBody2: row.manufacturerBody2,
    manufacturerBody3: row.manufacturerBody3,
    aftermarketManufacturerId: row.aftermarketManufacturerId,
    bodyStyles: row.bodyStyles,
    fuels: row.fuels,
    variant: row.variant,
    imageUrl: row.imageUrl,
    imageThumbUrl: row.imageThumbUrl,
    isNew: row.isNew,
    overrideUrl: row.overrideUrl,
    accessoriesCount: row.accessoriesCount,
    position: row.position,
  };
}

type CarRowWithRelations = {
  car: typeof schema.cars.$inferSelect;
  dealershipSlug: string;
  location: typeof schema.locations.$inferSelect | null;
  images: ShownImage[];
};

export function toCar({ car: row, dealershipSlug, location, images }: CarRowWithRelations): Car {
  const car = shownVehicle(row);
  const address = location ? toAddress(location.address) : null;
  const carImages: CarImage[] = images
    .slice()
    .sort((a, b) => a.position - b.position)
    .map((image) => ({
      url: image.url,
      thumbUrl: image.thumbUrl,
      width: image.width,
      height: image.height,
      alt: image.alt || car.name,
    }));
  return {
    id: car.id,
    websiteId: car.websiteId,
    dealershipId: car.dealershipId,
    dealershipSlug,
    locationId: car.locationId,
    slug: car.slug,
    ...carDescription(car),
    drivetrain: car.drivetrain,
    engine: car.engine,
    features: car.features,
    berths: car.berths,
    lengthM: car.lengthM,
    carType: car.carType as CarType,
    status: car.status as CarStatus,
    price: car.price,
    beforePrice: car.beforePrice,
    subscriptionPrice: car.subscriptionPrice,
    dapPrice: car.dapPrice,
    stockNumber: car.stockNumber,
    vin: car.vin,
    rego: car.rego,
    carsalesSellerIdentifier: car.carsalesSellerIdentifier,
    isCertified: car.isCertified,
    isReserved: car.isReserved,
    isSold: car.isSold,
    isReservable: car.isReservable,
    isPreorder: car.isPreorder,
    isFeatured: car.isFeatured,
    isDraft: car.isDraft,
    tag: car.tag,
    simpleFuel: car.simpleFuel as SimpleFuel | null,
    description: car.description,
    primaryImageUrl: car.primaryImageUrl ?? carImages[0]?.url ?? null,
    images: carImages,
    fileUrl: car.fileUrl,
    paymentProcessors: car.paymentProcessors as PaymentProcessor[],
    marketPrice: { national: car.marketPriceNational, state: car.marketPriceState },
    location:
      location && address
        ? {
            id: location.id,
            name: location.name,
            slug: location.slug,
            phone: location.phone,
            city: address.city,
            state: address.state,
            mapUrl: address.placeUrl ?? address.mapUrl,
          }
        : null,
    createdAt: car.createdAt,
    soldAt: car.soldAt,
    lockedFields: car.lockedFields,
  };
}
