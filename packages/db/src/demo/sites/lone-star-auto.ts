import type { CatalogueEntry, DemoSite } from "./demo-site.ts";
import { legalFooter } from "./legal-footer.ts";
import { CAR_HOURS } from "./opening-hours.ts";

const US_CATALOGUE: CatalogueEntry[] = [
  {
    make: "Ford",
    model: "F-150",
    body: "Truck",
    kind: "truck",
    fuel: "Petrol",
    price: [38_000, 72_000],
    badges: ["XLT", "Lariat"],
  },
  {
    make: "Chevrolet",
    model: "Silverado",
    body: "Truck",
    kind: "truck",
    fuel: "Petrol",
    price: [39_000, 69_000],
    badges: ["LT", "RST"],
  },
  {
    make: "Toyota",
    model: "Camry",
    body: "Sedan",
    kind: "car",
    fuel: "Hybrid",
    price: [28_000, 36_000],
    badges: ["LE", "XSE"],
  },
  {
    make: "Honda",
    model: "CR-V",
    body: "SUV",
    kind: "suv",
    fuel: "Petrol",
    price: [30_000, 40_000],
    badges: ["EX", "Sport"],
  },
  {
    make: "Jeep",
    model: "Wrangler",
    body: "SUV",
    kind: "suv",
    fuel: "Petrol",
    price: [36_000, 58_000],
    badges: ["Sport", "Rubicon"],
  },
  {
    make: "Tesla",
    model: "Model Y",
    body: "SUV",
    kind: "suv",
    fuel: "Electric",
    price: [44_000, 56_000],
    badges: ["Long Range"],
  },
  {
    make: "Chrysler",
    model: "Pacifica",
    body: "Van",
    kind: "van",
    fuel: "PHEV",
    price: [42_000, 52_000],
    badges: ["Touring L"],
  },
];

/** A US dealer: miles, inquiry/color/gas, US phones, and a split test on the home page. */
export const LONE_STAR_AUTO: DemoSite = {
  slug: "lone-star-auto",
  name: "Lone Star Auto",
  seed: 4004,
  domains: ["www.lonestarauto.test"],
  brand: { primary: "#b91c1c", secondary: "#1d4ed8" },
  settings: {
    template: "cars",
    locale: "en-US",
    timeZone: "America/Chicago",
    currency: "USD",
    address: { city: "Austin", state: "TX" },
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
    leads: { phoneVariant: "us", isMessageRequired: false },
    paths: { finance: "/apply-for-finance" },
    experiments: { splitTest: { name: "home-hero", variants: ["a", "b"] } },
    navigation: {
      header: [
        {
          label: "Inventory",
          children: [
            { label: "All inventory", href: "/search/new-used-and-demo-cars" },
            { label: "Used cars", href: "/search/used-cars" },
          ],
        },
        { label: "Apply for finance", href: "/apply-for-finance" },
        { label: "Contact", href: "/contact" },
      ],
      footer: [
        ...legalFooter("/blog"),
        { title: "Call", links: [{ label: "(512) 555-0142", href: "tel:+15125550142" }] },
      ],
    },
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
