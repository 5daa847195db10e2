import type { Metadata } from "next";
import { siteWords } from "@forecourt/core/site/site-words";
import { PageHeading } from "@/components/content/page-heading";
import { RichText } from "@/components/content/rich-text";
import { OfferCard } from "@/components/offers/offer-card";
import { Container } from "@/components/ui/section";
import { getOffers } from "@/server/queries/content";
import { requireSite } from "@/server/queries/site";

type OffersProps = { params: Promise<{ site: string }> };

export const metadata: Metadata = {
  title: "Special offers",
  alternates: { canonical: "/special-offers" },
};

export default async function SpecialOffersPage({ params }: OffersProps) {
  const site = await requireSite((await params).site);
  const words = siteWords(site.settings);
  const offers = await getOffers(site.id, new Date());
  return (
    <>
      <PageHeading title="Special offers" intro={`Current offers at ${site.name}.`} />
      <Container className="py-10">
        {offers.length === 0 ? (
          <p>There are no special offers right now. Please check back soon.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer) => (
              <li key={offer.id} className="flex flex-col gap-3">
                <OfferCard
                  offer={offer}
                  words={words}
                  vehicleBase={site.settings.paths.vehicleBase}
                  headingLevel="h2"
                />
                <RichText html={offer.bodyHtml} className="text-sm" />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
