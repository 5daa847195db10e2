import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * One schema for PGlite and PostgreSQL. Every tenant-owned table carries `website_id`, and every
 * repository filters on it: that column is what keeps one site's rows away from another's.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const websites = pgTable(
  "websites",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    /** Validated against the core site-settings schema on load. */
    settings: jsonb("settings").notNull().default({}),
    primaryDealershipId: integer("primary_dealership_id"),
    /** An archived site is served nowhere (its host answers 404) but keeps its rows. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The console's lists of live sites by name, a page at a time (never every site at once);
  // the operator's site search by any part of the name or slug (trigrams, pg_trgm; written
  // straight into the index, so a search never reads a list of pending entries).
  (t) => [
    index("websites_live_name")
      .on(t.name, t.id)
      .where(sql`${t.archivedAt} is null`),
    index("websites_name_trigrams")
      .using("gin", t.name.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("websites_slug_trigrams")
      .using("gin", t.slug.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

/** The tenant column: every site-owned row names its site and goes when the site goes. */
const ownedBySite = () =>
  integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" });

/**
 * Every start and end time of a site's home banners (settings.home.banners), one row each, kept by
 * a trigger on websites (migration 0038) whatever writes the settings; an archived site has none.
 * The content clock reads the times in its window by the index on `at`, not every site's settings.
 */
export const siteBannerTimes = pgTable(
  "site_banner_times",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("site_banner_times_at").on(t.at),
    index("site_banner_times_website").on(t.websiteId),
  ],
);

/**
 * When each live site's stock feed is next pulled: a row for every site whose settings name a
 * feed URL, kept by a trigger on websites (migration 0039: due at once when the feed settings
 * change), moved on by the puller after each pull. The puller reads only the rows due.
 */
export const siteFeedPulls = pgTable(
  "site_feed_pulls",
  {
    websiteId: integer("website_id")
      .primaryKey()
      .references(() => websites.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("site_feed_pulls_due").on(t.dueAt)],
);

export const domains = pgTable(
  "domains",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    host: text("host").notNull().unique(),
    /**
     * When the dealer proved the domain is theirs (a DNS TXT record or an HTTP token); null until
     * then. Only a verified domain of a live site is given a certificate (the TLS `ask` answer).
     */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** How it was proved: "dns", "http", or "operator" (domains served before verification). */
    verifiedBy: text("verified_by"),
    createdAt: createdAt(),
  },
  // The operator's site search by any part of a domain (trigrams, pg_trgm).
  (t) => [
    index("domains_host_trigrams")
      .using("gin", t.host.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

export const dealerships = pgTable(
  "dealerships",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** Where lead emails go; ADF/XML goes to adfEmail when set. */
    leadEmail: text("lead_email"),
    adfEmail: text("adf_email"),
    webhookUrl: text("webhook_url"),
    webhookSecret: text("webhook_secret"),
    reviewCount: integer("review_count").notNull().default(0),
    averageRating: doublePrecision("average_rating"),
    stripePublishableKey: text("stripe_publishable_key"),
    /** Signs the payment provider's webhooks for this dealership (Stripe's `whsec_...`). */
    paymentWebhookSecret: text("payment_webhook_secret"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("dealerships_website_slug").on(t.websiteId, t.slug)],
);

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    locationTypes: text("location_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPrimary: boolean("is_primary").notNull().default(false),
    isVisible: boolean("is_visible").notNull().default(true),
    phone: text("phone"),
    email: text("email"),
    socialUrls: jsonb("social_urls").notNull().default({}),
    openingHours: jsonb("opening_hours").notNull(),
    address: jsonb("address").notNull(),
    reviewCount: integer("review_count").notNull().default(0),
    averageRating: doublePrecision("average_rating"),
    position: integer("position").notNull().default(0),
    /** Slugs of the site's other locations whose shoppers this location's stock is offered to. */
    distributionLocations: text("distribution_locations")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The location's store code in the dealer's Google Business Profile, as Google's vehicle
     * feeds send it (`store_code`); null: the location's slug stands in.
     */
    googleStoreCode: text("google_store_code"),
  },
  (t) => [uniqueIndex("locations_website_slug").on(t.websiteId, t.slug)],
);

/**
 * Images and other binary assets served at /media/{id}; demo images are generated into it. With
 * object storage (`S3_BUCKET`) the bytes live there under the same id and `bytes` is null.
 */
export const media = pgTable(
  "media",
  {
    id: text("id").primaryKey(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes"),
    /** SHA-256 of the bytes, hex: the same content fetched again is not stored twice. */
    sha256: text("sha256"),
    width: integer("width"),
    height: integer("height"),
    /**
     * Set on a file uploaded to a site's media library (the content studio): the site it belongs
     * to, its alt text (required there), the name it was uploaded under and its size in bytes.
     * Null on car photos and demo images, which belong to their car or setting.
     */
    websiteId: integer("website_id").references(() => websites.id, { onDelete: "cascade" }),
    altText: text("alt_text"),
    fileName: text("file_name"),
    byteSize: integer("byte_size"),
    createdAt: createdAt(),
  },
  (t) => [index("media_website_created").on(t.websiteId, t.createdAt)],
);

export const cars = pgTable(
  "cars",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    series: text("series"),
    badge: text("badge"),
    body: text("body"),
    colour: text("colour"),
    transmission: text("transmission"),
    /** "4WD", "AWD", "FWD", "RWD" or as the dealer writes it. */
    drivetrain: text("drivetrain"),
    /** Free text: "2.8L 4cyl turbo diesel". */
    engine: text("engine"),
    /** Short lines the dealer lists ("Reversing camera"), in their order. */
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sleeping places of a caravan or RV. */
    berths: integer("berths"),
    /** A caravan's or RV's length in metres. */
    lengthM: doublePrecision("length_m"),
    year: integer("year").notNull(),
    km: integer("km").notNull().default(0),
    carType: text("car_type").notNull(),
    status: text("status").notNull().default("in_stock"),
    price: integer("price"),
    beforePrice: integer("before_price"),
    subscriptionPrice: integer("subscription_price"),
    dapPrice: integer("dap_price"),
    stockNumber: text("stock_number").notNull(),
    vin: text("vin"),
    /** The registration plate ("rego"), as the dealer's system exports it. */
    rego: text("rego"),
    /** The dealer's seller id on carsales.com.au, for this car's listing there (stock writes). */
    carsalesSellerIdentifier: text("carsales_seller_identifier"),
    isCertified: boolean("is_certified").notNull().default(false),
    isReserved: boolean("is_reserved").notNull().default(false),
    isSold: boolean("is_sold").notNull().default(false),
    isReservable: boolean("is_reservable"),
    isPreorder: boolean("is_preorder").notNull().default(false),
    /** Set by the dealer: the home page's featured row shows these first (list-home-cars.ts). */
    isFeatured: boolean("featured").notNull().default(false),
    /**
     * Saved in the console but not published: on no storefront page, search, sitemap, feed, pixel
     * or schema (stock-scope.ts, get-car.ts). The API and feeds write published cars and never
     * change it (docs/decisions/0036-car-drafts.md).
     */
    isDraft: boolean("is_draft").notNull().default(false),
    tag: text("tag"),
    simpleFuel: text("simple_fuel"),
    description: text("description"),
    primaryImageUrl: text("primary_image_url"),
    fileUrl: text("file_url"),
    paymentProcessors: jsonb("payment_processors").notNull().default([]),
    marketPriceNational: integer("market_price_national"),
    marketPriceState: integer("market_price_state"),
    rank: integer("rank").notNull().default(0),
    /** Fields a dealer edited by hand (API names): feed imports leave them as they are. */
    lockedFields: text("locked_fields")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    /** What the car sold for, when the dealer recorded it (cleared when it is back on sale). */
    soldPrice: integer("sold_price"),
    /**
     * What a keyword search reads: the name, make, model, series, badge, body and stock number
     * joined by spaces (as `concat_ws(' ', ...)` joins them, nulls left out), lower-cased once on
     * write. `search_text like lower(pattern)` matches what `ilike` on the joined fields matched
     * (on a UTF-8 database ILIKE is `lower(text) like lower(pattern)`), without joining and
     * lower-casing every row of the site on every keyword search.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower("name" || ' ' || "make" || ' ' || "model" || coalesce(' ' || "series", '') || coalesce(' ' || "badge", '') || coalesce(' ' || "body", '') || ' ' || "stock_number")`,
    ),
  },
  (t) => [
    uniqueIndex("cars_website_slug").on(t.websiteId, t.slug),
    index("cars_website_stock_number").on(t.websiteId, t.stockNumber),
    index("cars_website_vin").on(t.websiteId, t.vin),
    index("cars_website_updated").on(t.websiteId, t.updatedAt, t.id),
    index("cars_website_status_type").on(t.websiteId, t.status, t.carType),
    index("cars_website_make_model").on(t.websiteId, t.make, t.model),
    index("cars_website_price").on(t.websiteId, t.price),
    index("cars_website_created").on(t.websiteId, t.createdAt),
    // Every column a stock search reads, filters or sorts on (sql-stock-search.ts): its facets
    // and the ids of its page are read from this index alone, not from rows scattered over the
    // table (docs/performance-log.md, search at 1,000,000 vehicles).
    index("cars_website_search").on(
      t.websiteId,
      t.make,
      t.model,
      t.carType,
      t.body,
      t.simpleFuel,
      t.locationId,
      t.dealershipId,
      t.price,
      t.year,
      t.km,
      t.isSold,
      t.status,
      t.soldAt,
      t.rank,
      t.createdAt,
      t.id,
      t.subscriptionPrice,
      t.searchText,
      t.isDraft,
    ),
  ],
);

export const carImages = pgTable(
  "car_images",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    url: text("url").notNull(),
    thumbUrl: text("thumb_url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
    /** Where a feed or the API said the image is; fetched again only when it or its content changes. */
    sourceUrl: text("source_url"),
    /** SHA-256 of the fetched content, hex. */
    sourceHash: text("source_hash"),
    /** The source's ETag and Last-Modified as it sent them: asked again with If-None-Match / If-Modified-Since. */
    sourceEtag: text("source_etag"),
    sourceLastModified: text("source_last_modified"),
  },
  (t) => [index("car_images_car").on(t.carId, t.position)],
);

/** Named searches: /search/{slug} applies these preset filters (spec §2). */
export const searchSlugs = pgTable(
  "search_slugs",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** The page's meta description and opening line; null shows one made from the title. */
    description: text("description"),
    filters: jsonb("filters").notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("search_slugs_website_slug").on(t.websiteId, t.slug)],
);

export const rangeModels = pgTable(
  "range_models",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    manufacturerName: text("manufacturer_name").notNull(),
    bodies: text("bodies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Further manufacturer bodies the model is also listed under (spec §3 Model). */
    manufacturerBody2: text("manufacturer_body2"),
    manufacturerBody3: text("manufacturer_body3"),
    /** The catalogue id of the maker of the model's aftermarket accessories (spec §3 Model). */
    aftermarketManufacturerId: integer("aftermarket_manufacturer_id"),
    bodyStyles: text("body_styles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fuels: text("fuels")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    variant: text("variant"),
    imageUrl: text("image_url"),
    imageThumbUrl: text("image_thumb_url"),
    isNew: boolean("is_new").notNull().default(false),
    overrideUrl: text("override_url"),
    accessoriesCount: integer("accessories_count").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("range_models_website_slug").on(t.websiteId, t.slug)],
);

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    /** Path without leading slash, e.g. "warranty" or "contact-us/service". */
    path: text("path").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    bodyHtml: text("body_html").notNull().default(""),
    template: text("template").notNull().default("standard"),
    isPublished: boolean("is_published").notNull().default(true),
    seoTitle: text("seo_title"),
    socialImageUrl: text("social_image_url"),
    /**
     * The content studio's unpublished change (the write's input as the platform API takes it,
     * with its slug), null when none; the columns above are what the storefront shows.
     */
    draft: jsonb("draft"),
    /** Counts every write: a console save names the one it started from (no silent overwrite). */
    revision: integer("revision").notNull().default(0),
    /** When the draft is to be published by the worker's content clock; null: not scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pages_website_path").on(t.websiteId, t.path),
    index("pages_publish_at").on(t.publishAt),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    bodyHtml: text("body_html").notNull().default(""),
    imageUrl: text("image_url"),
    template: text("template").notNull().default("article"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** False while a post made in the console has never been published (not on the site). */
    isPublished: boolean("is_published").notNull().default(true),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    socialImageUrl: text("social_image_url"),
    /**
     * The content studio's unpublished change (the write's input as the platform API takes it,
     * with its slug), null when none; the columns above are what the storefront shows.
     */
    draft: jsonb("draft"),
    /** Counts every write: a console save names the one it started from (no silent overwrite). */
    revision: integer("revision").notNull().default(0),
    /** When the draft is to be published by the worker's content clock; null: not scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("blog_posts_website_slug").on(t.websiteId, t.slug),
    index("blog_posts_website_published").on(t.websiteId, t.publishedAt),
    index("blog_posts_publish_at").on(t.publishAt),
  ],
);

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    bodyHtml: text("body_html").notNull().default(""),
    imageUrl: text("image_url"),
    offerPrice: integer("offer_price"),
    carId: integer("car_id").references(() => cars.id, { onDelete: "set null" }),
    /** Finance terms as advertised, e.g. "$89 a week, 7.99% p.a. comparison rate". */
    financeTerms: text("finance_terms").notNull().default(""),
    /** The range models (their slugs) the offer applies to, besides or instead of one car. */
    modelSlugs: text("model_slugs")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** False while an offer made in the console has never been published (not on the site). */
    isPublished: boolean("is_published").notNull().default(true),
    /**
     * The content studio's unpublished change (the write's input as the platform API takes it,
     * with its slug), null when none; the columns above are what the storefront shows.
     */
    draft: jsonb("draft"),
    /** Counts every write: a console save names the one it started from (no silent overwrite). */
    revision: integer("revision").notNull().default(0),
    /** When the draft is to be published by the worker's content clock; null: not scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("offers_website_slug").on(t.websiteId, t.slug),
    index("offers_publish_at").on(t.publishAt),
    index("offers_ends_at").on(t.endsAt),
    index("offers_starts_at").on(t.startsAt),
  ],
);

/**
 * Every published version of a page, offer or blog post (the content studio's history): the
 * write's input as published, who published it and when. Restoring one publishes it again.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    websiteId: ownedBySite(),
    /** core CONTENT_KINDS */
    kind: text("kind").notNull(),
    contentId: integer("content_id").notNull(),
    version: integer("version").notNull(),
    slug: text("slug").notNull(),
    input: jsonb("input").notNull(),
    publishedById: uuid("published_by_id").references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    /** Kept when the user goes; "platform API" for a version the API wrote. */
    publishedBy: text("published_by").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_versions_item_version").on(t.kind, t.contentId, t.version)],
);

/**
 * An old address of a page, offer or blog post: its slug changed (to_slug, the item's new one),
 * or the item was deleted, the address then answering 301 to the path the marketer chose
 * (to_path) or, with neither, 410 Gone.
 */
export const contentRedirects = pgTable(
  "content_redirects",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    kind: text("kind").notNull(),
    fromSlug: text("from_slug").notNull(),
    toSlug: text("to_slug"),
    /** A site path ("/offers") a deleted item's address moves to for good. */
    toPath: text("to_path"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_redirects_from").on(t.websiteId, t.kind, t.fromSlug)],
);

/**
 * A deleted page, offer or blog post, kept 30 days so it can be restored (the studio's
 * "Recently deleted"): its last stored state as the API's input, its draft, whether it was on
 * the site. Its versions stay in content_versions until it is purged (by deleted_at).
 */
export const deletedContent = pgTable(
  "deleted_content",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    /** core CONTENT_KINDS */
    kind: text("kind").notNull(),
    /** The item's id, taken again when it is restored (its versions keep naming it). */
    contentId: integer("content_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    input: jsonb("input").notNull(),
    draft: jsonb("draft"),
    isPublished: boolean("is_published").notNull(),
    revision: integer("revision").notNull(),
    deletedBy: text("deleted_by").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("deleted_content_item").on(t.kind, t.contentId),
    index("deleted_content_website").on(t.websiteId, t.deletedAt),
    index("deleted_content_deleted_at").on(t.deletedAt),
  ],
);

export const careers = pgTable(
  "careers",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    locationName: text("location_name").notNull(),
    employmentType: text("employment_type").notNull(),
    descriptionHtml: text("description_html").notNull().default(""),
    isOpen: boolean("is_open").notNull().default(true),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("careers_website_slug").on(t.websiteId, t.slug)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    source: text("source").notNull().default("google"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("reviews_website_rating").on(t.websiteId, t.rating, t.postedAt)],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    websiteId: ownedBySite(),
    dealershipId: integer("dealership_id").references(() => dealerships.id, {
      onDelete: "set null",
    }),
    dealershipSlug: text("dealership_slug"),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    carId: integer("car_id").references(() => cars.id, { onDelete: "set null" }),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    /** "Incomplete" while a multi-step form is part-way (spec §3). */
    leadStatus: text("lead_status").notNull().default("New"),
    isFormCompleted: boolean("form_completed").notNull().default(true),
    stepNumber: integer("step_number"),
    skippedSteps: jsonb("skipped_steps").notNull().default([]),
    name: text("name"),
    firstName: text("first_name"),
    middleName: text("middle_name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    postcode: text("postcode"),
    message: text("message"),
    /** Every other form value, as submitted. */
    fields: jsonb("fields").notNull().default({}),
    source: text("source").notNull().default("Website"),
    url: text("url"),
    userAgent: text("user_agent"),
    visitedPages: jsonb("visited_pages").notNull().default([]),
    linkedQueryParams: jsonb("linked_query_params").notNull().default({}),
    hasFiles: boolean("has_files").notNull().default(false),
    idempotencyKey: text("idempotency_key"),
    /**
     * SHA-256 of the request that first used the key; a replay with another body is refused
     * rather than answered with this lead. Null for leads stored before it was kept.
     */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    /** Where the dealer is with it: new, contacted, appointment, sold or lost (core LEAD_STATUSES). */
    status: text("status").notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** The staff user the lead is assigned to in the dealer console. */
    assignedStaffUserId: uuid("assigned_staff_user_id").references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    /** When a staff user first opened the lead (its read marker). */
    firstReadAt: timestamp("first_read_at", { withTimezone: true }),
    /** When the lead's status first moved on from new (its status history has the rest). */
    firstRespondedAt: timestamp("first_responded_at", { withTimezone: true }),
    /**
     * When the shopper was first contacted (an email or text sent, a call logged): the lead is
     * answered from then on, and its response time is this less createdAt.
     */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    /** The car's price when the lead was made (the car's price may change or the car go). */
    carPrice: integer("car_price"),
    /** When the assignee or admins were emailed that the lead passed its response target. */
    overdueNotifiedAt: timestamp("overdue_notified_at", { withTimezone: true }),
    /**
     * When the shopper should have been answered by: its time plus its site's response target
     * (settings `leads.responseTargetMinutes`). Kept by the database (triggers of migration
     * lead-respond-by, on a lead's insert and its site's settings), so the overdue watch finds
     * the leads come due by an index on it.
     */
    respondBy: timestamp("respond_by", { withTimezone: true }),
    /**
     * Where the lead came from by the attribution rule (core analytics/attribution.ts) and the
     * path of its landing page, stored once its day is rolled up (credit-leads.ts); until then
     * (null creditedAt) the dashboard credits it from its visitor's touches at every read.
     */
    creditSource: text("credit_source"),
    creditMedium: text("credit_medium"),
    creditCampaign: text("credit_campaign"),
    landingPath: text("landing_path"),
    creditedAt: timestamp("credited_at", { withTimezone: true }),
    /**
     * The sale that closed the lead: the car it bought (null when it was sold and the car is
     * gone from stock, or not sold), when, and who marked it (core leads/lead-sale.ts).
     */
    soldCarId: integer("sold_car_id").references(() => cars.id, { onDelete: "set null" }),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    /** What the sale was worth, as the staff member recorded it (Insight sums it). */
    salePrice: integer("sale_price"),
    soldBy: text("sold_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("leads_website_idempotency").on(t.websiteId, t.idempotencyKey),
    // One shopper's leads on a site, by normalised email or E.164 phone (the shopper timeline).
    index("leads_website_email").on(t.websiteId, sql`lower(${t.email})`),
    index("leads_website_phone").on(t.websiteId, t.phone),
    // The inbox's search by a phone number: its digits, last first, so a number is found by how
    // it ends (list-inbox-leads.ts, the same expression).
    index("leads_website_phone_reversed").on(
      t.websiteId,
      sql`(reverse(translate(coalesce(${t.phone}, ''), ' +-().', '')) collate "C")`,
    ),
    // Insight's sales of a range.
    index("leads_website_sold")
      .on(t.websiteId, t.soldAt)
      .where(sql`${t.soldAt} is not null`),
    // A car is sold to one lead at most.
    uniqueIndex("leads_sold_car")
      .on(t.soldCarId)
      .where(sql`${t.soldCarId} is not null`),
    index("leads_website_created").on(t.websiteId, t.createdAt),
    // The newest leads of several sites at once (a group's inbox, the operator's): read in order
    // and stopped at the page's end, where (website_id, created_at) would read every lead.
    index("leads_created_id").on(t.createdAt, t.id),
    index("leads_website_status_created").on(t.websiteId, t.status, t.createdAt),
    // The leads still to credit: today's, and any the rollup has not reached.
    index("leads_website_uncredited")
      .on(t.websiteId, t.createdAt)
      .where(sql`${t.creditedAt} is null`),
    // The overdue watch: open, finished leads nobody contacted and nobody was told of, by the
    // time they come due (a tick with none due reads no lead, whatever the sites).
    index("leads_overdue_watch")
      .on(t.respondBy)
      .where(
        sql`${t.firstContactedAt} is null and ${t.overdueNotifiedAt} is null and ${t.isFormCompleted} and ${t.status} not in ('sold', 'lost')`,
      ),
  ],
);

/** Who has opened which lead: the inbox's unread marker is per staff user. */
export const leadReads = pgTable(
  "lead_reads",
  {
    websiteId: ownedBySite(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    staffUserId: uuid("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffUserId, t.leadId] }),
    // A shopper's reply makes the lead unread for everyone: its reads by lead.
    index("lead_reads_lead").on(t.leadId),
  ],
);

/** Every change of a lead's status: who made it and when. */
export const leadStatusChanges = pgTable(
  "lead_status_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    websiteId: ownedBySite(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    /** The caller: "platform", "api-key:{id}", or a staff user. */
    changedBy: text("changed_by").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_status_changes_lead").on(t.leadId, t.createdAt)],
);

/**
 * A lead's conversation with the shopper: emails and texts each way, calls logged and notes, in
 * the order they happened. Outbound mail and texts are delivered through the outbox (one row per
 * message, its id the outbox aggregate).
 */
export const leadMessages = pgTable(
  "lead_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    websiteId: ownedBySite(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** email, sms, call or note (core LEAD_MESSAGE_KINDS). */
    kind: text("kind").notNull(),
    /** out: from the dealer; in: from the shopper; null for a note. */
    direction: text("direction"),
    /** The staff user who wrote, called or noted it; null for the shopper's. */
    staffUserId: uuid("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The shopper's address or number it went to or came from. */
    address: text("address"),
    subject: text("subject"),
    body: text("body").notNull().default(""),
    /** A call's outcome (core CALL_OUTCOMES). */
    outcome: text("outcome"),
    /** The provider's id of an inbound message (Message-ID, MessageSid): a repeat is dropped. */
    externalId: text("external_id"),
    /** The console form's one-time key: a form sent twice stores one message. */
    clientKey: text("client_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("lead_messages_lead").on(t.leadId, t.createdAt),
    uniqueIndex("lead_messages_external").on(t.websiteId, t.externalId),
    uniqueIndex("lead_messages_client_key").on(t.leadId, t.clientKey),
  ],
);

/** A follow-up for a lead: when, for whom, and whether it is done and was notified. */
export const leadReminders = pgTable(
  "lead_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    websiteId: ownedBySite(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    assignedStaffUserId: uuid("assigned_staff_user_id").references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    createdByStaffUserId: uuid("created_by_staff_user_id").references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    note: text("note").notNull().default(""),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** When its assignee was mailed that it came due (in that run's digest). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("lead_reminders_lead").on(t.leadId, t.dueAt),
    index("lead_reminders_due")
      .on(t.dueAt)
      .where(sql`${t.notifiedAt} is null and ${t.doneAt} is null`),
  ],
);

export const leadFiles = pgTable("lead_files", {
  id: uuid("id").primaryKey().defaultRandom(),
  websiteId: ownedBySite(),
  leadId: uuid("lead_id")
    .notNull()
    .references(() => leads.id, { onDelete: "cascade" }),
  fieldName: text("field_name").notNull(),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/** Deliveries queued in the same transaction as the row they deliver (transactional outbox). */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Null for the platform's own mail (the console's sign-in codes), which no site owns. */
    websiteId: integer("website_id").references(() => websites.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    aggregateId: text("aggregate_id").notNull(),
    payload: jsonb("payload").notNull().default({}),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** The id of the request that queued it (its log lines carry the same), when one did. */
    requestId: text("request_id"),
    /**
     * The W3C traceparent of the span that queued it, with traces on: each send's span links to
     * it, so a lead's deliveries are found from its request's trace.
     */
    traceParent: text("trace_parent"),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_due").on(t.status, t.nextAttemptAt),
    uniqueIndex("outbox_kind_aggregate").on(t.kind, t.aggregateId),
  ],
);

export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    websiteId: ownedBySite(),
    category: text("category").notNull(),
    eventId: integer("event_id"),
    url: text("url"),
    leadId: uuid("lead_id"),
    carId: integer("car_id"),
    dealershipId: integer("dealership_id"),
    anonId: text("anon_id"),
    sessionId: text("session_id"),
    errorMessage: text("error_message"),
    properties: jsonb("properties").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("tracking_events_website_category").on(t.websiteId, t.category, t.createdAt),
    // A lead's touches for attribution: the visitor's events in the 30 days before it.
    index("tracking_events_website_anon").on(t.websiteId, t.anonId, t.createdAt),
    // Every category of a site since a time: the raw reads after the rollup mark (today), the
    // weekly report's week.
    index("tracking_events_website_time").on(t.websiteId, t.createdAt),
    // The roll-up's due sites: the events since its last pass, and those past retention.
    index("tracking_events_created").on(t.createdAt),
    // The conversion events of a range, whose visitors' touches credit the leads (a small part
    // of the events: only those that carry a lead id).
    index("tracking_events_website_lead_time")
      .on(t.websiteId, t.createdAt)
      .where(sql`${t.leadId} is not null`),
    // A lead's own events, whose visitor ids find the shopper's visits (the shopper timeline).
    index("tracking_events_website_lead")
      .on(t.websiteId, t.leadId)
      .where(sql`${t.leadId} is not null`),
  ],
);

/**
 * The key of a daily rollup's rows: the site and its day, in the site's zone (settings
 * `timeZone`; rows rolled up before the rollup kept the site's days are UTC days).
 */
const siteDay = () => ({
  websiteId: ownedBySite(),
  day: date("day", { mode: "string" }).notNull(),
});

/**
 * What the daily counts and totals group events by, as the analytics read them: the visit's
 * source and split-test variant, the collector's category and event id, and the page type.
 */
const eventGroup = () => ({
  source: text("source").notNull(),
  variant: text("variant").notNull(),
  category: text("category").notNull(),
  eventId: integer("event_id"),
  pageType: text("page_type"),
});

/**
 * Daily rollups of tracking_events (spec: analytics at size): per site and site's day, the event
 * counts grouped as the analytics read them (get-site-analytics.ts), written by the worker's
 * rollup step for whole past days up to `tracking_rollups.rolled_through`. The analytics read
 * these for rolled days and the raw events for the days after; raw events older than the
 * retention are deleted only once their day is rolled up.
 */
export const trackingDailyCounts = pgTable(
  "tracking_daily_counts",
  {
    ...siteDay(),
    ...eventGroup(),
    carId: integer("car_id"),
    isConversion: boolean("is_conversion").notNull(),
    events: integer("events").notNull(),
  },
  (t) => [index("tracking_daily_counts_website_day").on(t.websiteId, t.day)],
);

/**
 * tracking_daily_counts without the car: what the site's figures read (get-site-analytics.ts),
 * a few dozen rows per day where the counts hold a row per car viewed. Written with the counts
 * by the rollup step.
 */
export const trackingDailyTotals = pgTable(
  "tracking_daily_totals",
  {
    ...siteDay(),
    ...eventGroup(),
    isConversion: boolean("is_conversion").notNull(),
    events: integer("events").notNull(),
  },
  (t) => [index("tracking_daily_totals_website_day").on(t.websiteId, t.day)],
);

/**
 * Vehicle views (collector ids 3 and 4) per site, site's day and car: what the dashboard's most
 * viewed cars read (get-insight-activity.ts), a row per car viewed that day where the counts hold
 * one per car, source, variant and page type. Written with the counts by the rollup step; the
 * index holds every column, so a year's rows are read from the index alone.
 */
export const trackingDailyCarViews = pgTable(
  "tracking_daily_car_views",
  {
    ...siteDay(),
    carId: integer("car_id").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [index("tracking_daily_car_views_website_day").on(t.websiteId, t.day, t.carId, t.views)],
);

/** Distinct sessions per site and day: the day's total (source and variant null), by source, by variant. */
export const trackingDailySessions = pgTable(
  "tracking_daily_sessions",
  {
    ...siteDay(),
    source: text("source"),
    variant: text("variant"),
    sessions: integer("sessions").notNull(),
  },
  (t) => [index("tracking_daily_sessions_website_day").on(t.websiteId, t.day)],
);

/** Real visitors' speed per site, day, page group and metric: the 75th percentile and the samples. */
export const webVitalsDaily = pgTable(
  "web_vitals_daily",
  {
    ...siteDay(),
    pageGroup: text("page_group").notNull(),
    metric: text("metric").notNull(),
    p75: doublePrecision("p75").notNull(),
    samples: integer("samples").notNull(),
  },
  (t) => [index("web_vitals_daily_website_day").on(t.websiteId, t.day)],
);

/**
 * How far a site's events are rolled up: every day of the site's zone up to `rolled_through`,
 * and the day after it (today) up to `partial_until` (its last whole hour) in the daily counts,
 * totals, car views and sessions; null when today is not rolled up yet. Web vitals take whole
 * days only (a 75th percentile does not add up).
 */
export const trackingRollups = pgTable(
  "tracking_rollups",
  {
    websiteId: integer("website_id")
      .primaryKey()
      .references(() => websites.id, { onDelete: "cascade" }),
    rolledThrough: date("rolled_through", { mode: "string" }).notNull(),
    partialUntil: timestamp("partial_until", { withTimezone: true }),
    /**
     * The instant the day after `rolled_through` starts in the site's zone: its raw events from
     * then on are not rolled up whole (null on a mark written before it was kept: UTC's day).
     */
    rolledUntil: timestamp("rolled_until", { withTimezone: true }),
    /** The instant the day rolled up in part ends in the site's zone: it is due to close then. */
    partialDayEndsAt: timestamp("partial_day_ends_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  // The roll-up's days to close: those partly rolled up that have ended in their site's zone.
  (t) => [index("tracking_rollups_partial_day_ends_at").on(t.partialDayEndsAt)],
);

/**
 * A reservation or online purchase: a hold on one car while the shopper pays the deposit
 * (`pending`, until `expires_at`), then `confirmed` with the car reserved. A hold that is not
 * paid in time or whose payment fails is `released`; a dealer's cancel is `cancelled` (refunded);
 * a payment that arrives for a hold that lost its car is `refunded`. At most one hold or
 * reservation per car is live, which the partial unique index makes true under any race.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    websiteId: ownedBySite(),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The shopper's and the dealer's reference, e.g. "RES-7K3F9Q". */
    reference: text("reference").notNull(),
    kind: text("kind").notNull().default("reserve"),
    status: text("status").notNull().default("pending"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("AUD"),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    refundRef: text("refund_ref"),
    /** The provider's words when a payment failed. */
    message: text("message"),
    /** The shopper's details and the journey's answers, as validated. */
    answers: jsonb("answers").notNull().default({}),
    /**
     * SHA-256 of the random token in the httpOnly cookie of the browser that started the hold:
     * the same browser coming back resumes its payment; null for a hold placed by staff.
     */
    browserHash: text("browser_hash"),
    /** The provider's page where the hold's deposit is paid, so the shopper can return to it. */
    paymentUrl: text("payment_url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When the dealer handed the car over to the shopper (a confirmed reservation's end). */
    handedOverAt: timestamp("handed_over_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reservations_website_car").on(t.websiteId, t.carId),
    uniqueIndex("reservations_reference").on(t.reference),
    uniqueIndex("reservations_live_car")
      .on(t.carId)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
  ],
);

/**
 * The offline test provider's payments: what its hosted page shows and what the card entered
 * there decided. Demo sites take deposits through it with no keys.
 */
export const testPayments = pgTable("test_payments", {
  id: text("id").primaryKey(),
  websiteId: ownedBySite(),
  reference: text("reference").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  description: text("description").notNull(),
  status: text("status").notNull().default("requires_payment"),
  message: text("message"),
  returnUrl: text("return_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const garageUsers = pgTable(
  "garage_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    websiteId: ownedBySite(),
    email: text("email").notNull(),
    name: text("name"),
    lastName: text("last_name"),
    phone: text("phone"),
    postcode: text("postcode"),
    /** Saved-car alerts: mail when a watched car's price drops or it is sold or reserved. */
    isAlertsOptIn: boolean("alerts_opt_in").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("garage_users_website_email").on(t.websiteId, t.email)],
);

/** Emailed sign-in codes (spec §6), kept only as a keyed hash; 10 minutes, 5 tries. */
export const garageSignInCodes = pgTable(
  "garage_sign_in_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    websiteId: ownedBySite(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The client that asked for the code (its network address), for the per-client limit. */
    client: text("client").notNull().default(""),
    /** SHA-256 of the asking browser's sign-in cookie; only that browser may try the code. */
    browserHash: text("browser_hash").notNull().default(""),
    /** 8 or 16 digits (6 before the guess budget): which guess budget its tries count in. */
    codeLength: integer("code_length").notNull().default(6),
    /** Wrong tries only (the right one uses the code up). */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("garage_sign_in_codes_website_email").on(t.websiteId, t.email, t.createdAt),
    // Pruned once no guess budget counts them (pruneSignIns).
    index("garage_sign_in_codes_created").on(t.createdAt),
  ],
);

/** Signed-in sessions of one site, by the SHA-256 of the cookie's token. */
export const garageSessions = pgTable(
  "garage_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    websiteId: ownedBySite(),
    userId: uuid("user_id")
      .notNull()
      .references(() => garageUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("garage_sessions_user").on(t.userId),
    index("garage_sessions_expires").on(t.expiresAt),
  ],
);

/** Secrets the servers of one database share (signing keys), made on first use. */
/**
 * The DNS check of a site's own sending domain (settings `leads.mailFrom`'s domain): when it was
 * last checked, what was missing, and since when all its records are found. Mail to the site's
 * shoppers goes from that domain, signed with its key (platform secret `mail-dkim:{domain}`),
 * only while `verified_at` is set for the domain the setting names.
 */
export const sendingDomains = pgTable(
  "sending_domains",
  {
    websiteId: ownedBySite(),
    domain: text("domain").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** The problems the last check found, in words for the dealer; empty when verified. */
    problems: jsonb("problems").notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.domain] })],
);

export const platformSecrets = pgTable("platform_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export const watchlistItems = pgTable(
  "watchlist_items",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    userId: uuid("user_id")
      .notNull()
      .references(() => garageUsers.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("watchlist_user_car").on(t.userId, t.carId)],
);

/**
 * Per-website API keys: an integration's key for one dealer site's platform API, made and
 * revoked with the platform credential. Only a SHA-256 digest of the key is kept (keys are 32
 * random bytes, so a fast digest is enough); `prefix` is its first characters, to tell keys apart.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_keys_key_hash").on(t.keyHash),
    index("api_keys_website").on(t.websiteId),
  ],
);

/**
 * One stock feed import (a full snapshot of a dealer's stock, uploaded or pulled): its counts,
 * each rejected row with its reason, and the images that failed. A snapshot that would remove
 * more than the site's allowed share is `held` with its rows until it is confirmed.
 */
export const feedImports = pgTable(
  "feed_imports",
  {
    id: serial("id").primaryKey(),
    websiteId: ownedBySite(),
    /** upload | pull | api */
    source: text("source").notNull(),
    /** csv | json | csn */
    format: text("format").notNull(),
    /** applied | held | rejected | confirmed | discarded */
    status: text("status").notNull(),
    /** SHA-256 of the file as received. */
    fileHash: text("file_hash"),
    rowCount: integer("row_count").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    /** [{ row, reason }] */
    rejections: jsonb("rejections").notNull().default([]),
    /** [{ stock_number, url, reason }] */
    imageFailures: jsonb("image_failures").notNull().default([]),
    /** [{ column, reason }]: the file's columns no car field reads. */
    ignoredColumns: jsonb("ignored_columns").notNull().default([]),
    /** { created, updated, sold }: the stock numbers of the cars of each kind (would be, when held). */
    carChanges: jsonb("car_changes").notNull().default({}),
    /** Why the whole file was refused or held. */
    message: text("message"),
    /** The parsed rows of a held snapshot, applied when it is confirmed. */
    heldRows: jsonb("held_rows"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("feed_imports_website_created").on(t.websiteId, t.createdAt)],
);

/**
 * Dealer console staff, kept apart from shoppers. What a staff user may see is its grants; a
 * platform operator sees every site without any (see docs/decisions/0023).
 */
export const staffUsers = pgTable("staff_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Lower case, as the sign-in form normalises it. */
  email: text("email").notNull().unique(),
  name: text("name"),
  isPlatformOperator: boolean("is_platform_operator").notNull().default(false),
  /** Set when the user unsubscribed from the weekly report (its signed link); null gets it. */
  weeklyReportOptOutAt: timestamp("weekly_report_opt_out_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** A staff user's role on one site, optionally narrowed to one dealership or location. */
export const staffGrants = pgTable(
  "staff_grants",
  {
    id: serial("id").primaryKey(),
    staffUserId: uuid("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    websiteId: ownedBySite(),
    /** dealer-admin | sales | marketing (core GRANT_ROLES) */
    role: text("role").notNull(),
    dealershipId: integer("dealership_id").references(() => dealerships.id, {
      onDelete: "cascade",
    }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "cascade" }),
    /** The Monday of the last week whose report was queued for this user and site. */
    weeklyReportWeek: date("weekly_report_week", { mode: "string" }),
    /**
     * When the next report is due: the Monday's midnight in the site's zone after the week now
     * running there. Null: due at the next look (a new grant; the watch then sets it).
     */
    weeklyReportDueAt: timestamp("weekly_report_due_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_grants_user_website").on(t.staffUserId, t.websiteId),
    index("staff_grants_website").on(t.websiteId),
    // The weekly report's watch: the whole-site grants whose next report is due (by the site's
    // own Monday, whatever its zone).
    index("staff_grants_weekly_report_due")
      .on(t.role, t.weeklyReportDueAt)
      .where(sql`${t.dealershipId} is null and ${t.locationId} is null`),
  ],
);

/**
 * Console sign-in codes, by address and asking browser; the garage's limits (10 minutes, 5
 * tries, the guess budget).
 */
export const staffSignInCodes = pgTable(
  "staff_sign_in_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The client that asked for the code (its network address), for the per-client limit. */
    client: text("client").notNull().default(""),
    /** SHA-256 of the asking browser's sign-in cookie; only that browser may try the code. */
    browserHash: text("browser_hash").notNull().default(""),
    /** 8 or 16 digits (6 before the guess budget): which guess budget its tries count in. */
    codeLength: integer("code_length").notNull().default(6),
    /** Wrong tries only (the right one uses the code up). */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_sign_in_codes_email").on(t.email, t.createdAt),
    index("staff_sign_in_codes_created").on(t.createdAt),
  ],
);

/** Console sessions by the SHA-256 of the cookie's token. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffUserId: uuid("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_sessions_user").on(t.staffUserId),
    index("staff_sessions_expires").on(t.expiresAt),
  ],
);

/**
 * A staff user's passkeys (WebAuthn credentials), for signing in instead of the emailed code:
 * the credential id and COSE public key (base64url), the signature counter last seen, the
 * transports the browser reported, and the name its owner gave it.
 */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffUserId: uuid("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_passkeys_credential").on(t.credentialId),
    index("staff_passkeys_user").on(t.staffUserId),
  ],
);

/**
 * A browser a staff user turned notifications on in (Web Push): its push service's endpoint and
 * keys, a label for the device, and the events the person wants on it (core `PUSH_EVENTS`).
 * One row per endpoint: subscribing again from the same browser replaces its row.
 */
export const staffPushSubscriptions = pgTable(
  "staff_push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffUserId: uuid("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** "Chrome on Android", from the browser's user agent when it subscribed. */
    userAgentLabel: text("user_agent_label").notNull().default(""),
    events: text("events").array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_push_subscriptions_endpoint").on(t.endpoint),
    index("staff_push_subscriptions_user").on(t.staffUserId),
  ],
);

/**
 * Open WebAuthn challenges, bound to the browser that asked (the SHA-256 of its console sign-in
 * cookie) and, for a registration, to the signed-in staff user; each is used once and lives
 * five minutes.
 */
export const staffPasskeyChallenges = pgTable(
  "staff_passkey_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** register | sign-in */
    purpose: text("purpose").notNull(),
    browserHash: text("browser_hash").notNull(),
    staffUserId: uuid("staff_user_id").references(() => staffUsers.id, { onDelete: "cascade" }),
    challenge: text("challenge").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("staff_passkey_challenges_browser").on(t.browserHash, t.purpose)],
);

/** An admin's invitation of an address to a grant, taken up by that address's first sign-in. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    websiteId: ownedBySite(),
    role: text("role").notNull(),
    dealershipId: integer("dealership_id").references(() => dealerships.id, {
      onDelete: "cascade",
    }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "cascade" }),
    invitedBy: uuid("invited_by").references(() => staffUsers.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_invitations_email").on(t.email, t.createdAt)],
);

/**
 * Every change made in the console: who, what, when, and the subject before and after. Rows
 * outlive their actor (the address is kept); a site's rows go with the site.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    websiteId: integer("website_id").references(() => websites.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** core AUDIT_ACTIONS */
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_audit_log_website_created").on(t.websiteId, t.createdAt),
    // The operator's audit log, newest first, a page after a (created_at, id) cursor.
    index("staff_audit_log_created_id").on(t.createdAt, t.id),
  ],
);

/**
 * The identity of this database: one row, a random id made when the schema is first migrated
 * (the migration inserts it). The web server's page and data cache keeps its entries under this
 * id, so a server started from the same build on another database (a switch, another data
 * folder) never serves this one's pages or queries (docs/decisions 0029).
 */
export const databaseIdentity = pgTable(
  "database_identity",
  {
    /** Always true: the table holds one row at most. */
    singleton: boolean("singleton").primaryKey().default(true),
    id: uuid("id").notNull().defaultRandom(),
    createdAt: createdAt(),
  },
  (t) => [check("database_identity_one_row", sql`${t.singleton}`)],
);

/**
 * When a write last expired each cache tag (`site:{id}:cars`, ...), in milliseconds since the
 * epoch as the writing server's clock read it. Written before the write is acknowledged, read by
 * the web server when it starts: a cached page or query stored before its tag's expiry is never
 * served, also after a restart or a crash (docs/decisions 0029).
 */
export const cacheTagExpiries = pgTable(
  "cache_tag_expiries",
  {
    tag: text("tag").primaryKey(),
    expiredAtMs: bigint("expired_at_ms", { mode: "number" }).notNull(),
  },
  // A running server reads those recorded since it last looked (another process's writes).
  (t) => [index("cache_tag_expiries_expired_at").on(t.expiredAtMs)],
);
