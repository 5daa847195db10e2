import { sql } from "drizzle-orm";
import { CAR_TYPES, type CarType } from "@forecourt/core/domain/car";
import { MANUFACTURER_BODIES } from "@forecourt/core/domain/model";
import type { Database } from "../client.ts";
import * as schema from "../schema.ts";
import { DEMO_SITES, type DemoSite } from "./demo-sites.ts";
import {
  buildCar,
  buildDealership,
  buildLocation,
  buildWebsite,
  type NewCar,
} from "./factories.ts";
import { createRandom, slugify, type Random } from "./random.ts";
import { renderHeroImage } from "./images/hero-image.ts";
import { renderLogo } from "./images/logo.ts";
import { renderModelImage } from "./images/model-image.ts";
import { pickColour } from "./images/paint-colours.ts";
import { renderVehicleImage } from "./images/vehicle-image.ts";
import type { VehicleImageKind } from "./images/vehicle-kinds.ts";
import { historyReportPdf } from "./history-report.ts";

export type SeedOptions = {
  /** Dates are offsets from this instant, so "just arrived" and "sold in the last days" hold. */
  now?: Date;
  /** Render placeholder images into the media table (skipped by tests that do not look). */
  withImages?: boolean;
  sites?: DemoSite[];
};

export type SeedReport = { sites: { slug: string; id: number; cars: number }[]; images: number };

const COLOURS_PER_KIND = 3;
const VIEWS_PER_CAR = 3;

export const vehicleMediaId = (kind: VehicleImageKind, colour: number, view: number) =>
  `demo/${kind}-${colour}-${view}.jpg`;
export const logoMediaId = (slug: string) => `demo/logo-${slug}.png`;
export const heroMediaId = (slug: string) => `demo/hero-${slug}.jpg`;
export const modelMediaId = (siteSlug: string, modelSlug: string) =>
  `demo/model-${siteSlug}-${modelSlug}.jpg`;
export const HISTORY_REPORT_MEDIA_ID = "demo/history-report.pdf";
export const mediaUrl = (id: string) => `/media/${id}`;

/** True when the database already holds sites: seeding only ever fills an empty database. */
export async function hasSites(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.websites.id }).from(schema.websites).limit(1);
  return rows.length > 0;
}

/** Creates the demo sites in one transaction: a failed seed leaves nothing behind. */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const sites = options.sites ?? DEMO_SITES;
  const report: SeedReport = { sites: [], images: 0 };
  const images = options.withImages === false ? [] : await renderDemoImages(sites);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    for (const chunk of chunks(images, 20))
      await txDb.insert(schema.media).values(chunk).onConflictDoNothing();
    report.images = images.length;
    for (const site of sites) report.sites.push(await seedSite(txDb, site, now));
  });
  return report;
}

async function renderDemoImages(sites: DemoSite[]): Promise<(typeof schema.media.$inferInsert)[]> {
  const kinds = [...new Set(sites.flatMap((site) => site.catalogue.map((entry) => entry.kind)))];
  const jobs: Promise<typeof schema.media.$inferInsert>[] = [];
  const jpeg = (id: string, bytes: Promise<Buffer>, width: number, height: number) =>
    bytes.then((data) => ({
      id,
      contentType: id.endsWith(".png") ? "image/png" : "image/jpeg",
      bytes: data,
      width,
      height,
    }));
  for (const kind of kinds) {
    for (let colour = 0; colour < COLOURS_PER_KIND; colour++) {
      for (let view = 0; view < VIEWS_PER_CAR; view++) {
        jobs.push(
          jpeg(
            vehicleMediaId(kind, colour, view),
            renderVehicleImage({ kind, colour: pickColour(colour * 5 + kindIndex(kind)), view }),
            1200,
            800,
          ),
        );
      }
    }
  }
  for (const site of sites) {
    jobs.push(
      jpeg(
        logoMediaId(site.slug),
        renderLogo({
          name: site.name,
          primary: site.brand.primary,
          secondary: site.brand.secondary,
        }),
        480,
        160,
      ),
    );
    jobs.push(
      jpeg(
        heroMediaId(site.slug),
        renderHeroImage({ name: site.name, primary: site.brand.primary }),
        1200,
        630,
      ),
    );
    for (const entry of modelsOf(site)) {
      jobs.push(
        jpeg(
          modelMediaId(site.slug, entry.slug),
          renderModelImage({
            kind: entry.kind,
            colour: pickColour(entry.position),
            name: entry.name,
          }),
          1200,
          800,
        ),
      );
    }
  }
  const rendered = await Promise.all(jobs);
  rendered.push({
    id: HISTORY_REPORT_MEDIA_ID,
    contentType: "application/pdf",
    bytes: historyReportPdf(),
    width: null,
    height: null,
  });
  return rendered;
}

function kindIndex(kind: string): number {
  return [...kind].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 7;
}

type DemoModel = {
  slug: string;
  name: string;
  kind: VehicleImageKind;
  body: string;
  fuel: string | null;
  position: number;
  make: string;
  model: string;
};

function modelsOf(site: DemoSite): DemoModel[] {
  const seen = new Map<string, DemoModel>();
  site.catalogue.forEach((entry) => {
    const name = `${entry.make} ${entry.model}`;
    const slug = slugify(name);
    if (!seen.has(slug))
      seen.set(slug, {
        slug,
        name,
        kind: entry.kind,
        body: entry.body,
        fuel: entry.fuel,
        position: seen.size,
        make: entry.make,
        model: entry.model,
      });
  });
  return [...seen.values()];
}

async function seedSite(db: Database, site: DemoSite, now: Date) {
  const random = createRandom(site.seed);
  const logoUrl = mediaUrl(logoMediaId(site.slug));
  const settings = {
    ...site.settings,
    branding: {
      ...site.settings.branding,
      logoUrl,
      logoThumbUrl: logoUrl,
      bannerUrl: mediaUrl(heroMediaId(site.slug)),
      faviconUrl: logoUrl,
    },
  };
  const [website] = await db
    .insert(schema.websites)
    .values(buildWebsite({ slug: site.slug, name: site.name, settings }))
    .returning();
  if (!website) throw new Error(`could not create ${site.slug}`);
  if (site.domains.length > 0)
    await db
      .insert(schema.domains)
      .values(site.domains.map((host) => ({ websiteId: website.id, host })));

  const dealerships = await db
    .insert(schema.dealerships)
    .values(
      site.dealerships.map((d) =>
        buildDealership(website.id, {
          slug: d.slug,
          name: d.name,
          reviewCount: d.reviewCount,
          averageRating: d.averageRating,
        }),
      ),
    )
    .returning();
  const dealershipBySlug = new Map(dealerships.map((d) => [d.slug, d]));
  await db
    .update(schema.websites)
    .set({ primaryDealershipId: dealerships[0]?.id ?? null })
    .where(sql`${schema.websites.id} = ${website.id}`);

  const locations = await db
    .insert(schema.locations)
    .values(
      site.locations.map((loc, position) => {
        const dealership = dealershipBySlug.get(loc.dealership);
        if (!dealership)
          throw new Error(
            `${site.slug}: location ${loc.slug} names unknown dealership ${loc.dealership}`,
          );
        const full = `${loc.street}, ${loc.city} ${loc.state} ${loc.postcode}`;
        return buildLocation(website.id, dealership.id, {
          slug: loc.slug,
          name: loc.name,
          locationTypes: loc.types,
          isPrimary: loc.isPrimary ?? false,
          phone: loc.phone,
          email: `${loc.slug}@${site.slug}.test`,
          openingHours: loc.hours,
          address: {
            street: loc.street,
            city: loc.city,
            state: loc.state,
            postcode: loc.postcode,
            lat: loc.lat,
            long: loc.long,
            placeId: null,
            full,
            mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${site.name} ${full}`)}`,
          },
          reviewCount: Math.round(
            dealership.reviewCount /
              Math.max(1, site.locations.filter((l) => l.dealership === loc.dealership).length),
          ),
          averageRating: dealership.averageRating,
          position,
        });
      }),
    )
    .returning();
  const salesLocations = locations.filter((l) => l.locationTypes.includes("sales"));

  const models = modelsOf(site);
  await db.insert(schema.rangeModels).values(
    models.map((m) => ({
      websiteId: website.id,
      slug: m.slug,
      name: m.name,
      description: `The ${m.name}: ${m.body.toLowerCase()} built for Australian conditions. Explore layouts, specifications and stock.`,
      manufacturerName: m.make,
      bodies: [manufacturerBody(m.body) ?? m.body],
      bodyStyles: [m.body],
      fuels: m.fuel ? [m.fuel] : [],
      variant: null,
      imageUrl: mediaUrl(modelMediaId(site.slug, m.slug)),
      imageThumbUrl: mediaUrl(modelMediaId(site.slug, m.slug)),
      isNew: m.position % 4 === 0,
      accessoriesCount: (m.position * 7) % 23,
      position: m.position,
    })),
  );

  const cars = buildStock(site, website.id, salesLocations, random, now);
  const inserted: { id: number; kind: VehicleImageKind; colour: number }[] = [];
  for (const chunk of chunks(cars, 500)) {
    const rows = await db
      .insert(schema.cars)
      .values(chunk.map((c) => c.row))
      .returning({ id: schema.cars.id, slug: schema.cars.slug });
    rows.forEach((row, i) => {
      const car = chunk[i];
      if (car) inserted.push({ id: row.id, kind: car.kind, colour: car.colour });
    });
  }
  const imageRows = inserted.flatMap((car) =>
    Array.from({ length: VIEWS_PER_CAR }, (_, view) => ({
      websiteId: website.id,
      carId: car.id,
      position: view,
      url: mediaUrl(vehicleMediaId(car.kind, car.colour, view)),
      thumbUrl: mediaUrl(vehicleMediaId(car.kind, car.colour, view)),
      width: 1200,
      height: 800,
      alt: "",
    })),
  );
  for (const chunk of chunks(imageRows, 1000)) await db.insert(schema.carImages).values(chunk);
  await db.execute(
    sql`update cars set primary_image_url = (select url from car_images ci where ci.car_id = cars.id order by position limit 1) where website_id = ${website.id}`,
  );

  await db
    .insert(schema.searchSlugs)
    .values(site.searchSlugs.map((s) => ({ websiteId: website.id, ...s })));
  const offerCars = await db
    .select({ id: schema.cars.id, name: schema.cars.name, price: schema.cars.price })
    .from(schema.cars)
    .where(
      sql`${schema.cars.websiteId} = ${website.id} and ${schema.cars.isSold} = false and ${schema.cars.price} > 10000`,
    )
    .orderBy(schema.cars.id)
    .limit(3);
  await seedContent(db, site, website.id, random, now, offerCars);
  return { slug: site.slug, id: website.id, cars: cars.length };
}

function manufacturerBody(body: string): string | undefined {
  return MANUFACTURER_BODIES.find((b) => b.toLowerCase() === body.toLowerCase());
}

type StockItem = { row: NewCar; kind: VehicleImageKind; colour: number };

/** Exactly site.stock of each car type, with the states the storefront has to show. */
function buildStock(
  site: DemoSite,
  websiteId: number,
  locations: (typeof schema.locations.$inferSelect)[],
  random: Random,
  now: Date,
): StockItem[] {
  const items: StockItem[] = [];
  const processors =
    site.settings.commerce?.paymentProvider && site.settings.commerce.paymentProvider !== "none"
      ? [
          {
            authorizationType: site.settings.commerce.paymentProvider,
            authorizationKey: "pk_test_demo",
            depositAmount: 500,
          },
        ]
      : [];
  let sequence = 0;
  for (const carType of CAR_TYPES) {
    const count = site.stock[carType];
    for (let i = 0; i < count; i++) {
      sequence += 1;
      const location = locations[sequence % Math.max(1, locations.length)] ?? null;
      const entry = site.catalogue[(sequence * 7 + i) % site.catalogue.length];
      if (!entry || !location) throw new Error(`${site.slug}: no catalogue or sales location`);
      const row = buildCar({
        websiteId,
        dealershipId: location.dealershipId,
        locationId: location.id,
        entry,
        carType,
        stockNumber: `${site.slug.slice(0, 2).toUpperCase()}${String(10_000 + sequence)}`,
        random,
        now,
      });
      row.paymentProcessors = processors;
      applyStockState(row, carType, i, count, site, now);
      const colour = random.int(0, COLOURS_PER_KIND - 1);
      items.push({ row, kind: entry.kind, colour });
    }
  }
  return items;
}

/** A fixed spread of the states of spec §4 so every card tag and rule is visible in demo data. */
function applyStockState(
  row: NewCar,
  carType: CarType,
  index: number,
  count: number,
  site: DemoSite,
  now: Date,
) {
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const soldDays = site.settings.search?.includeSoldCarsDays ?? 3;
  if (index === 0) row.createdAt = days(1); // just arrived
  if (index === 1) row.createdAt = days(5);
  if (carType === "new" && index === 2) {
    row.status = "coming_soon";
    row.createdAt = days(2);
  }
  if (carType === "new" && index === 3) {
    row.isPreorder = true;
    row.price = 0;
    row.tag = "Pre-order";
  }
  if (carType === "new" && index === 4) row.tag = "runout sale";
  if (carType === "new" && index === 5) row.tag = "Special";
  if (index === count - 1) {
    row.isSold = true;
    row.status = "sold";
    row.soldAt = days(Math.max(0, soldDays - 1));
  }
  if (count > 6 && index === count - 2) {
    row.isSold = true;
    row.status = "sold";
    row.soldAt = days(soldDays + 5);
  }
  if (count > 6 && index === count - 3) row.isReserved = true;
  if (carType === "used" && index === 2) row.price = 0; // enquire for price
  if (carType === "used" && index % 3 === 0) row.fileUrl = mediaUrl(HISTORY_REPORT_MEDIA_ID);
  if (carType === "used" && index % 4 === 1 && site.settings.stock?.certifiedProgram)
    row.isCertified = true;
  if (carType === "demo" && index === 0) row.tag = "Test Drive Only";
  if (site.settings.commerce?.offersSubscription && (row.price ?? 0) > 10)
    row.subscriptionPrice = Math.round((row.price ?? 0) / 260);
}

const BLOG_TOPICS = [
  "Packing checklist for your first trip",
  "How to choose the right tow vehicle",
  "Best free camps on the coast",
  "Caring for your canvas",
  "Winter touring tips",
  "Solar and battery basics",
  "A week in the high country",
  "Reversing with confidence",
  "Keeping the kids entertained",
  "Understanding towing weights",
  "Pre-trip safety checks",
  "Cooking on the road",
  "Off-grid water management",
  "Meet the owners",
];

async function seedContent(
  db: Database,
  site: DemoSite,
  websiteId: number,
  random: Random,
  now: Date,
  offerCars: { id: number; name: string; price: number | null }[],
) {
  const posts = Array.from({ length: site.blogPosts }, (_, i) => {
    const topic = BLOG_TOPICS[i % BLOG_TOPICS.length] ?? "News";
    const title = `${topic}${i >= BLOG_TOPICS.length ? ` (part ${Math.floor(i / BLOG_TOPICS.length) + 1})` : ""}`;
    return {
      websiteId,
      slug: slugify(`${title} ${i + 1}`),
      title,
      excerpt: `${topic}: practical advice from the ${site.name} team.`,
      bodyHtml: `<p>${topic} is one of the questions we hear most at ${site.name}.</p><p>Our team shares what has worked for our customers over the years.</p>`,
      imageUrl: mediaUrl(heroMediaId(site.slug)),
      template: i % 5 === 0 ? "feature" : "article",
      publishedAt: new Date(now.getTime() - (i * 2 + 1) * 86_400_000),
    };
  });
  for (const chunk of chunks(posts, 200)) await db.insert(schema.blogPosts).values(chunk);

  const authors = [
    "Sam K.",
    "Priya R.",
    "Tom W.",
    "Lee H.",
    "Alex M.",
    "Jordan P.",
    "Chris B.",
    "Mia T.",
  ];
  await db.insert(schema.reviews).values(
    Array.from({ length: site.reviews }, (_, i) => ({
      websiteId,
      author: authors[i % authors.length] ?? "Customer",
      rating: i % 9 === 8 ? 3 : random.pick([4, 5, 5]),
      body: random.pick([
        "Great service from start to finish.",
        "Friendly team and no pressure.",
        "Handover was thorough and clear.",
        "Would buy here again.",
      ]),
      postedAt: new Date(now.getTime() - (i * 5 + 2) * 86_400_000),
    })),
  );

  await db.insert(schema.careers).values([
    {
      websiteId,
      slug: "sales-consultant",
      title: "Sales Consultant",
      locationName: site.locations[0]?.city ?? "",
      employmentType: "Full time",
      descriptionHtml: "<p>Help our customers find the right vehicle.</p>",
      postedAt: new Date(now.getTime() - 6 * 86_400_000),
    },
    {
      websiteId,
      slug: "service-technician",
      title: "Service Technician",
      locationName: site.locations[0]?.city ?? "",
      employmentType: "Full time",
      descriptionHtml: "<p>Qualified technician wanted.</p>",
      postedAt: new Date(now.getTime() - 12 * 86_400_000),
    },
  ]);

  if (offerCars.length > 0)
    await db.insert(schema.offers).values(
      offerCars.map((car, i) => {
        const saving = [1_000, 1_500, 2_500][i] ?? 1_000;
        return {
          websiteId,
          slug: slugify(`${car.name} offer ${i + 1}`),
          title: `Save $${saving.toLocaleString("en-AU")} on the ${car.name}`,
          summary: `Drive away in the ${car.name} with $${saving.toLocaleString("en-AU")} off while the offer lasts.`,
          bodyHtml: `<p>Offer applies to the advertised vehicle only. Ask our team for details.</p>`,
          imageUrl: mediaUrl(heroMediaId(site.slug)),
          offerPrice: saving,
          carId: car.id,
          startsAt: new Date(now.getTime() - 7 * 86_400_000),
          endsAt: new Date(now.getTime() + (30 + i * 15) * 86_400_000),
        };
      }),
    );

  await db.insert(schema.pages).values(
    cmsPages(site).map((page) => ({
      websiteId,
      ...page,
      bodyHtml: `<p>${page.title} at ${site.name}.</p>`,
    })),
  );
}

const RV_PAGES = [
  ["caravan-hire", "Caravan hire"],
  ["caravan-parts-and-accessories", "Caravan parts and accessories"],
  ["vehicle-parts-and-accessories", "Vehicle parts and accessories"],
  ["rv-finance", "RV finance"],
  ["insuring-your-investment", "Insuring your investment"],
  ["considering-selling-or-trading", "Considering selling or trading"],
  ["servicing-your-rv", "Servicing your RV"],
  ["warranty", "Warranty"],
  ["roadside-assistance", "Roadside assistance"],
  ["how-to-videos", "How-to videos"],
  ["jayco-owners-club", "Jayco owners club"],
  ["why-jayco", "Why Jayco"],
  ["meet-the-team", "Meet the team"],
] as const;

function cmsPages(site: DemoSite): { path: string; title: string; description: string }[] {
  const common = [
    ["about-us", "About us"],
    ["privacy-policy", "Privacy policy"],
    ["terms-and-conditions", "Terms and conditions"],
  ] as const;
  const list = site.settings.template === "rv" ? [...common, ...RV_PAGES] : common;
  return list.map(([path, title]) => ({ path, title, description: `${title} - ${site.name}` }));
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
