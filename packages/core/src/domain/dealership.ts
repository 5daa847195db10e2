/** A dealership of a site: who sells its cars. */
export type Dealership = {
  id: number;
  websiteId: number;
  slug: string;
  name: string;
  email: string | null;
  reviewCount: number;
  averageRating: number | null;
  stripePublishableKey: string | null;
};
