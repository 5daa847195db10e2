import { pluralize, vehicleNoun } from "../locale/locale.ts";
import { SITE_TEMPLATES, type SiteTemplate } from "../domain/locale-code.ts";
import type { NavLink } from "./site-settings.ts";

/** A template as the operator picks it: a dealer's name for it and what it suits. */
type TemplateChoice = {
  name: string;
  description: string;
  /** The starter menu's link for a shopper's own vehicle: sell it, or trade it in. */
  ownVehicleLink: NavLink;
};

const SELL: NavLink = { label: "Sell your car", href: "/sell-my-car" };
const TRADE_IN: NavLink = { label: "Trade-in", href: "/trade-in" };

/** Every site template by the name a dealer knows it (the wizard never shows the key). */
const TEMPLATE_CHOICES = {
  cars: {
    name: "Car dealership",
    description: "New, used and demo cars, with finance, servicing and selling your car.",
    ownVehicleLink: SELL,
  },
  rv: {
    name: "RV and caravan dealership",
    description: "Caravans and motorhomes with berths and length, model ranges and parts.",
    ownVehicleLink: TRADE_IN,
  },
  campers: {
    name: "Camper trailer dealership",
    description: "Camper trailers with berths and length, and trade-ins.",
    ownVehicleLink: TRADE_IN,
  },
  truck: {
    name: "Truck dealership",
    description: "Trucks and commercial vehicles, each called a truck.",
    ownVehicleLink: TRADE_IN,
  },
  trucks: {
    name: "Truck dealership (older wording)",
    description: "As the truck dealership, with pages that say “Trucks” for a single vehicle.",
    ownVehicleLink: TRADE_IN,
  },
  motorcycles: {
    name: "Motorcycle dealership",
    description: "New and used motorcycles, with servicing, parts and trade-ins.",
    ownVehicleLink: TRADE_IN,
  },
} as const satisfies Record<SiteTemplate, TemplateChoice>;

/** The templates in the order the wizard offers them. */
export const TEMPLATE_OPTIONS = SITE_TEMPLATES.map((template) => ({
  template,
  ...TEMPLATE_CHOICES[template],
}));

/**
 * A new site's header menu, from its template: its stock, finance, servicing, the shopper's own
 * vehicle, and contact. Every link is a page each site has; the menu editor changes it later.
 */
export function starterMenu(template: SiteTemplate): NavLink[] {
  return [
    { label: `${pluralize(vehicleNoun(template))} in stock`, href: "/search" },
    { label: "Finance", href: "/finance" },
    { label: "Service", href: "/service" },
    TEMPLATE_CHOICES[template].ownVehicleLink,
    { label: "Contact", href: "/contact" },
  ];
}
