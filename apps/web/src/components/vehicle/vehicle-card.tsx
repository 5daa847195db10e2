import Link from "next/link";
import type { Car } from "@forecourt/core/domain/car";
import { currencyFor } from "@forecourt/core/locale/locale";
import { subscriptionPriceDisplay } from "@forecourt/core/locale/format-price";
import { displayCarName } from "@forecourt/core/search/make-aliases";
import type { SiteSettings } from "@forecourt/core/site/site-settings";
import type { SiteWords } from "@forecourt/core/site/site-words";
import { cardTag, type CardTag } from "@forecourt/core/stock/card-tag";
import { favouriteFrom } from "@forecourt/core/garage/favourites";
import { primaryImageUrl } from "@forecourt/core/stock/primary-image";
import { FavouriteButton } from "../garage/favourite-button.tsx";
import { Card, CardBody, CardMedia } from "../ui/card.tsx";
import { cn } from "../ui/cn.ts";

type CardSettings = Pick<
  SiteSettings,
  "stock" | "labels" | "commerce" | "locale" | "currency" | "storage"
>;

type VehicleCardProps = {
  car: Car;
  words: SiteWords;
  basePath: string;
  isPriority?: boolean;
  /**
   * With the site's settings the card also shows its tag (spec §4), subscription price and the
   * favourite heart.
   */
  settings?: CardSettings;
  /** The instant "just arrived" is measured from; defaults to now. */
  now?: Date;
  /** Heading level of the vehicle name within the page. */
  headingLevel?: 2 | 3;
};

const TAG_STYLES: Record<CardTag["kind"], string> = {
  fuel: "bg-emerald-800 text-white",
  reserved: "bg-amber-300 text-slate-950",
  certified: "bg-white text-slate-950 ring-1 ring-slate-300",
  custom: "bg-brand text-brand-foreground",
  "coming-soon": "bg-sky-800 text-white",
  "just-arrived": "bg-slate-900 text-white",
  sold: "bg-red-700 text-white",
};

export function VehicleCard({
  car,
  words,
  basePath,
  isPriority = false,
  settings,
  now,
  headingLevel = 3,
}: VehicleCardProps) {
  const price = words.carPrice(car);
  const tag = settings ? cardTag(car, settings, now ?? new Date()) : null;
  const subscription = settings
    ? subscriptionPriceDisplay({
        offersSubscription: settings.commerce.offersSubscription,
        subscriptionPrice: car.subscriptionPrice,
        symbol: currencyFor(settings.locale, settings.currency).symbol,
      })
    : null;
  const Heading = `h${headingLevel}` as const;
  const name = displayCarName(car.name, car.make);
  return (
    <Card className="relative h-auto w-full" data-car-id={car.id}>
      <Link href={`${basePath}/${car.slug}`} className="group flex flex-1 flex-col">
        <CardMedia
          src={car.primaryImageUrl}
          alt={name}
          aspect="photo"
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          priority={isPriority}
        >
          {tag ? <VehicleTag tag={tag} /> : null}
        </CardMedia>
        <CardBody className="gap-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {words.carTypeLabel(car.carType)}
          </p>
          <Heading className="font-semibold group-hover:underline">{name}</Heading>
          <p className="text-sm text-slate-700">{words.distance(car.km)}</p>
          <p className="mt-auto pt-2 text-xl font-bold text-slate-900" data-testid="card-price">
            {price.text}
          </p>
          {subscription ? (
            <p className="text-sm text-slate-700" data-testid="card-subscription">
              or subscribe from <span className="font-semibold">{subscription}</span>
            </p>
          ) : null}
        </CardBody>
      </Link>
      {settings ? (
        // Outside the link (a button may not sit in an anchor), laid over the photo's corner.
        <FavouriteButton
          car={favouriteFrom({ ...car, name, primaryImageUrl: primaryImageUrl(car) })}
          storageKey={settings.storage.favouritesKey}
          className="absolute right-2 top-2"
        />
      ) : null}
    </Card>
  );
}

function VehicleTag({ tag }: { tag: CardTag }) {
  const className = `absolute left-2 top-2 flex items-center gap-1 rounded px-2 py-1 text-xs font-bold uppercase tracking-wide shadow ${TAG_STYLES[tag.kind]}`;
  if (tag.kind === "certified" && tag.logoUrl) {
    return (
      <span className={className} data-tag={tag.kind}>
        {/* A small dealer-supplied logo; the optimiser adds nothing at this size. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={tag.logoUrl} alt="" width={16} height={16} className="h-4 w-4" />
        {tag.text}
      </span>
    );
  }
  return (
    <span className={className} data-tag={tag.kind}>
      {tag.text}
    </span>
  );
}

type VehicleCardGridProps = Omit<VehicleCardProps, "car" | "isPriority"> & {
  cars: readonly Car[];
  /** How many cards from the top load their image first (those above the fold). */
  priorityCount?: number;
  /** The grid's columns and spacing beyond the default. */
  className?: string;
};

/** A list of vehicle cards in a responsive grid, each card stretched to its row's height. */
export function VehicleCardGrid({
  cars,
  priorityCount = 0,
  className,
  ...card
}: VehicleCardGridProps) {
  return (
    <ul className={cn("mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {cars.map((car, index) => (
        <li key={car.id} className="flex">
          <VehicleCard car={car} isPriority={index < priorityCount} {...card} />
        </li>
      ))}
    </ul>
  );
}
