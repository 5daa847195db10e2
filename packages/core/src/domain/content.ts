/** A running special offer (spec §2 /special-offers), optionally for one car of the stock. */
export type Offer = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  imageUrl: string | null;
  /** The image's description: the media library's for a library image (offers have none of their own). */
  imageAlt: string;
  offerPrice: number | null;
  /** Finance terms as advertised ("" when none). */
  financeTerms: string;
  car: { slug: string; name: string; price: number | null } | null;
  startsAt: Date | null;
  endsAt: Date | null;
};

/** Whether an offer runs at `now`: started (or no start) and not yet ended (or no end). */
export function isOfferRunning(offer: Pick<Offer, "startsAt" | "endsAt">, now: Date): boolean {
  return (
    (offer.startsAt === null || offer.startsAt <= now) &&
    (offer.endsAt === null || offer.endsAt > now)
  );
}

/** An open position (spec §7 careers.json, /careers and /current-positions). */
export type Career = {
  id: number;
  slug: string;
  title: string;
  locationName: string;
  employmentType: string;
  descriptionHtml: string;
  postedAt: Date;
};

/** A customer review shown on the site (spec §9: rating 4 and up, the latest 12). */
export type Review = {
  id: number;
  author: string;
  rating: number;
  body: string;
  source: string;
  postedAt: Date;
  locationId: number | null;
};
