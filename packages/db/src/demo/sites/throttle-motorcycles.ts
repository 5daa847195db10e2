import { catalogue } from "./catalogue.ts";
import type { DemoSite } from "./demo-site.ts";
import { navigation } from "./navigation.ts";
import { SERVICE_HOURS } from "./opening-hours.ts";

// prettier-ignore
const MOTORCYCLE_CATALOGUE = catalogue([
  // make, model, body, image kind, fuel, price range, badges
  ["Yamaha", "MT-07", "Naked", "motorcycle", "Petrol", [11_000, 14_000], ["LAMS"]],
  ["Yamaha", "Tenere 700", "Adventure", "motorcycle", "Petrol", [17_000, 20_000], ["Explore"]],
  ["Kawasaki", "Ninja 400", "Sport", "motorcycle", "Petrol", [8_500, 10_500], ["KRT"]],
  ["Honda", "CB650R", "Naked", "motorcycle", "Petrol", [13_000, 15_500], ["E-Clutch"]],
  ["Harley-Davidson", "Street Glide", "Touring", "motorcycle", "Petrol", [42_000, 52_000], ["Special"]],
  ["Ducati", "Scrambler", "Scrambler", "motorcycle", "Petrol", [16_000, 21_000], ["Icon", "Full Throttle"]],
  ["Zero", "SR/F", "Naked", "motorcycle", "Electric", [29_000, 34_000], ["Premium"]],
]);

/** A motorcycle dealer on the motorcycles template, under the /motorcycles base path. */
export const THROTTLE_MOTORCYCLES: DemoSite = {
  slug: "throttle-motorcycles",
  name: "Throttle Motorcycles",
  seed: 5005,
  domains: ["www.throttlemotorcycles.test"],
  brand: { primary: "#111827", secondary: "#f97316" },
  settings: {
    garage: { isEnabled: true },
    leads: { isOptInTickedByDefault: true },
    analytics: {
      googleAnalyticsId: "G-THROTTLE01",
      facebookPixelId: "410000000000004",
      collectorEnabled: true,
    },
    template: "motorcycles",
    locale: "en-AU",
    timeZone: "Australia/Perth",
    branding: {
      colours: {
        primary: "#c2410c",
        accent: "#111827",
        header: "#111827",
        headerForeground: "#ffffff",
      },
      tagline: "New and used motorcycles in Perth",
    },
    header: { dropdownTrigger: "click" },
    // The blog is rewritten to /news on this site (spec §2).
    paths: {
      vehicleBase: "/motorcycles",
      finance: "/finance-the-dream",
      blog: "/news",
      blogTitle: "News",
    },
    search: { defaultSlug: "new-and-used-motorcycles", defaultSort: "latest" },
    stock: { showFuelTags: true },
    navigation: navigation(
      [
        {
          label: "Bikes",
          children: [
            { label: "All motorcycles", href: "/search/new-and-used-motorcycles" },
            { label: "Used motorcycles", href: "/search/used-motorcycles" },
          ],
        },
        { label: "Service", href: "/service" },
        { label: "Finance", href: "/finance-the-dream" },
      ],
      {
        title: "Email",
        links: [{ label: "ride@throttle.test", href: "mailto:ride@throttle.test" }],
      },
      { href: "/news", label: "News" },
    ),
  },
  dealerships: [
    {
      slug: "throttle-motorcycles",
      name: "Throttle Motorcycles",
      reviewCount: 143,
      averageRating: 4.8,
    },
  ],
  locations: [
    {
      name: "Throttle Motorcycles",
      slug: "osborne-park",
      dealership: "throttle-motorcycles",
      types: ["sales", "service", "parts"],
      isPrimary: true,
      phone: "0892441800",
      street: "301 Scarborough Beach Road",
      city: "Osborne Park",
      state: "WA",
      postcode: "6017",
      lat: -31.9,
      long: 115.81,
      hours: SERVICE_HOURS,
    },
  ],
  stock: { new: 24, used: 14, demo: 2 },
  catalogue: MOTORCYCLE_CATALOGUE,
  searchSlugs: [
    { slug: "new-and-used-motorcycles", title: "New and used motorcycles", filters: {} },
    { slug: "used-motorcycles", title: "Used motorcycles", filters: { carType: ["used"] } },
  ],
  blogPosts: 12,
  reviews: 20,
};
