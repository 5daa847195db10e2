import { isCarTaken, type Car } from "@forecourt/core/domain/car";
import { currencyFor } from "@forecourt/core/locale/locale";
import { subscriptionPriceDisplay } from "@forecourt/core/locale/format-price";
import type { SiteSettings } from "@forecourt/core/site/site-settings";
import type { SiteWords } from "@forecourt/core/site/site-words";
import type { CatalogueSite } from "@forecourt/core/catalogue/catalogue-feed";
import { metaCatalogueId } from "@forecourt/core/catalogue/meta-catalogue-id";
import { cardTag } from "@forecourt/core/stock/card-tag";
import { primaryImageUrl } from "@forecourt/core/stock/primary-image";
import { VehicleCardList, type VehicleCardData } from "./vehicle-card-list.tsx";

type CardSettings = Pick<
  SiteSettings,
  "stock" | "labels" | "commerce" | "locale" | "currency" | "storage"
>;

type VehicleCardOptions = {
  words: SiteWords;
  /**
   * With the site's settings the card also shows its tag (spec §4), subscription price and the
   * favourite heart.
   */
  settings?: CardSettings;
  /**
   * The site as its catalogue feeds describe it (server `catalogueSiteOf`): a card names its
   * car's catalogue id only where Meta's catalogue carries the car; without it, none.
   */
  catalogueSite?: CatalogueSite;
  /** The instant "just arrived" is measured from; defaults to now. */
  now?: Date;
};

/** What one card shows, worked out on the server: the card itself only lays it out. */
export function vehicleCardData(
  car: Car,
  { words, settings, catalogueSite, now }: VehicleCardOptions,
): VehicleCardData {
  const tag = settings ? cardTag(car, settings, now ?? new Date()) : null;
  const subscription = settings
    ? subscriptionPriceDisplay({
        offersSubscription: settings.commerce.offersSubscription,
        subscriptionPrice: car.subscriptionPrice,
        isTaken: isCarTaken(car),
        symbol: currencyFor(settings.locale, settings.currency).symbol,
      })
    : null;
  const favouriteImage = primaryImageUrl(car);
  return {
    id: car.id,
    catalogueId: catalogueSite ? metaCatalogueId(car, catalogueSite) : null,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    image: car.primaryImageUrl,
    ...(favouriteImage === car.primaryImageUrl ? {} : { favouriteImage }),
    kind: words.carTypeLabel(car.carType),
    distance: words.distance(car.km),
    price: words.carPrice(car).text,
    subscription,
    tag,
  };
}

/** A card in a four-column grid: a quarter of the container from `lg`, half from `sm`. */
const FOUR_COLUMN_SIZES =
  "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw";

type VehicleCardGridProps = VehicleCardOptions & {
  cars: readonly Car[];
  basePath: string;
  /** How many cards from the top load their image first (those above the fold). */
  priorityCount?: number;
  /** The grid's columns, in place of the default "sm:grid-cols-2 lg:grid-cols-4". */
  className?: string;
  /** Heading level of each vehicle name within the page. */
  headingLevel?: 2 | 3;
  /** The photo's slot per breakpoint (`<img sizes>`), as the grid lays the cards out. */
  imageSizes?: string;
};

/**
 * A list of vehicle cards in a responsive grid, each card stretched to its row's height. The
 * cards' words are worked out here; the list is a client component so that the page's component
 * payload carries each card's few values rather than its whole markup a second time.
 */
export function VehicleCardGrid({
  cars,
  words,
  settings,
  catalogueSite,
  now,
  basePath,
  priorityCount = 0,
  className,
  headingLevel = 3,
  imageSizes = FOUR_COLUMN_SIZES,
}: VehicleCardGridProps) {
  return (
    <VehicleCardList
      cards={cars.map((car) => vehicleCardData(car, { words, settings, catalogueSite, now }))}
      basePath={basePath}
      favouritesKey={settings?.storage.favouritesKey ?? null}
      priorityCount={priorityCount}
      className={className}
      headingLevel={headingLevel}
      imageSizes={imageSizes}
    />
  );
}
