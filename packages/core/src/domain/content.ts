/** A running special offer (spec §2 /special-offers), optionally for one car of the stock. */
export type Offer = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  imageUrl: string | null;
  offerPrice: number | null;
  car: { slug: string; name: string; price: number | null } | null;
  endsAt: Date | null;
};

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
