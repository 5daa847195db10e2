import type { Metadata } from "next";
import { Fragment, type ReactNode } from "react";
import { AppLink } from "@/components/app-link";
import { notFound } from "next/navigation";
import {
  homeSectionsInOrder,
  liveBanners,
  type HomeSectionId,
} from "@forecourt/core/content/home-settings";
import type { Car } from "@forecourt/core/domain/car";
import type { CatalogueSite } from "@forecourt/core/catalogue/catalogue-feed";
import type { SiteSettings } from "@forecourt/core/site/site-settings";
import { siteWords, type SiteWords } from "@forecourt/core/site/site-words";
import { LocationGrid } from "@/components/locations/location-card";
import { OfferCard } from "@/components/offers/offer-card";
import { HomeBanners } from "@/components/content/home-banners";
import { ReviewList } from "@/components/content/review-list";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { Container, Section } from "@/components/ui/section";
import { VehicleCardGrid } from "@/components/vehicle/vehicle-card";
import {
  getHomeCars,
  getLibraryAltTexts,
  getOffers,
  getReviews,
  getSiteRatingCached,
} from "@/server/queries/content";
import { shareImageUrl } from "@/server/share-image";
import { getLocations } from "@/server/queries/storefront";
import { countSearchResults } from "@/server/queries/search";
import { currentSearchHour } from "@/server/queries/stock-scope";
import { catalogueSiteOf } from "@/server/catalogue/catalogue-site";
import { requireSite } from "@/server/queries/site";
import { dayKey } from "@/server/content/day-key";
import { withNotFoundInDocument } from "@/server/not-found-document";

/** `variant`: the split-test variant the proxy routed the visitor to (`~v/[variant]`). */
type HomeProps = { params: Promise<{ site: string; variant?: string }> };

const DAY_MS = 86_400_000;

/** The "view all" link beside a home section's heading. */
const SECTION_LINK = "font-semibold underline underline-offset-2";

export async function generateMetadata({ params }: HomeProps): Promise<Metadata> {
  const site = await requireSite((await params).site);
  const { settings } = site;
  const description =
    settings.home.heroSubtitle ??
    settings.branding.tagline ??
    `${site.name}: stock, finance and service.`;
  const image = shareImageUrl(settings.branding.bannerUrl, site.name);
  return {
    // The home page is the site itself: no "| Site" suffix from the layout's title template.
    title: { absolute: site.name },
    description: siteWords(settings).text(description),
    // A split test's variant (~v/...) is the same page.
    alternates: { canonical: "/" },
    openGraph: {
      title: site.name,
      description,
      type: "website",
      ...(image ? { images: [image] } : {}),
    },
  };
}

/** The site, the variant's hero and what the shown sections need (a bad variant: 404). */
async function readHome({ params }: HomeProps) {
  const { site: key, variant } = await params;
  const site = await requireSite(key);
  const { settings } = site;
  const splitTest = settings.experiments.splitTest;
  if (variant !== undefined && !splitTest?.variants.includes(variant)) notFound();
  const hero = (variant !== undefined && splitTest?.homeHero[variant]) || {};
  const words = siteWords(settings);
  const now = new Date();
  // The site's sections in its order; only the shown ones are read. Banners show only while
  // live: the content clock expires the page at each banner's start and end.
  const sections = homeSectionsInOrder(settings.home.sections).filter((s) => s.isVisible);
  const shows = (id: HomeSectionId) => sections.some((section) => section.id === id);
  const [featured, justArrived, inSearch, offers, reviews, locations, rating] =
    await readHomeSections(site.id, settings, shows, now);
  // Inside sentences: "View all 40 cars in stock", "Search 76 RVs by make, model or keyword".
  const inStock =
    inSearch === null ? words.nounPluralInText : words.count(inSearch, words.nounInText);
  const banners = liveBanners(settings.home.banners, now);
  const bannerUrls = banners.flatMap((banner) => (banner.imageUrl ? [banner.imageUrl] : []));
  const libraryAlts = bannerUrls.length
    ? await getLibraryAltTexts(site.id, bannerUrls.join("\n"))
    : {};
  return {
    ...{ site, settings, variant, hero, words, now, sections, shows, inStock, banners },
    ...{ libraryAlts, featured, justArrived, offers, reviews, locations, rating },
    catalogueSite: catalogueSiteOf(site),
    searchAction: `${settings.paths.search}/${settings.search.defaultSlug}`,
  };
}

type HomeData = Awaited<ReturnType<typeof readHome>>;

/** The featured and just-arrived rows of cars. */
function carRowRenderers(home: HomeData) {
  const { settings, catalogueSite, words, searchAction } = home;
  return {
    featured: () => (
      <CarRow
        settings={settings}
        catalogueSite={catalogueSite}
        id="featured"
        title={`Featured ${words.nounPlural}`}
        cars={home.featured}
        words={words}
        basePath={settings.paths.vehicleBase}
        link={{
          href: searchAction,
          label: `View all ${home.inStock} in stock`,
        }}
        empty="No stock is listed right now. Please check back soon."
        priorityCount={2}
      />
    ),
    "just-arrived": () =>
      home.justArrived.length > 0 ? (
        <CarRow
          settings={settings}
          catalogueSite={catalogueSite}
          id="just-arrived"
          title="Just arrived"
          cars={home.justArrived}
          words={words}
          basePath={settings.paths.vehicleBase}
          link={{
            href: `${searchAction}?sort=latest`,
            label: `Newest ${words.nounPlural}`,
          }}
          empty=""
          priorityCount={0}
        />
      ) : null,
  };
}

/** Each home section's part, by its id. */
function homeRenderers(home: HomeData): Record<HomeSectionId, () => ReactNode> {
  const { site, settings, words, hero, offers, reviews, rating, locations } = home;
  return {
    hero: () => (
      <HomeHero
        siteName={site.name}
        bannerUrl={settings.branding.bannerUrl}
        variant={home.variant}
        words={words}
        title={
          hero.title ??
          settings.home.heroTitle ??
          settings.branding.tagline ??
          `Find your next ${words.nounInText}`
        }
        subtitle={hero.subtitle ?? settings.home.heroSubtitle}
        searchAction={home.searchAction}
        inStock={home.inStock}
      />
    ),
    banners: () => (
      <HomeBanners
        banners={home.banners}
        siteName={site.name}
        words={words}
        isFirst={home.sections[0]?.id === "banners"}
        libraryAlts={home.libraryAlts}
      />
    ),
    ...carRowRenderers(home),
    offers: () =>
      offers.length > 0 ? (
        <HomeOffers offers={offers} words={words} vehicleBase={settings.paths.vehicleBase} />
      ) : null,
    reviews: () =>
      reviews && rating ? (
        <ReviewList reviews={reviews} rating={rating} headingId="reviews-heading" />
      ) : null,
    locations: () =>
      locations.length > 0 ? (
        <HomeLocations
          locations={locations}
          timeZone={settings.timeZone}
          now={home.now}
          locale={settings.locale}
        />
      ) : null,
  };
}

/**
 * The home page, and each split-test variant's (`~v/[variant]`); a variant the site's test does
 * not have answers with the site's 404 document.
 */
export default withNotFoundInDocument(async function Home(props: HomeProps) {
  const home = await readHome(props);
  const render = homeRenderers(home);
  return (
    <>
      {/* The page keeps its one top heading when the hero is hidden. */}
      {home.shows("hero") ? null : <h1 className="sr-only">{home.site.name}</h1>}
      {home.sections.map((section) => (
        <Fragment key={section.id}>{render[section.id]()}</Fragment>
      ))}
    </>
  );
});

/** What the shown sections need, read at once; a hidden section's part is not read. */
function readHomeSections(
  siteId: number,
  settings: SiteSettings,
  shows: (id: HomeSectionId) => boolean,
  now: Date,
) {
  const today = dayKey(now);
  const hour = currentSearchHour();
  const since = new Date(Date.parse(today) - settings.stock.justArrivedDays * DAY_MS).toISOString();
  const none = <T,>(value: T) => Promise.resolve(value);
  // The hero's search and "View all" lead to the default search, so they count what it lists
  // (a site's default search may be a named one, such as pre-owned cars only).
  return Promise.all([
    shows("featured")
      ? getHomeCars(siteId, "featured", settings.home.featuredCount, "", hour)
      : none([]),
    shows("just-arrived") ? getHomeCars(siteId, "just-arrived", 4, since, hour) : none([]),
    shows("hero") || shows("featured")
      ? countSearchResults(siteId, settings, settings.search.defaultSlug, "")
      : none(null),
    shows("offers") ? getOffers(siteId, now) : none([]),
    shows("reviews") ? getReviews(siteId) : none(null),
    shows("locations") ? getLocations(siteId) : none([]),
    shows("reviews") ? getSiteRatingCached(siteId) : none(null),
  ]);
}

/** The home page's hero: the site's name, its headline and the search of its stock. */
function HomeHero({
  siteName,
  bannerUrl,
  variant,
  words,
  title,
  subtitle,
  searchAction,
  inStock,
}: {
  siteName: string;
  bannerUrl: string | null | undefined;
  variant: string | undefined;
  words: SiteWords;
  title: string;
  subtitle: string | null | undefined;
  searchAction: string;
  /** The stock in words, inside a sentence ("76 RVs"). */
  inStock: string;
}) {
  return (
    <section
      className="relative isolate overflow-hidden bg-brand text-brand-foreground"
      data-variant={variant}
    >
      {bannerUrl ? (
        // Decorative, and left out on phones: there the heading is the first thing to paint
        // (a hidden lazy image is never fetched), which keeps mobile LCP at first paint.
        <div className="absolute inset-0 -z-10 hidden sm:block">
          <OptimisedImage
            src={bannerUrl}
            alt=""
            sizes="100vw"
            quality={60}
            className="media-cover opacity-25"
          />
        </div>
      ) : null}
      <Container className="py-14 sm:py-20">
        <h1 className="max-w-3xl text-3xl font-bold sm:text-5xl">{siteName}</h1>
        <p className="mt-3 max-w-2xl text-lg">{words.text(title)}</p>
        {subtitle ? <p className="mt-1 max-w-2xl">{words.text(subtitle)}</p> : null}
        <HeroSearch searchAction={searchAction} words={words} inStock={inStock} />
      </Container>
    </section>
  );
}

/** The hero's search of the stock (the default search, by keyword). */
function HeroSearch({
  searchAction,
  words,
  inStock,
}: {
  searchAction: string;
  words: SiteWords;
  inStock: string;
}) {
  return (
    <form
      action={searchAction}
      method="get"
      role="search"
      className="mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
    >
      <label htmlFor="home-search" className="sr-only">
        Search {words.nounPlural}
      </label>
      <input
        id="home-search"
        name="q"
        type="search"
        placeholder={`Search ${inStock} by make, model or keyword`}
        className="min-w-0 flex-1 rounded-md border-0 bg-white px-4 py-3 text-slate-900 shadow placeholder:text-slate-600"
      />
      <button
        type="submit"
        className="rounded-md bg-white px-6 py-3 font-semibold text-slate-900 shadow hover:bg-slate-100"
      >
        Search
      </button>
    </form>
  );
}

/** A home section whose heading has a link beside it to the site's page of them all. */
function PageLinkSection({
  headingId,
  title,
  href,
  linkLabel,
  children,
}: {
  headingId: string;
  title: string;
  href: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <Section
      headingId={headingId}
      title={title}
      action={
        <AppLink href={href} className={SECTION_LINK}>
          {linkLabel}
        </AppLink>
      }
    >
      {children}
    </Section>
  );
}

/** Up to three of the site's special offers, with the way to them all. */
function HomeOffers({
  offers,
  words,
  vehicleBase,
}: {
  offers: Awaited<ReturnType<typeof getOffers>>;
  words: SiteWords;
  vehicleBase: string;
}) {
  return (
    <PageLinkSection
      headingId="offers-heading"
      title="Special offers"
      href="/special-offers"
      linkLabel="All special offers"
    >
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {offers.slice(0, 3).map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} words={words} vehicleBase={vehicleBase} />
          </li>
        ))}
      </ul>
    </PageLinkSection>
  );
}

/** The dealership's locations, open or closed now, with the way to their opening hours. */
function HomeLocations({
  locations,
  timeZone,
  now,
  locale,
}: {
  locations: Awaited<ReturnType<typeof getLocations>>;
  timeZone: string;
  now: Date;
  locale: SiteSettings["locale"];
}) {
  return (
    <PageLinkSection
      headingId="locations-heading"
      title="Visit us"
      href="/our-locations"
      linkLabel="All locations and opening hours"
    >
      <LocationGrid
        className="mt-6"
        locations={locations}
        timeZone={timeZone}
        now={now}
        locale={locale}
        isCompact
      />
    </PageLinkSection>
  );
}

type CarRowProps = {
  id: string;
  title: string;
  cars: Car[];
  words: SiteWords;
  basePath: string;
  link: { href: string; label: string };
  empty: string;
  priorityCount: number;
  settings: SiteSettings;
  /** The site as its catalogue feeds describe it: a card names only ids Meta's catalogue has. */
  catalogueSite: CatalogueSite;
};

function CarRow({ id, title, link, empty, ...grid }: CarRowProps) {
  return (
    <Section
      headingId={`${id}-heading`}
      title={title}
      action={
        <a href={link.href} className={`${SECTION_LINK} text-slate-900`}>
          {link.label}
        </a>
      }
    >
      {grid.cars.length === 0 ? (
        <p className="mt-6 text-slate-700">{empty}</p>
      ) : (
        <VehicleCardGrid {...grid} />
      )}
    </Section>
  );
}
