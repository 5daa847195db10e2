import type { SiteSettingsInput } from "@forecourt/core/site/site-settings";
import type { CarType } from "@forecourt/core/domain/car";
import type { OpeningHours } from "@forecourt/core/domain/location";
import type { VehicleImageKind } from "../images/vehicle-kinds.ts";
import type { DemoPage } from "./page-content.ts";

export type CatalogueEntry = {
  make: string;
  model: string;
  body: string;
  kind: VehicleImageKind;
  fuel: "Petrol" | "Diesel" | "Electric" | "Hybrid" | "PHEV" | null;
  price: [number, number];
  badges: string[];
};

export type DemoLocation = {
  name: string;
  slug: string;
  dealership: string;
  types: ("sales" | "service" | "parts")[];
  isPrimary?: boolean;
  /** Slugs of the site's other locations whose shoppers this location's stock is offered to. */
  distributionLocations?: string[];
  /** null for a yard without a line of its own: its cars call its dealership's (or the site's) number. */
  phone: string | null;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  hours: OpeningHours;
};

/**
 * A dealership's own card processor (spec §3 car payment_processors): its cars offer it first,
 * then the site's `depositProvider`. Its key is the processor's (Till: the connector's API key;
 * St George: the PayWay merchant id); Till's shared secret is the dealership's payment webhook
 * secret. A server without the provider's credentials passes it over, so the demo runs with
 * no keys.
 */
type DemoPaymentProcessor =
  { type: "Till"; key: string; secret: string } | { type: "St George"; key: string };

export type DemoSite = {
  slug: string;
  name: string;
  seed: number;
  domains: string[];
  settings: SiteSettingsInput;
  brand: { primary: string; secondary: string };
  dealerships: {
    slug: string;
    name: string;
    reviewCount: number;
    averageRating: number;
    paymentProcessor?: DemoPaymentProcessor;
  }[];
  locations: DemoLocation[];
  stock: Record<CarType, number>;
  catalogue: CatalogueEntry[];
  searchSlugs: { slug: string; title: string; filters: Record<string, unknown> }[];
  blogPosts: number;
  reviews: number;
  /** CMS pages of this site beyond the about and legal pages every site has. */
  pages?: DemoPage[];
  /**
   * The payment processor every car of the site takes its deposit through (spec §3 car
   * payment_processors), or none: its cars are then not reserved online.
   */
  depositProvider?: "test";
};
