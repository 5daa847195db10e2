import { catalogue } from "./catalogue.ts";
import type { DemoSite } from "./demo-site.ts";
import { navigation } from "./navigation.ts";
import { CAR_HOURS } from "./opening-hours.ts";

// prettier-ignore
const US_CATALOGUE = catalogue([
  // make, model, body, image kind, fuel, price range, badges
  ["Ford", "F-150", "Truck", "truck", "Petrol", [38_000, 72_000], ["XLT", "Lariat"]],
  ["Chevrolet", "Silverado", "Truck", "truck", "Petrol", [39_000, 69_000], ["LT", "RST"]],
  ["Toyota", "Camry", "Sedan", "car", "Hybrid", [28_000, 36_000], ["LE", "XSE"]],
  ["Honda", "CR-V", "SUV", "suv", "Petrol", [30_000, 40_000], ["EX", "Sport"]],
  ["Jeep", "Wrangler", "Sport Utility", "suv", "Petrol", [36_000, 58_000], ["Sport", "Rubicon"]],
  ["Tesla", "Model Y", "SUV", "suv", "Electric", [44_000, 56_000], ["Long Range"]],
  ["Chrysler", "Pacifica", "Van", "van", "PHEV", [42_000, 52_000], ["Touring L"]],
]);

/** A US dealer: miles, inquiry/color/gas, US phones, and a split test on the home page. */
export const LONE_STAR_AUTO: DemoSite = {
  slug: "lone-star-auto",
  name: "Lone Star Auto",
  seed: 4004,
  domains: ["www.lonestarauto.test"],
  brand: { primary: "#b91c1c", secondary: "#1d4ed8" },
  settings: {
    garage: { isEnabled: true },
    analytics: {
      googleTagManagerId: "GTM-LONESTAR",
      googleAnalyticsId: "G-LONESTAR01",
      facebookPixelId: "410000000000002",
      collectorEnabled: true,
    },
    template: "cars",
    locale: "en-US",
    timeZone: "America/Chicago",
    currency: "USD",
    branding: {
      colours: { primary: "#b91c1c", accent: "#1d4ed8" },
      tagline: "New and used cars and trucks in Austin",
    },
    header: { dropdownTrigger: "hover" },
    search: {
      defaultSlug: "new-used-and-demo-cars",
      defaultSort: "price-asc",
      sortOptions: ["relevance", "latest", "price-desc", "price-asc", "km-desc", "km-asc"],
    },
    leads: { phoneVariant: "us", isMessageRequired: false, isOptInTickedByDefault: true },
    paths: { finance: "/apply-for-finance" },
    // Variant a keeps the site's own hero; b tries a financing-first message.
    experiments: {
      splitTest: {
        name: "home-hero",
        variants: ["a", "b"],
        homeHero: {
          b: {
            title: "Drive home today: financing for every credit history",
            subtitle: "Get pre-approved online in minutes, then pick your car.",
          },
        },
      },
    },
    navigation: navigation(
      [
        {
          label: "Inventory",
          children: [
            { label: "All inventory", href: "/search/new-used-and-demo-cars" },
            { label: "Used cars", href: "/search/used-cars" },
          ],
        },
        { label: "Apply for finance", href: "/apply-for-finance" },
      ],
      { title: "Call", links: [{ label: "(512) 555-0142", href: "tel:+15125550142" }] },
    ),
  },
  dealerships: [
    { slug: "lone-star-auto", name: "Lone Star Auto", reviewCount: 321, averageRating: 4.5 },
  ],
  locations: [
    {
      name: "Lone Star Auto",
      slug: "austin",
      dealership: "lone-star-auto",
      types: ["sales", "service", "parts"],
      isPrimary: true,
      phone: "5125550142",
      street: "9100 Research Blvd",
      city: "Austin",
      state: "TX",
      postcode: "78758",
      lat: 30.3772,
      long: -97.7261,
      hours: CAR_HOURS,
    },
  ],
  stock: { new: 20, used: 18, demo: 2 },
  catalogue: US_CATALOGUE,
  searchSlugs: [
    { slug: "new-used-and-demo-cars", title: "New, used and demo vehicles", filters: {} },
    { slug: "used-cars", title: "Used cars", filters: { carType: ["used"] } },
  ],
  blogPosts: 12,
  reviews: 20,
};
