import type { SiteSettingsInput } from "@forecourt/core/site/site-settings";
import type { CarType } from "@forecourt/core/domain/car";
import type { OpeningHours } from "@forecourt/core/domain/location";
import type { VehicleImageKind } from "./images.ts";

/**
 * The five demo dealer sites (design §5). Everything that makes one behave differently from
 * another is in its settings here; the platform's code never names them.
 */

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
  phone: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  hours: OpeningHours;
};

export type DemoSite = {
  slug: string;
  name: string;
  seed: number;
  domains: string[];
  settings: SiteSettingsInput;
  brand: { primary: string; secondary: string };
  dealerships: { slug: string; name: string; reviewCount: number; averageRating: number }[];
  locations: DemoLocation[];
  stock: Record<CarType, number>;
  catalogue: CatalogueEntry[];
  searchSlugs: { slug: string; title: string; filters: Record<string, unknown> }[];
  blogPosts: number;
  reviews: number;
};

const open = (open: string, close: string) => ({ status: "open" as const, open, close });
const closed = { status: "closed" as const };

/** Spec §9 sample hours. */
const RV_SALES_HOURS: OpeningHours = {
  monday: open("08:30", "17:00"),
  tuesday: open("08:30", "17:00"),
  wednesday: open("08:30", "17:00"),
  thursday: open("08:30", "17:00"),
  friday: open("08:30", "17:00"),
  saturday: open("08:30", "16:00"),
  sunday: closed,
};
const RV_PARTS_HOURS: OpeningHours = { ...RV_SALES_HOURS, saturday: open("08:30", "14:00") };
const RV_SERVICE_HOURS: OpeningHours = { ...RV_SALES_HOURS, saturday: closed, sunday: closed };

const CAR_HOURS: OpeningHours = {
  monday: open("08:00", "18:00"),
  tuesday: open("08:00", "18:00"),
  wednesday: open("08:00", "18:00"),
  thursday: open("08:00", "20:00"),
  friday: open("08:00", "18:00"),
  saturday: open("09:00", "17:00"),
  sunday: open("10:00", "16:00"),
};
const SERVICE_HOURS: OpeningHours = {
  ...CAR_HOURS,
  thursday: open("07:30", "17:30"),
  saturday: open("08:00", "12:00"),
  sunday: closed,
};

const legalFooter = (blogPath: string) => [
  {
    title: "Information",
    links: [
      { label: "About us", href: "/about-us" },
      { label: "Blog", href: blogPath },
      { label: "Careers", href: "/careers" },
      { label: "Privacy policy", href: "/privacy-policy/" },
      { label: "Terms and conditions", href: "/terms-and-conditions/" },
    ],
  },
];

const RV_CATALOGUE: CatalogueEntry[] = [
  {
    make: "Jayco",
    model: "Journey",
    body: "Caravans",
    kind: "caravan",
    fuel: null,
    price: [78_000, 112_000],
    badges: ["Outback", "19.61-3"],
  },
  {
    make: "Jayco",
    model: "Silverline",
    body: "Caravans",
    kind: "caravan",
    fuel: null,
    price: [98_000, 135_000],
    badges: ["21.66-3", "Outback"],
  },
  {
    make: "Jayco",
    model: "Swan",
    body: "Camper Trailer",
    kind: "camper-trailer",
    fuel: null,
    price: [32_000, 42_000],
    badges: ["Outback", "Touring"],
  },
  {
    make: "Jayco",
    model: "Eagle",
    body: "Camper Trailer",
    kind: "camper-trailer",
    fuel: null,
    price: [36_000, 48_000],
    badges: ["Outback"],
  },
  {
    make: "Jayco",
    model: "Baja",
    body: "Pop Tops",
    kind: "pop-top",
    fuel: null,
    price: [52_000, 64_000],
    badges: ["Flush Top", "Pop Top"],
  },
  {
    make: "Jayco",
    model: "Starcraft",
    body: "Pop Tops",
    kind: "pop-top",
    fuel: null,
    price: [48_000, 60_000],
    badges: ["15.44-2"],
  },
  {
    make: "Jayco",
    model: "J-Pod",
    body: "J-Pod",
    kind: "camper-trailer",
    fuel: null,
    price: [29_000, 36_000],
    badges: ["Outback"],
  },
  {
    make: "Jayco",
    model: "Crosstrak",
    body: "Off-Grid",
    kind: "caravan",
    fuel: null,
    price: [72_000, 88_000],
    badges: ["14.49-2"],
  },
  {
    make: "Jayco",
    model: "Toy Hauler",
    body: "Toy Haulers",
    kind: "caravan",
    fuel: null,
    price: [82_000, 99_000],
    badges: ["21.66-3"],
  },
  {
    make: "Jayco",
    model: "Conquest",
    body: "Motorised",
    kind: "motorhome",
    fuel: "Diesel",
    price: [178_000, 232_000],
    badges: ["FA25-3"],
  },
];

const CAR_CATALOGUE: CatalogueEntry[] = [
  {
    make: "Toyota",
    model: "Corolla",
    body: "Hatch",
    kind: "car",
    fuel: "Hybrid",
    price: [28_000, 38_000],
    badges: ["Ascent Sport", "SX", "ZR"],
  },
  {
    make: "Toyota",
    model: "RAV4",
    body: "SUV",
    kind: "suv",
    fuel: "Hybrid",
    price: [38_000, 56_000],
    badges: ["GX", "GXL", "Cruiser"],
  },
  {
    make: "Toyota",
    model: "HiLux",
    body: "Utility",
    kind: "ute",
    fuel: "Diesel",
    price: [42_000, 68_000],
    badges: ["SR", "SR5", "Rogue"],
  },
  {
    make: "Mazda",
    model: "CX-5",
    body: "SUV",
    kind: "suv",
    fuel: "Petrol",
    price: [34_000, 52_000],
    badges: ["Maxx", "Touring", "Akera"],
  },
  {
    make: "Mazda",
    model: "3",
    body: "Hatch",
    kind: "car",
    fuel: "Petrol",
    price: [27_000, 39_000],
    badges: ["G20 Pure", "G25 Evolve"],
  },
  {
    make: "Ford",
    model: "Ranger",
    body: "Utility",
    kind: "ute",
    fuel: "Diesel",
    price: [45_000, 79_000],
    badges: ["XLT", "Wildtrak", "Sport"],
  },
  {
    make: "Ford",
    model: "Everest",
    body: "SUV",
    kind: "suv",
    fuel: "Diesel",
    price: [55_000, 78_000],
    badges: ["Trend", "Platinum"],
  },
  {
    make: "Hyundai",
    model: "i30",
    body: "Hatch",
    kind: "car",
    fuel: "Petrol",
    price: [24_000, 36_000],
    badges: ["Active", "Elite", "N Line"],
  },
  {
    make: "Hyundai",
    model: "Tucson",
    body: "SUV",
    kind: "suv",
    fuel: "Petrol",
    price: [34_000, 50_000],
    badges: ["Elite", "Highlander"],
  },
  {
    make: "GWM Haval",
    model: "H6",
    body: "SUV",
    kind: "suv",
    fuel: "Hybrid",
    price: [36_000, 46_000],
    badges: ["Lux", "Ultra"],
  },
  {
    make: "Mercedes Benz",
    model: "C300",
    body: "Sedan",
    kind: "car",
    fuel: "Petrol",
    price: [68_000, 92_000],
    badges: ["AMG Line"],
  },
  {
    make: "Isuzu Ute",
    model: "D-Max",
    body: "Utility",
    kind: "ute",
    fuel: "Diesel",
    price: [38_000, 62_000],
    badges: ["SX", "LS-U", "X-Terrain"],
  },
  {
    make: "SsangYong",
    model: "Musso",
    body: "Utility",
    kind: "ute",
    fuel: "Diesel",
    price: [34_000, 46_000],
    badges: ["ELX", "Ultimate"],
  },
  {
    make: "Skoda",
    model: "Octavia",
    body: "Wagon",
    kind: "car",
    fuel: "Petrol",
    price: [36_000, 52_000],
    badges: ["Style", "RS"],
  },
  {
    make: "Suzuki Australia",
    model: "Swift",
    body: "Hatch",
    kind: "car",
    fuel: "Petrol",
    price: [20_000, 28_000],
    badges: ["GL", "GLX"],
  },
  {
    make: "Tesla",
    model: "Model 3",
    body: "Sedan",
    kind: "car",
    fuel: "Electric",
    price: [54_000, 72_000],
    badges: ["RWD", "Long Range"],
  },
  {
    make: "Mitsubishi",
    model: "Outlander",
    body: "SUV",
    kind: "suv",
    fuel: "PHEV",
    price: [48_000, 62_000],
    badges: ["ES", "Exceed"],
  },
  {
    make: "Toyota",
    model: "HiAce",
    body: "Van",
    kind: "van",
    fuel: "Diesel",
    price: [46_000, 62_000],
    badges: ["LWB", "SLWB"],
  },
];

const NZ_CATALOGUE: CatalogueEntry[] = [
  ...CAR_CATALOGUE.filter((entry) =>
    ["Toyota", "Mazda", "Ford", "Hyundai", "Mitsubishi"].includes(entry.make),
  ),
  {
    make: "Chery NZ",
    model: "Tiggo 7",
    body: "SUV",
    kind: "suv",
    fuel: "PHEV",
    price: [39_000, 49_000],
    badges: ["Pro"],
  },
];

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

export const DEMO_SITES: DemoSite[] = [
  {
    slug: "coastline-rv",
    name: "Coastline RV Centre",
    seed: 1001,
    domains: ["www.coastlinerv.test"],
    brand: { primary: "#0f5132", secondary: "#f4b400" },
    settings: {
      template: "rv",
      locale: "en-AU",
      timeZone: "Australia/Brisbane",
      manufacturer: { id: 11, name: "Jayco", slug: "jayco" },
      address: { city: "Maroochydore", state: "QLD" },
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
      commerce: { paymentProvider: "stripe" },
      features: { autograb: true },
      leads: { phoneVariant: "au", isPostcodeRequired: true },
      chat: { provider: "text" },
      analytics: { manufacturerTag: "jayco-page-bottom" },
      navigation: {
        header: [
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
          { label: "Finance", href: "/rv-finance" },
          { label: "RV Lifestyle", href: "/blog" },
          { label: "Contact", href: "/contact" },
        ],
        footer: [
          ...legalFooter("/blog"),
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
        ],
      },
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
        street: "14 Horton Parade",
        city: "Maroochydore",
        state: "QLD",
        postcode: "4558",
        lat: -26.6589,
        long: 153.0893,
        hours: RV_SERVICE_HOURS,
      },
      {
        name: "Coastline RV Parts",
        slug: "parts",
        dealership: "coastline-rv-maroochydore",
        types: ["parts"],
        phone: "0754431233",
        street: "14 Horton Parade",
        city: "Maroochydore",
        state: "QLD",
        postcode: "4558",
        lat: -26.6589,
        long: 153.0893,
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
  },
  {
    slug: "metro-pre-owned",
    name: "Metro Pre-Owned",
    seed: 2002,
    domains: ["www.metropreowned.test"],
    brand: { primary: "#7c2d12", secondary: "#0ea5e9" },
    settings: {
      template: "cars",
      locale: "en-AU",
      timeZone: "Australia/Melbourne",
      dealershipGroup: "Metro Motor Group",
      address: { city: "Melbourne", state: "VIC" },
      labels: { usePreOwnedLabel: true },
      branding: {
        colours: { primary: "#9a3412", accent: "#0369a1" },
        tagline: "Quality pre-owned cars across Melbourne",
      },
      header: { dropdownTrigger: "click" },
      paths: { garage: "/mymetro", usePagesPath: true },
      search: {
        defaultSlug: "pre-owned",
        defaultSort: "latest",
        sortOptions: [
          "relevance",
          "latest",
          "price-desc",
          "price-asc",
          "subscription-price-asc",
          "km-desc",
          "km-asc",
        ],
        excludeFordNewAndDemo: true,
      },
      stock: { showFuelTags: true, certifiedProgram: { name: "Metro Certified" } },
      commerce: { paymentProvider: "stripe", offersSubscription: true },
      garage: { isEnabled: true },
      auth: { isEnabled: true },
      leads: { phoneVariant: "au-mobile", usePrimaryLocation: true },
      features: { autograb: true, redbook: true },
      navigation: {
        header: [
          { label: "Pre-owned cars", href: "/search/pre-owned" },
          {
            label: "Our dealerships",
            children: [
              { label: "Metro Pre-Owned Richmond", href: "/search/metro-richmond" },
              { label: "Metro Pre-Owned Dandenong", href: "/search/metro-dandenong" },
              { label: "Metro Pre-Owned Geelong", href: "/search/metro-geelong" },
            ],
          },
          { label: "Sell my car", href: "/trade-in" },
          { label: "Finance", href: "/finance" },
          { label: "Contact", href: "/contact" },
        ],
        footer: [
          ...legalFooter("/blog"),
          { title: "Call us", links: [{ label: "1300 638 762", href: "tel:1300638762" }] },
        ],
      },
      home: {
        heroTitle: "Drive away in something better",
        heroSubtitle: "Over 100-point checked pre-owned cars, with subscription options.",
      },
    },
    dealerships: [
      {
        slug: "metro-richmond",
        name: "Metro Pre-Owned Richmond",
        reviewCount: 212,
        averageRating: 4.6,
      },
      {
        slug: "metro-dandenong",
        name: "Metro Pre-Owned Dandenong",
        reviewCount: 158,
        averageRating: 4.3,
      },
      {
        slug: "metro-geelong",
        name: "Metro Pre-Owned Geelong",
        reviewCount: 97,
        averageRating: 4.5,
      },
    ],
    locations: [
      {
        name: "Richmond",
        slug: "richmond",
        dealership: "metro-richmond",
        types: ["sales", "service"],
        isPrimary: true,
        phone: "0394281100",
        street: "400 Church Street",
        city: "Richmond",
        state: "VIC",
        postcode: "3121",
        lat: -37.8245,
        long: 144.9982,
        hours: CAR_HOURS,
      },
      {
        name: "Dandenong",
        slug: "dandenong",
        dealership: "metro-dandenong",
        types: ["sales"],
        phone: "0397912200",
        street: "55 Princes Highway",
        city: "Dandenong",
        state: "VIC",
        postcode: "3175",
        lat: -37.9875,
        long: 145.2149,
        hours: CAR_HOURS,
      },
      {
        name: "Geelong",
        slug: "geelong",
        dealership: "metro-geelong",
        types: ["sales", "service", "parts"],
        phone: "0352213300",
        street: "120 Latrobe Terrace",
        city: "Geelong",
        state: "VIC",
        postcode: "3220",
        lat: -38.1499,
        long: 144.3617,
        hours: SERVICE_HOURS,
      },
    ],
    stock: { new: 6, used: 48, demo: 6 },
    catalogue: CAR_CATALOGUE,
    searchSlugs: [
      { slug: "pre-owned", title: "Pre-owned cars", filters: { carType: ["used", "demo"] } },
      { slug: "new-used-and-demo-cars", title: "New, pre-owned and demo cars", filters: {} },
      {
        slug: "metro-richmond",
        title: "Metro Pre-Owned Richmond",
        filters: { dealership: "metro-richmond" },
      },
      {
        slug: "metro-dandenong",
        title: "Metro Pre-Owned Dandenong",
        filters: { dealership: "metro-dandenong" },
      },
      {
        slug: "metro-geelong",
        title: "Metro Pre-Owned Geelong",
        filters: { dealership: "metro-geelong" },
      },
    ],
    blogPosts: 24,
    reviews: 30,
  },
  {
    slug: "harbour-city-motors",
    name: "Harbour City Motors",
    seed: 3003,
    domains: ["www.harbourcitymotors.test"],
    brand: { primary: "#1e3a8a", secondary: "#10b981" },
    settings: {
      template: "cars",
      locale: "en-NZ",
      timeZone: "Pacific/Auckland",
      currency: "NZD",
      address: { city: "Auckland", state: "AUK" },
      branding: {
        colours: { primary: "#1e3a8a", accent: "#047857" },
        tagline: "Auckland's friendly car yard",
      },
      header: { dropdownTrigger: "click" },
      search: { defaultSlug: "new-used-and-demo-cars", defaultSort: "relevance" },
      leads: { phoneVariant: "nz" },
      paths: { finance: "/finance-enquiry" },
      navigation: {
        header: [
          {
            label: "Vehicles",
            children: [
              { label: "All vehicles", href: "/search/new-used-and-demo-cars" },
              { label: "Used cars", href: "/search/used-cars" },
            ],
          },
          { label: "Service", href: "/service" },
          { label: "Finance", href: "/finance-enquiry" },
          { label: "Contact", href: "/contact" },
        ],
        footer: [
          ...legalFooter("/blog"),
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
        ],
      },
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
  },
  {
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
  },
  {
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
  },
];
