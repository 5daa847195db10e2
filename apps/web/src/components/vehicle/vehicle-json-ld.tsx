import type { Car } from "@forecourt/core/domain/car";
import { advertisedPrice } from "@forecourt/core/stock/advertised-price";
import { carAvailability, SCHEMA_ORG_AVAILABILITY } from "@forecourt/core/domain/car-availability";
import { plainText } from "@forecourt/core/text/plain-text";
import { schemaOrgVehicleType } from "@forecourt/core/catalogue/schema-org-vehicle-type";

type VehicleJsonLdProps = {
  car: Car;
  url: string;
  images: string[];
  currency: string;
  distanceUnit: "km" | "mi";
  seller: { name: string; url: string };
  /** The site's template: a body-less vehicle on a motorcycle site is a motorcycle. */
  template: string | null;
};

const KILOMETRES_PER_MILE = 1.609344;

/**
 * schema.org Car, Motorcycle or Vehicle (by the kind its body names) for search engines, with an
 * Offer where the car has an advertised price: an Offer without a price is one Google's
 * structured data rules refuse, so a price-on-application car has none.
 */
export function vehicleJsonLd({
  car,
  url,
  images,
  currency,
  distanceUnit,
  seller,
  template,
}: VehicleJsonLdProps) {
  // The car's one advertised price, the same figure its catalogue listings carry.
  const price = advertisedPrice(car);
  // The same state the catalogue feeds give the car (core `carAvailability`).
  const availability = SCHEMA_ORG_AVAILABILITY[carAvailability(car)];
  return {
    "@context": "https://schema.org",
    "@type": schemaOrgVehicleType(car.body, template),
    name: car.name,
    url,
    image: images,
    description: car.description ? plainText(car.description) : undefined,
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    bodyType: car.body ?? undefined,
    color: car.colour ?? undefined,
    vehicleTransmission: car.transmission ?? undefined,
    fuelType: car.simpleFuel ?? undefined,
    vehicleIdentificationNumber: car.vin ?? undefined,
    sku: car.stockNumber,
    itemCondition:
      car.carType === "new"
        ? "https://schema.org/NewCondition"
        : "https://schema.org/UsedCondition",
    mileageFromOdometer: {
      "@type": "QuantitativeValue",
      value: distanceUnit === "mi" ? Math.round(car.km / KILOMETRES_PER_MILE) : car.km,
      unitCode: distanceUnit === "mi" ? "SMI" : "KMT",
    },
    ...(price
      ? {
          offers: {
            "@type": "Offer",
            url,
            priceCurrency: currency,
            price: price.amount,
            availability,
            seller: { "@type": "AutoDealer", name: seller.name, url: seller.url },
          },
        }
      : {}),
  };
}

/** The JSON-LD script; "<" is escaped so no value can close the script element. */
export function VehicleJsonLd(props: VehicleJsonLdProps) {
  const json = JSON.stringify(vehicleJsonLd(props)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
