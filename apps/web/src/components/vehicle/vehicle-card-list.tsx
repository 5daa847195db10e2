"use client";

import { AppLink } from "@/components/app-link";
import { favouriteFrom } from "@forecourt/core/garage/favourites";
import type { CardTag } from "@forecourt/core/stock/card-tag";
import { FavouriteButton } from "../garage/favourite-button.tsx";
import { Card, CardBody, CardMedia } from "../ui/card.tsx";
import { cx } from "../ui/cx.ts";
import { HydrateApart } from "../ui/hydrate-apart.tsx";

/** One vehicle card's values, as `vehicleCardData` works them out on the server. */
export type VehicleCardData = {
  id: number;
  /**
   * The car's id in Meta's catalogue (core `metaCatalogueId`), null where the catalogue does
   * not carry it: its favourite's pixel event names only such an id.
   */
  catalogueId: string | null;
  slug: string;
  name: string;
  make: string | null;
  model: string | null;
  /** The card's photo; null leaves the grey frame. */
  image: string | null;
  /** The picture a favourite keeps where it is not the photo (the site's placeholder). */
  favouriteImage?: string | null;
  /** New, used or demo in the site's words. */
  kind: string;
  distance: string;
  price: string;
  subscription: string | null;
  tag: CardTag | null;
};

type VehicleCardListProps = {
  cards: readonly VehicleCardData[];
  basePath: string;
  /** The site's favourites storage key; null shows no heart. */
  favouritesKey: string | null;
  priorityCount: number;
  /** The grid's columns, in place of the default "sm:grid-cols-2 lg:grid-cols-4". */
  className?: string;
  headingLevel: 2 | 3;
  imageSizes: string;
};

/** The grid of vehicle cards (`VehicleCardGrid` fills it on the server). */
export function VehicleCardList({
  cards,
  basePath,
  favouritesKey,
  priorityCount,
  className,
  headingLevel,
  imageSizes,
}: VehicleCardListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <HydrateApart>
      <ul className={cx("mt-6 grid gap-6", className ?? "sm:grid-cols-2 lg:grid-cols-4")}>
        {cards.map((card, index) => (
          <li key={card.id} className="flex">
            <Card className="vcard" data-car-id={card.id}>
              <AppLink href={`${basePath}/${card.slug}`} className="group card-link">
                <CardMedia
                  src={card.image}
                  alt={card.name}
                  aspect="photo"
                  sizes={imageSizes}
                  priority={index < priorityCount}
                >
                  {card.tag ? <VehicleTag tag={card.tag} /> : null}
                </CardMedia>
                <CardBody className="gap-1">
                  <p className="vcard-kicker">{card.kind}</p>
                  <Heading className="vcard-name">{card.name}</Heading>
                  <p className="vcard-meta">{card.distance}</p>
                  <p className="vcard-price" data-testid="card-price">
                    {card.price}
                  </p>
                  {card.subscription ? (
                    <p className="vcard-meta" data-testid="card-subscription">
                      or subscribe from <span className="font-semibold">{card.subscription}</span>
                    </p>
                  ) : null}
                </CardBody>
              </AppLink>
              {favouritesKey ? (
                // Outside the link (a button may not sit in an anchor), laid over the photo's corner.
                <FavouriteButton
                  car={favouriteFrom({
                    ...card,
                    primaryImageUrl:
                      card.favouriteImage === undefined ? card.image : card.favouriteImage,
                  })}
                  catalogueId={card.catalogueId}
                  storageKey={favouritesKey}
                />
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </HydrateApart>
  );
}

function VehicleTag({ tag }: { tag: CardTag }) {
  if (tag.kind === "certified" && tag.logoUrl) {
    return (
      <span className="vcard-tag" data-tag={tag.kind}>
        {/* A small dealer-supplied logo; the optimiser adds nothing at this size. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={tag.logoUrl} alt="" width={16} height={16} className="h-4 w-4" />
        {tag.text}
      </span>
    );
  }
  return (
    <span className="vcard-tag" data-tag={tag.kind}>
      {tag.text}
    </span>
  );
}
