import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { checkoutProcessor } from "@forecourt/core/payments/payment-provider";
import { siteWords } from "@forecourt/core/site/site-words";
import { primaryImageUrl } from "@forecourt/core/stock/primary-image";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { RESERVATION_HOLD_MINUTES } from "@forecourt/core/domain/reservation";
import { ReservationForm } from "@/components/checkout/reservation-form";
import { buttonClasses } from "@/components/ui/button";
import { Container, Section } from "@/components/ui/section";
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
 * Reserve a car at `{vehicleBase}/{slug}/checkout` (or /buy-online) when spec §9 allows it; any
 * other car gets the 404 page. The shopper's details and the terms, then the deposit is paid on
 * the provider's page (POST /api/reservations holds the car first).
 */
export default async function VehicleCheckoutRoute({
  site,
  route,
}: RouteProps<"vehicle-checkout">): Promise<React.ReactNode> {
  const detail = await requireVehicle(site, route.slug);
  if (!isCheckoutEligible(site, detail).isEligible) notFound();
  const processor = checkoutProcessor(detail.car.paymentProcessors);
  if (!processor) notFound();
  const { car, location, dealership } = detail;
  const formSite = await getFormSite(site);
  const kind = route.mode === "buy-online" ? "purchase" : "reserve";
  const form = reservationFormFor(kind, formSite, detail);
  const words = siteWords(site.settings);
  const noun = words.noun;
  const price = words.carPrice(car);
  const deposit = words.price(processor.depositAmount);
  const image = primaryImageUrl(car);
  const carPath = vehiclePath(site.settings.paths, car.slug);
  const where = location?.name ?? dealership.name;
  return (
    <Container width="narrow" className="py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">Reservation</p>
      <h1 className="mt-1 text-3xl font-bold">
        {kind === "purchase" ? `Buy this ${noun} online` : `Reserve this ${noun}`}
      </h1>
      <section
        aria-labelledby="reservation-summary"
        className="mt-6 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:flex-row"
      >
        {image ? (
          <div className="relative aspect-[3/2] w-full shrink-0 overflow-hidden rounded sm:w-56">
            <Image
              src={image}
              alt={car.name}
              fill
              priority
              sizes="(min-width: 640px) 224px, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
        <div>
          <h2 id="reservation-summary" className="text-xl font-semibold">
            {car.name}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-700">Price</dt>
            <dd className="font-semibold">{price.text}</dd>
            <dt className="text-slate-700">Reservation deposit</dt>
            <dd className="font-semibold" data-deposit>
              {deposit}
            </dd>
            <dt className="text-slate-700">Stock number</dt>
            <dd>{car.stockNumber}</dd>
            <dt className="text-slate-700">Location</dt>
            <dd>{where}</dd>
          </dl>
        </div>
      </section>
      <Section
        variant="block"
        headingId="reservation-terms"
        title="Reservation terms"
        className="mt-8"
      >
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          <li>
            The {deposit} deposit holds this {noun} for you: it is taken off the {noun} for sale as
            soon as the payment is confirmed.
          </li>
          <li>
            Our team at {where} contacts you to arrange the rest of the purchase; the deposit comes
            off the price.
          </li>
          <li>
            You have {RESERVATION_HOLD_MINUTES} minutes to pay. If someone else is paying for this{" "}
            {noun} at the same time, you are told before any money is taken.
          </li>
          <li>If the dealer cannot go ahead with the sale, the deposit is refunded in full.</li>
        </ul>
      </Section>
      <Section
        variant="block"
        headingId="reservation-details"
        title="Your details"
        className="mt-8"
      >
        <div className="mt-3">
          <ReservationForm form={form} site={formSite} carSlug={car.slug} kind={kind} />
        </div>
        <p className="mt-6">
          <Link href={carPath} className={buttonClasses("outline", "md", "border-slate-900")}>
            Back to the {noun}
          </Link>
        </p>
      </Section>
    </Container>
  );
}
