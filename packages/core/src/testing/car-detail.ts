import type { Car } from "../domain/car.ts";
import type { CarDetail } from "../domain/car-detail.ts";
import { WEEKDAYS, type Location, type OpeningHours } from "../domain/location.ts";
import type { Dealership } from "../domain/dealership.ts";

/**
 * Domain cars for tests: a plausible used hatch at a dealership's one location, which a test
 * changes only where its case differs (`buildCarDetail({ car: { vin: null } })`).
 */

const HOURS = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { status: "open", open: "08:30", close: "17:30" }]),
) as OpeningHours;

export function buildDealership(overrides: Partial<Dealership> = {}): Dealership {
  return {
    id: 3,
    websiteId: 1,
    slug: "harbour-motors",
    name: "Harbour Motors",
    email: "sales@harbour.example",
    reviewCount: 0,
    averageRating: null,
    stripePublishableKey: null,
    ...overrides,
  };
}

export function buildLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 7,
    websiteId: 1,
    dealershipId: 3,
    dealershipSlug: "harbour-motors",
    name: "Harbour Motors Parramatta",
    slug: "parramatta",
    locationTypes: ["sales"],
    isPrimary: true,
    isVisible: true,
    phone: "02 9999 0000",
    email: null,
    socialUrls: {},
    openingHours: HOURS,
    address: {
      street: "12 Church St",
      city: "Parramatta",
      state: "NSW",
      postcode: "2150",
      lat: -33.8136,
      long: 151.0034,
      placeId: null,
      placeUrl: null,
      mapKey: null,
      full: "12 Church St, Parramatta NSW 2150",
      mapUrl: null,
    },
    reviews: { count: 0, averageRating: null },
    distributionLocations: [],
    googleStoreCode: null,
    ...overrides,
  };
}

export function buildCar(overrides: Partial<Car> = {}): Car {
  return {
    id: 101,
    websiteId: 1,
    dealershipId: 3,
    dealershipSlug: "harbour-motors",
    locationId: 7,
    slug: "2021-toyota-corolla-ascent-sport-u1001",
    name: "2021 Toyota Corolla Ascent Sport",
    make: "Toyota",
    model: "Corolla",
    series: "ZWE211R",
    badge: "Ascent Sport",
    body: "Hatch",
    colour: "Silver",
    transmission: "Automatic",
    drivetrain: null,
    engine: null,
    features: [],
    berths: null,
    lengthM: null,
    year: 2021,
    km: 38_500,
    carType: "used",
    status: "in_stock",
    price: 27_990,
    beforePrice: null,
    subscriptionPrice: null,
    dapPrice: null,
    stockNumber: "U1001",
    vin: "JTMK4RBE0M3123456",
    rego: null,
    carsalesSellerIdentifier: null,
    isCertified: false,
    isReserved: false,
    isSold: false,
    isReservable: null,
    isPreorder: false,
    isFeatured: false,
    isDraft: false,
    tag: null,
    simpleFuel: "Petrol",
    description: "One owner, full service history.",
    primaryImageUrl: "/media/cars/u1001/front.jpg",
    images: [
      {
        url: "/media/cars/u1001/front.jpg",
        thumbUrl: "/media/cars/u1001/front-thumb.jpg",
        width: 1600,
        height: 1067,
        alt: "Front",
      },
      {
        url: "/media/cars/u1001/side.jpg",
        thumbUrl: "/media/cars/u1001/side-thumb.jpg",
        width: 1600,
        height: 1067,
        alt: "Side",
      },
    ],
    fileUrl: null,
    paymentProcessors: [],
    marketPrice: { national: null, state: null },
    location: {
      id: 7,
      name: "Harbour Motors Parramatta",
      slug: "parramatta",
      phone: "02 9999 0000",
      city: "Parramatta",
      state: "NSW",
      mapUrl: null,
    },
    createdAt: new Date("2026-10-01T02:30:00Z"),
    soldAt: null,
    lockedFields: [],
    ...overrides,
  };
}

export type CarDetailOverrides = {
  car?: Partial<Car>;
  dealership?: Partial<Dealership>;
  /** null: the car has no location. */
  location?: Partial<Location> | null;
};

export function buildCarDetail(overrides: CarDetailOverrides = {}): CarDetail {
  return {
    car: buildCar(overrides.car),
    dealership: buildDealership(overrides.dealership),
    location: overrides.location === null ? null : buildLocation(overrides.location),
  };
}
