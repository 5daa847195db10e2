import type { Metadata } from "next";
import { AppLink } from "@/components/app-link";
import { notFound } from "next/navigation";
import { checkoutProcessor } from "@forecourt/core/payments/payment-provider";
import { paymentProvidersOnThisServer } from "@/server/payments/payment-provider-for";
import { SLUG_PATTERN } from "@forecourt/core/domain/slug";
import { siteWords } from "@forecourt/core/site/site-words";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { PurchaseJourneyPage } from "@/components/checkout/purchase-journey-page";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { requireSite } from "@/server/queries/site";
import { isCheckoutEligible, requireVehicle } from "@/server/vehicle/vehicle-view";

// The car comes from the query string, so every request is answered on its own.
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ car_id?: string | string[] }>;
};

export const metadata: Metadata = { title: "Buy online", robots: { index: false } };

/**
 * Online purchase (spec §2 `/checkout-journey?car_id={slug}`): the purchase journey for a car
 * that may be bought online (spec §9); a car of the site that may not gets a page saying so,
 * with the way back to it; an unknown car is a 404.
 */
export default async function CheckoutJourney({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  const carId = (await searchParams).car_id;
  if (typeof carId !== "string" || !SLUG_PATTERN.test(carId)) notFound();
  const detail = await requireVehicle(site, carId);
  const processor = checkoutProcessor(detail.car.paymentProcessors, paymentProvidersOnThisServer());
  if (isCheckoutEligible(site, detail).isEligible && processor) {
    return <PurchaseJourneyPage site={site} detail={detail} processor={processor} />;
  }
  const words = siteWords(site.settings);
  return (
    <Container width="narrow" className="py-10">
      <h1 className="text-3xl font-bold">This {words.nounInText} cannot be bought online</h1>
      <p className="mt-4 text-slate-800">
        The {detail.car.name} is not available to buy online right now: it may be reserved or sold,
        or this {words.nounInText} is sold in person only. Our team is happy to help with it or with
        a similar {words.nounInText}.
      </p>
      <p className="mt-6">
        <AppLink
          href={vehiclePath(site.settings.paths, detail.car.slug)}
          className={buttonClasses("primary", "md")}
        >
          See the {words.nounInText} and {words.text("enquire")}
        </AppLink>
      </p>
    </Container>
  );
}
