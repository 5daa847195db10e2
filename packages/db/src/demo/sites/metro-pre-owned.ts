import { SEARCH_SORTS } from "@forecourt/core/site/site-settings";
import type { DemoSite } from "./demo-site.ts";
import { CAR_CATALOGUE } from "./car-catalogue.ts";
import { navigation } from "./navigation.ts";
import { CAR_HOURS, SERVICE_HOURS } from "./opening-hours.ts";

/** A used-car dealer group: three dealerships, a garage with sign-in, the pre-owned label, subscriptions. */
export const METRO_PRE_OWNED: DemoSite = {
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
      // Every sort, subscription price included.
      sortOptions: [...SEARCH_SORTS],
      excludeFordNewAndDemo: true,
    },
    stock: {
      showFuelTags: true,
      // Sales add cars as drafts; the dealer admin publishes them (README, demo staff).
      salesMayListCars: true,
      certifiedProgram: { name: "Metro Certified", isManufacturerProgram: false },
    },
    // Car-clarity takes finance customers; Redbook values trade-ins (AutoGrab's subscription
    // still gives cars their trade-in button, spec §9).
    commerce: {
      offersSubscription: true,
      financeProvider: "car-clarity",
      valuationService: "redbook",
    },
    garage: { isEnabled: true },
    analytics: {
      googleTagManagerId: "GTM-METROPO",
      facebookPixelId: "410000000000003",
      collectorEnabled: true,
    },
    auth: { isEnabled: true },
    // Three dealerships: every form asks which one (the location select, settings "auto").
    leads: {
      phoneVariant: "au-mobile",
      isOptInTickedByDefault: true,
      askBirthDate: true,
      minimumApplicantAge: 18,
      askBestFinanceQuestions: true,
      // A number kept for fiction (ACMA): where the platform has an SMS account, salespeople
      // text shoppers from it (off on the demo default, which has none).
      smsFrom: "+61491570156",
    },
    features: { autograb: true, redbook: true, nevdis: true },
    navigation: {
      ...navigation(
        [
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
        ],
        { title: "Call us", links: [{ label: "1300 638 762", href: "tel:1300638762" }] },
      ),
      financePreApproval: "footer",
      financeSignIn: "footer",
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
      // Richmond takes deposits through Till Payments where the server has a Till API user.
      paymentProcessor: {
        type: "Till",
        key: "demo-richmond-till-connector",
        secret: "demo-richmond-till-shared-secret",
      },
    },
    {
      slug: "metro-dandenong",
      name: "Metro Pre-Owned Dandenong",
      reviewCount: 158,
      averageRating: 4.3,
      // Dandenong banks with St.George: PayWay (TEST is PayWay's test facility's merchant id).
      paymentProcessor: { type: "St George", key: "TEST" },
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
      // The group's city yard also sells to shoppers of its two suburban branches.
      distributionLocations: ["dandenong", "geelong"],
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
    {
      // The Dandenong branch's overflow yard: no line of its own, so its cars' call button
      // rings the Dandenong branch.
      name: "Dandenong South Yard",
      slug: "dandenong-south",
      dealership: "metro-dandenong",
      types: ["sales"],
      // The yard's cars are offered to the Dandenong branch's shoppers.
      distributionLocations: ["dandenong"],
      phone: null,
      street: "8 Greens Road",
      city: "Dandenong South",
      state: "VIC",
      postcode: "3175",
      lat: -38.0152,
      long: 145.2203,
      hours: CAR_HOURS,
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
  depositProvider: "test",
};
