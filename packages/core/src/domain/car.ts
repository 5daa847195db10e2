/** A vehicle in stock (spec §3 Car), as the domain sees it: camelCase, typed, no vendor shapes. */

export const CAR_TYPES = ["new", "used", "demo"] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** §3 vehicle tags that mark a car offered for test drives only. */
export const TEST_DRIVE_ONLY_TAGS = ["Test Drive Only", "*** Test Drive Vehicle Only ***"] as const;

export function isTestDriveOnly(tag: string | null | undefined): boolean {
  return (TEST_DRIVE_ONLY_TAGS as readonly string[]).includes(tag?.trim() ?? "");
}

export const CAR_STATUSES = ["in_stock", "coming_soon", "sold"] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

/** A car is sold when either its sold flag or its status says so (feeds set one or the other). */
export function isCarSold(car: { isSold: boolean; status: string }): boolean {
  return car.isSold || car.status === "sold";
}

/**
 * A car another shopper has bought or put a deposit on: sold or reserved. It stays on the site
 * (just sold, reserved) but offers nothing more to buy, reserve or subscribe to.
 */
export function isCarTaken(car: { isSold: boolean; status: string; isReserved: boolean }): boolean {
  return isCarSold(car) || car.isReserved;
}

/** The answer for a car id or slug the site does not have. */
export const CAR_NOT_FOUND_MESSAGE = "Car not found";

export const SIMPLE_FUELS = ["Petrol", "Diesel", "Electric", "Hybrid", "PHEV", "LPG"] as const;
export type SimpleFuel = (typeof SIMPLE_FUELS)[number];

export type PaymentProcessor = {
  authorizationType: string;
  authorizationKey: string | null;
  depositAmount: number;
};

export type CarImage = {
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  alt: string;
};

type CarLocation = {
  id: number;
  name: string;
  slug: string;
  phone: string | null;
  city: string;
  state: string;
  mapUrl: string | null;
};

export type Car = {
  id: number;
  websiteId: number;
  dealershipId: number;
  dealershipSlug: string;
  locationId: number | null;
  slug: string;
  name: string;
  make: string;
  model: string;
  series: string | null;
  badge: string | null;
  body: string | null;
  colour: string | null;
  transmission: string | null;
  /** "4WD", "AWD", "FWD", "RWD" or as the dealer writes it. */
  drivetrain: string | null;
  /** Free text: "2.8L 4cyl turbo diesel". */
  engine: string | null;
  /** Short lines the dealer lists, in their order; empty when none. */
  features: string[];
  /** Sleeping places (caravans and RVs). */
  berths: number | null;
  /** Length in metres (caravans and RVs). */
  lengthM: number | null;
  year: number;
  km: number;
  carType: CarType;
  status: CarStatus;
  price: number | null;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  dapPrice: number | null;
  stockNumber: string;
  vin: string | null;
  /** The registration plate ("rego"), upper case, when the dealer's system sends it. */
  rego: string | null;
  /** The dealer's seller id on carsales.com.au for this car's listing (spec §3), when fed. */
  carsalesSellerIdentifier: string | null;
  isCertified: boolean;
  isReserved: boolean;
  isSold: boolean;
  /** null means the dealer did not say; only an explicit false blocks reserving. */
  isReservable: boolean | null;
  isPreorder: boolean;
  /** Set by the dealer: shown first in the home page's featured row. */
  isFeatured: boolean;
  /** Saved in the console but not published: shoppers, search, feeds and the sitemap never see it. */
  isDraft: boolean;
  tag: string | null;
  simpleFuel: SimpleFuel | null;
  description: string | null;
  primaryImageUrl: string | null;
  images: CarImage[];
  /** History report file. */
  fileUrl: string | null;
  paymentProcessors: PaymentProcessor[];
  marketPrice: { national: number | null; state: number | null };
  location: CarLocation | null;
  createdAt: Date;
  soldAt: Date | null;
  /** Fields edited by hand that feed imports leave as they are (car-input LOCKABLE_FIELDS). */
  lockedFields: string[];
};
