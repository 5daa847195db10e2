import { AppLink } from "@/components/app-link";
import type { Offer } from "@forecourt/core/domain/content";
import type { SiteWords } from "@forecourt/core/site/site-words";
import { Card, CardBody, CardMedia } from "../ui/card.tsx";

type OfferCardProps = {
  offer: Offer;
  words: SiteWords;
  vehicleBase: string;
  headingLevel?: "h2" | "h3";
};

export function OfferCard({ offer, words, vehicleBase, headingLevel = "h3" }: OfferCardProps) {
  const Heading = headingLevel;
  return (
    <Card>
      {offer.imageUrl ? (
        <CardMedia
          src={offer.imageUrl}
          alt={offer.imageAlt}
          aspect="banner"
          sizes="(min-width: 1024px) 33vw, 100vw"
        />
      ) : null}
      <CardBody>
        <Heading className="text-lg font-semibold">{words.text(offer.title)}</Heading>
        <p className="text-slate-700">{words.text(offer.summary)}</p>
        {offer.financeTerms ? (
          <p className="text-sm font-semibold">{words.text(offer.financeTerms)}</p>
        ) : null}
        {offer.endsAt ? (
          <p className="text-sm text-slate-700">
            Ends <time dateTime={offer.endsAt.toISOString()}>{words.date(offer.endsAt)}</time>
          </p>
        ) : null}
        {offer.car ? (
          <AppLink
            href={`${vehicleBase}/${offer.car.slug}`}
            className="mt-auto font-semibold underline underline-offset-2"
          >
            View the {offer.car.name}
          </AppLink>
        ) : null}
      </CardBody>
    </Card>
  );
}
