import { catalogue } from "./catalogue.ts";
import type { DemoSite } from "./demo-site.ts";
import { CAR_CATALOGUE } from "./car-catalogue.ts";
import { navigation } from "./navigation.ts";
import { SERVICE_HOURS } from "./opening-hours.ts";

const NZ_CATALOGUE = [
  ...CAR_CATALOGUE.filter((entry) =>
    ["Toyota", "Mazda", "Ford", "Hyundai", "Mitsubishi"].includes(entry.make),
  ),
  ...catalogue([["Chery NZ", "Tiggo 7", "SUV", "suv", "PHEV", [39_000, 49_000], ["Pro"]]]),
];

/** A New Zealand car dealer: NZ phones, NZ spelling, NZD. */
export const HARBOUR_CITY_MOTORS: DemoSite = {
  slug: "harbour-city-motors",
  name: "Harbour City Motors",
  seed: 3003,
  domains: ["www.harbourcitymotors.test"],
  brand: { primary: "#1e3a8a", secondary: "#10b981" },
  settings: {
    garage: { isEnabled: true },
    // Tags wait for the shopper's Accept on this site; the collector does not.
    analytics: { googleAnalyticsId: "G-HARBOUR01", collectorEnabled: true, requireConsent: true },
    template: "cars",
    locale: "en-NZ",
    timeZone: "Pacific/Auckland",
    currency: "NZD",
    branding: {
      colours: { primary: "#1e3a8a", accent: "#047857" },
      tagline: "Auckland's friendly car yard",
    },
    header: { dropdownTrigger: "click" },
    search: { defaultSlug: "new-used-and-demo-cars", defaultSort: "relevance" },
    leads: { phoneVariant: "nz", isOptInTickedByDefault: true },
    paths: { finance: "/finance-enquiry" },
    navigation: navigation(
      [
        {
          label: "Vehicles",
          children: [
            { label: "All vehicles", href: "/search/new-used-and-demo-cars" },
            { label: "Used cars", href: "/search/used-cars" },
          ],
        },
        { label: "Service", href: "/service" },
        { label: "Finance", href: "/finance-enquiry" },
      ],
      {
        title: "Visit",
        links: [
          { label: "09 379 4400", href: "tel:093794400" },
          {
            label: "Directions",
            href: "https://maps.google.com/?q=Harbour+City+Motors+Auckland",
          },
        ],
      },
    ),
  },
  dealerships: [
    {
      slug: "harbour-city-motors",
      name: "Harbour City Motors",
      reviewCount: 184,
      averageRating: 4.7,
    },
  ],
  locations: [
    {
      name: "Harbour City Motors",
      slug: "newmarket",
      dealership: "harbour-city-motors",
      types: ["sales", "service"],
      isPrimary: true,
      phone: "093794400",
      street: "88 Broadway",
      city: "Newmarket, Auckland",
      state: "AUK",
      postcode: "1023",
      lat: -36.8701,
      long: 174.7766,
      hours: SERVICE_HOURS,
    },
  ],
  stock: { new: 14, used: 22, demo: 4 },
  catalogue: NZ_CATALOGUE,
  searchSlugs: [
    { slug: "new-used-and-demo-cars", title: "New, used and demo cars", filters: {} },
    { slug: "used-cars", title: "Used cars", filters: { carType: ["used"] } },
  ],
  blogPosts: 12,
  reviews: 20,
};
