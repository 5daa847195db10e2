import type { CatalogueEntry, DemoSite } from "./demo-site.ts";
import { legalFooter } from "./legal-footer.ts";
import { SERVICE_HOURS } from "./opening-hours.ts";

const MOTORCYCLE_CATALOGUE: CatalogueEntry[] = [
  {
    make: "Yamaha",
    model: "MT-07",
    body: "Naked",
    kind: "motorcycle",
    fuel: "Petrol",
    price: [11_000, 14_000],
    badges: ["LAMS"],
  },
  {
    make: "Yamaha",
    model: "Tenere 700",
    body: "Adventure",
    kind: "motorcycle",
    fuel: "Petrol",
    price: [17_000, 20_000],
    badges: ["Explore"],
  },
  {
    make: "Kawasaki",
    model: "Ninja 400",
    body: "Sport",
    kind: "motorcycle",
    fuel: "Petrol",
    price: [8_500, 10_500],
    badges: ["KRT"],
  },
  {
    make: "Honda",
    model: "CB650R",
    body: "Naked",
    kind: "motorcycle",
    fuel: "Petrol",
    price: [13_000, 15_500],
    badges: ["E-Clutch"],
  },
  {
    make: "Harley-Davidson",
    model: "Street Glide",
    body: "Touring",
    kind: "motorcycle",
    fuel: "Petrol",
    price: [42_000, 52_000],
    badges: ["Special"],
  },
  {
    make: "Ducati",
    model: "Scrambler",
    body: "Scrambler",
    kind: "motorcycle",
    fuel: "Petrol",
    price: [16_000, 21_000],
    badges: ["Icon", "Full Throttle"],
  },
  {
    make: "Zero",
    model: "SR/F",
    body: "Naked",
    kind: "motorcycle",
    fuel: "Electric",
    price: [29_000, 34_000],
    badges: ["Premium"],
  },
];

/** A motorcycle dealer on the motorcycles template, under the /motorcycles base path. */
export const THROTTLE_MOTORCYCLES: DemoSite = {
  slug: "throttle-motorcycles",
  name: "Throttle Motorcycles",
  seed: 5005,
  domains: ["www.throttlemotorcycles.test"],
  brand: { primary: "#111827", secondary: "#f97316" },
  settings: {
    template: "motorcycles",
    locale: "en-AU",
    timeZone: "Australia/Perth",
    address: { city: "Perth", state: "WA" },
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
    paths: { vehicleBase: "/motorcycles", finance: "/finance-the-dream" },
    search: { defaultSlug: "new-and-used-motorcycles", defaultSort: "latest" },
    stock: { showFuelTags: true },
    navigation: {
      header: [
        {
          label: "Bikes",
          children: [
            { label: "All motorcycles", href: "/search/new-and-used-motorcycles" },
            { label: "Used motorcycles", href: "/search/used-motorcycles" },
          ],
        },
        { label: "Service", href: "/service" },
        { label: "Finance", href: "/finance-the-dream" },
        { label: "Contact", href: "/contact" },
      ],
      footer: [
        ...legalFooter("/blog"),
        {
          title: "Email",
          links: [{ label: "ride@throttle.test", href: "mailto:ride@throttle.test" }],
        },
      ],
    },
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
