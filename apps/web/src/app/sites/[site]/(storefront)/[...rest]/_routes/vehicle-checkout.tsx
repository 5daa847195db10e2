import type { Metadata } from "next";
import { AppLink } from "@/components/app-link";
import { notFound } from "next/navigation";
import { checkoutProcessor } from "@forecourt/core/payments/payment-provider";
import { paymentProvidersOnThisServer } from "@/server/payments/payment-provider-for";
import { siteWords } from "@forecourt/core/site/site-words";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { PurchaseJourneyPage } from "@/components/checkout/purchase-journey-page";
import { CarHoldGate } from "@/components/checkout/car-hold-gate";
import { ReservationForm } from "@/components/checkout/reservation-form";
import { ReservationSummary, ReservationTerms } from "@/components/checkout/reservation-summary";
import { buttonClasses } from "@/components/ui/button";
import { Container, Section } from "@/components/ui/section";
import { leadCarFrom } from "@forecourt/core/forms/build-lead";
import { formSiteForCar } from "@forecourt/core/forms/form-site";
import { getFormSite } from "@/server/queries/forms";
import { reservationFormFor } from "@/server/payments/reservation-forms";
import { isCheckoutEligible, requireVehicle } from "@/server/vehicle/vehicle-view";
import type { RouteProps } from "./route-props.ts";

export async function metadata({ site, route }: RouteProps<"vehicle-checkout">): Promise<Metadata> {
  const { car } = await requireVehicle(site, route.slug);
  return {
    title: route.mode === "buy-online" ? `Buy ${car.name} online` : `Reserve ${car.name}`,
    robots: { index: false },
    alternates: { canonical: `${vehiclePath(site.settings.paths, car.slug)}/${route.mode}` },
  };
}

/**
 * Reserve a car at `{vehicleBase}/{slug}/checkout`, or buy it online at /buy-online (the
 * purchase journey), when spec §9 allows it; any other car gets the 404 page. The deposit is
 * paid on the provider's page (POST /api/reservations holds the car first).
 */
export default async function VehicleCheckoutRoute({
  site,
  route,
}: RouteProps<"vehicle-checkout">): Promise<React.ReactNode> {
  const detail = await requireVehicle(site, route.slug);
  const eligibility = isCheckoutEligible(site, detail);
  const processor = checkoutProcessor(detail.car.paymentProcessors, paymentProvidersOnThisServer());
  if (!eligibility.isEligible) {
    // A form reloaded (or a link followed) after the car was reserved or sold says so; a car
    // that could never be paid for online here (no processor) has no such page.
    const { reason } = eligibility;
    if ((reason === "reserved" || reason === "sold") && processor) {
      return <CheckoutClosed site={site} detail={detail} reason={reason} />;
    }
    notFound();
  }
  if (!processor) notFound();
  if (route.mode === "buy-online") {
    return <PurchaseJourneyPage site={site} detail={detail} processor={processor} />;
  }
  // No location select where the car decides where the lead goes.
  const formSite = formSiteForCar(await getFormSite(site), leadCarFrom(detail.car));
  return <ReservePage site={site} detail={detail} processor={processor} formSite={formSite} />;
}

/** Reserve: the car, the deposit's terms and the shopper's details before the payment page. */
function ReservePage({
  site,
  detail,
  processor,
  formSite,
}: {
  site: RouteProps<"vehicle-checkout">["site"];
  detail: Awaited<ReturnType<typeof requireVehicle>>;
  processor: NonNullable<ReturnType<typeof checkoutProcessor>>;
  formSite: ReturnType<typeof formSiteForCar>;
}) {
  const { car, location, dealership } = detail;
  const form = reservationFormFor("reserve", formSite, detail);
  const words = siteWords(site.settings);
  // Inside sentences: "Reserve this car", "Reserve this RV".
  const noun = words.nounInText;
  const deposit = words.price(processor.depositAmount);
  const carPath = vehiclePath(site.settings.paths, car.slug);
  return (
    <Container width="narrow" className="py-10">
      <p className="eyebrow">Reservation</p>
      <h1 className="mt-1 text-3xl font-bold">Reserve this {noun}</h1>
      <ReservationSummary detail={detail} price={words.carPrice(car).text} deposit={deposit} />
      <ReservationTerms
        deposit={deposit}
        noun={noun}
        where={location?.name ?? dealership.name}
        holdMinutes={site.settings.commerce.reservationHoldMinutes}
      />
      <Section
        variant="block"
        headingId="reservation-details"
        title="Your details"
        className="mt-8"
      >
        <div className="mt-3">
          {/* Another shopper's hold is told before the form, not after it is filled in. */}
          <CarHoldGate carSlug={car.slug} noun={noun} enquireHref={`${carPath}#vehicle-enquiry`}>
            <ReservationForm form={form} site={formSite} carSlug={car.slug} kind="reserve" />
          </CarHoldGate>
        </div>
        <p className="mt-6">
          <AppLink href={carPath} className={buttonClasses("outline", "md", "border-slate-900")}>
            Back to the {noun}
          </AppLink>
        </p>
      </Section>
    </Container>
  );
}

export const CHECKOUT_CLOSED_TITLE = {
  reserved: "This {noun} has just been reserved",
  sold: "This {noun} has been sold",
} as const;

/** The reserve or buy-online page of a car another shopper has reserved or bought. */
function CheckoutClosed({
  site,
  detail,
  reason,
}: {
  site: RouteProps<"vehicle-checkout">["site"];
  detail: Awaited<ReturnType<typeof requireVehicle>>;
  reason: keyof typeof CHECKOUT_CLOSED_TITLE;
}) {
  const words = siteWords(site.settings);
  const noun = words.nounInText;
  const carPath = vehiclePath(site.settings.paths, detail.car.slug);
  return (
    <Container width="narrow" className="py-10">
      <p className="eyebrow">Reservation</p>
      <h1 className="mt-1 text-3xl font-bold">
        {CHECKOUT_CLOSED_TITLE[reason].replace("{noun}", noun)}
      </h1>
      <p className="mt-3 text-slate-800">
        {detail.car.name} can no longer be reserved online
        {reason === "reserved" ? ": a deposit has been paid on it" : ""}. If you paid it, your
        reservation&apos;s confirmation has been emailed to you; nothing else has been charged.
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <AppLink href={carPath} className={buttonClasses("outline", "md", "border-slate-900")}>
          Back to the {noun}
        </AppLink>
        <AppLink href={`${carPath}#vehicle-enquiry`} className={buttonClasses("primary", "md")}>
          Enquire about this {noun}
        </AppLink>
      </p>
    </Container>
  );
}
