import { AppLink } from "@/components/app-link";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { Site } from "@forecourt/core/site/site";
import { leadCarFrom } from "@forecourt/core/forms/build-lead";
import { formSiteForCar } from "@forecourt/core/forms/form-site";
import { currencyFor } from "@forecourt/core/locale/locale";
import type { CheckoutProcessor } from "@forecourt/core/payments/payment-provider";
import { siteWords } from "@forecourt/core/site/site-words";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { valuationEndpointOf } from "@forecourt/core/valuation/valuation-service";
import { reservationFormFor } from "@/server/payments/reservation-forms";
import { getFormSite } from "@/server/queries/forms";
import { buttonClasses } from "../ui/button.tsx";
import { Container, Section } from "../ui/section.tsx";
import { PurchaseJourney } from "./purchase-journey.tsx";
import { CarHoldGate } from "./car-hold-gate.tsx";
import { ReservationSummary, ReservationTerms } from "./reservation-summary.tsx";

/**
 * The online purchase journey for an eligible car, at `/checkout-journey?car_id=` and at
 * `{vehicleBase}/{slug}/buy-online`: the car, the reservation terms, then the journey's steps.
 */
export async function PurchaseJourneyPage({
  site,
  detail,
  processor,
}: {
  site: Site;
  detail: CarDetail;
  processor: Pick<CheckoutProcessor, "depositAmount">;
}) {
  const { car, location, dealership } = detail;
  // No location select where the car decides where the lead goes.
  const formSite = formSiteForCar(await getFormSite(site), leadCarFrom(car));
  const words = siteWords(site.settings);
  const deposit = words.price(processor.depositAmount);
  const { symbol } = currencyFor(site.settings.locale, site.settings.currency);
  return (
    <Container width="narrow" className="py-10">
      <p className="eyebrow">Buy online</p>
      <h1 className="mt-1 text-3xl font-bold">Buy this {words.nounInText} online</h1>
      <ReservationSummary detail={detail} price={words.carPrice(car).text} deposit={deposit} />
      <ReservationTerms
        deposit={deposit}
        noun={words.nounInText}
        where={location?.name ?? dealership.name}
        holdMinutes={site.settings.commerce.reservationHoldMinutes}
      />
      <Section variant="block" headingId="purchase-steps" title="Your purchase" className="mt-8">
        <div className="mt-3">
          <CarHoldGate
            carSlug={car.slug}
            noun={words.nounInText}
            enquireHref={`${vehiclePath(site.settings.paths, car.slug)}#vehicle-enquiry`}
          >
            <PurchaseJourney
              form={reservationFormFor("purchase", formSite, detail)}
              site={formSite}
              car={{
                ...leadCarFrom(car),
                slug: car.slug,
                price: car.price ?? 0,
              }}
              deposit={processor.depositAmount}
              interestRate={site.settings.commerce.financeCalculatorInterest}
              currencySymbol={symbol}
              valuationEndpoint={valuationEndpointOf(site.settings)}
            />
          </CarHoldGate>
        </div>
        <p className="mt-6">
          <AppLink
            href={vehiclePath(site.settings.paths, car.slug)}
            className={buttonClasses("outline", "md", "border-slate-900")}
          >
            Back to the {words.nounInText}
          </AppLink>
        </p>
      </Section>
    </Container>
  );
}
