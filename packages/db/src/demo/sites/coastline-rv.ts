import type { OpeningHours } from "@forecourt/core/domain/location";
import { catalogue } from "./catalogue.ts";
import { COASTLINE_RV_PAGES } from "./coastline-rv-pages.ts";
import type { DemoSite } from "./demo-site.ts";
import { navigation } from "./navigation.ts";
import { closed, open, week } from "./opening-hours.ts";

/** Spec §9 sample hours. */
const RV_SALES_HOURS = week(open("08:30", "17:00"), {
  saturday: open("08:30", "16:00"),
  sunday: closed,
});
const RV_PARTS_HOURS: OpeningHours = { ...RV_SALES_HOURS, saturday: open("08:30", "14:00") };
const RV_SERVICE_HOURS: OpeningHours = { ...RV_SALES_HOURS, saturday: closed, sunday: closed };

/** Service and parts share the workshop next door to the sales yard. */
const WORKSHOP = {
  street: "14 Horton Parade",
  city: "Maroochydore",
  state: "QLD",
  postcode: "4558",
  lat: -26.6589,
  long: 153.0893,
};

// prettier-ignore
const RV_CATALOGUE = catalogue([
  // make, model, body, image kind, fuel, price range, badges
  ["Jayco", "Journey", "Caravans", "caravan", null, [78_000, 112_000], ["Outback", "19.61-3"]],
  ["Jayco", "Silverline", "Caravans", "caravan", null, [98_000, 135_000], ["21.66-3", "Outback"]],
  ["Jayco", "Swan", "Camper Trailer", "camper-trailer", null, [32_000, 42_000], ["Outback", "Touring"]],
  ["Jayco", "Eagle", "Camper Trailer", "camper-trailer", null, [36_000, 48_000], ["Outback"]],
  ["Jayco", "Baja", "Pop Tops", "pop-top", null, [52_000, 64_000], ["Flush Top", "Pop Top"]],
  ["Jayco", "Starcraft", "Pop Tops", "pop-top", null, [48_000, 60_000], ["15.44-2"]],
  ["Jayco", "J-Pod", "J-Pod", "camper-trailer", null, [29_000, 36_000], ["Outback"]],
  ["Jayco", "Crosstrak", "Off-Grid", "caravan", null, [72_000, 88_000], ["14.49-2"]],
  ["Jayco", "Toy Hauler", "Toy Haulers", "caravan", null, [82_000, 99_000], ["21.66-3"]],
  ["Jayco", "Conquest", "Motorised", "motorhome", "Diesel", [178_000, 232_000], ["FA25-3"]],
]);

/** The spec's sample tenant: a caravan and camper dealer on the RV template (spec §9). */
export const COASTLINE_RV: DemoSite = {
  slug: "coastline-rv",
  name: "Coastline RV Centre",
  seed: 1001,
  domains: ["www.coastlinerv.test"],
  brand: { primary: "#0f5132", secondary: "#f4b400" },
  settings: {
    garage: { isEnabled: true },
    template: "rv",
    locale: "en-AU",
    timeZone: "Australia/Brisbane",
    manufacturer: { name: "Jayco" },
    branding: {
      colours: {
        primary: "#0f5132",
        accent: "#f4b400",
        header: "#0f5132",
        headerForeground: "#ffffff",
      },
      tagline: "Caravans, campers and motorhomes on the Sunshine Coast",
    },
    header: { dropdownTrigger: "hover" },
    paths: {
      vehicleBase: "/campers",
      blog: "/blog",
      blogTitle: "RV Lifestyle",
      finance: "/finance",
    },
    search: {
      defaultSlug: "RVs-in-stock",
      includeSoldCarsDays: 7,
      defaultSort: "latest",
      sortOptions: ["relevance", "latest", "price-desc", "price-asc"],
    },
    stock: { showFuelTags: false },
    // The offline test provider: the whole reservation runs on a fresh clone with no keys.
    features: { autograb: true },
    leads: {
      phoneVariant: "au",
      // The spec's sample (§5) starts the offers and news box ticked; new sites do not.
      isOptInTickedByDefault: true,
      isPostcodeRequired: true,
      askWhereHeard: true,
      askTermsConsent: true,
      askMiddleName: true,
      pageForms: ["service-feedback", "accessories-enquiry", "parts-order"],
    },
    chat: { provider: "text", whatsappNumber: "+61 7 5555 0123" },
    analytics: {
      googleTagManagerId: "GTM-CSTRV01",
      facebookPixelId: "410000000000001",
      collectorEnabled: true,
      manufacturerTag: "jayco-page-bottom",
    },
    navigation: navigation(
      [
        {
          label: "Stock",
          children: [
            { label: "All RVs in stock", href: "/search/RVs-in-stock" },
            { label: "New RVs", href: "/search/new-RVs-in-stock" },
            { label: "Pre-owned RVs", href: "/search/pre-owned-RVs-in-stock" },
          ],
        },
        {
          label: "Jayco Range",
          source: "models",
          href: "/models",
          children: [{ label: "Browse by type", source: "body-types" }],
        },
        {
          label: "Service & Parts",
          children: [
            { label: "Servicing your RV", href: "/servicing-your-rv" },
            { label: "Parts and accessories", href: "/caravan-parts-and-accessories" },
            { label: "Warranty", href: "/warranty" },
            { label: "Roadside assistance", href: "/roadside-assistance" },
          ],
        },
        // The finance form's page (settings paths.finance), not the RV finance article.
        { label: "Finance", href: "/finance" },
        { label: "RV Lifestyle", href: "/blog" },
      ],
      {
        title: "Contact",
        links: [
          { label: "07 5443 1200", href: "tel:0754431200" },
          { label: "sales@coastlinerv.test", href: "mailto:sales@coastlinerv.test" },
          {
            label: "Find us on the map",
            href: "https://maps.google.com/?q=Coastline+RV+Centre+Maroochydore",
          },
        ],
      },
    ),
    home: {
      heroTitle: "Your next adventure starts here",
      heroSubtitle: "New and pre-owned Jayco caravans, campers and motorhomes.",
    },
  },
  dealerships: [
    {
      slug: "coastline-rv-maroochydore",
      name: "Coastline RV Centre",
      reviewCount: 416,
      averageRating: 4.4,
    },
  ],
  locations: [
    {
      name: "Coastline RV Sales",
      slug: "sales",
      dealership: "coastline-rv-maroochydore",
      types: ["sales"],
      isPrimary: true,
      phone: "0754431200",
      street: "12 Horton Parade",
      city: "Maroochydore",
      state: "QLD",
      postcode: "4558",
      lat: -26.6586,
      long: 153.0889,
      hours: RV_SALES_HOURS,
    },
    {
      name: "Coastline RV Service",
      slug: "service",
      dealership: "coastline-rv-maroochydore",
      types: ["service"],
      phone: "0754431222",
      ...WORKSHOP,
      hours: RV_SERVICE_HOURS,
    },
    {
      name: "Coastline RV Parts",
      slug: "parts",
      dealership: "coastline-rv-maroochydore",
      types: ["parts"],
      phone: "0754431233",
      ...WORKSHOP,
      hours: RV_PARTS_HOURS,
    },
  ],
  stock: { new: 64, used: 10, demo: 2 },
  catalogue: RV_CATALOGUE,
  searchSlugs: [
    { slug: "RVs-in-stock", title: "RVs in stock", filters: {} },
    { slug: "new-RVs-in-stock", title: "New RVs in stock", filters: { carType: ["new"] } },
    {
      slug: "pre-owned-RVs-in-stock",
      title: "Pre-owned RVs in stock",
      filters: { carType: ["used", "demo"] },
    },
  ],
  blogPosts: 388,
  reviews: 36,
  pages: COASTLINE_RV_PAGES,
  depositProvider: "test",
};
