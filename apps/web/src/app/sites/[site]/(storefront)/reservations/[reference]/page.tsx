import type { Metadata } from "next";
import { AppLink } from "@/components/app-link";
import { notFound } from "next/navigation";
import { isCarSold } from "@forecourt/core/domain/car";
import { siteWords } from "@forecourt/core/site/site-words";
import { onlinePurchasePath, reservePath, vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { getReservationWithCar } from "@/server/queries/reservations";
import { requireSite } from "@/server/queries/site";

// A reservation's state changes with its payment: read on every request, never cached.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your reservation", robots: { index: false } };

type Props = { params: Promise<{ site: string; reference: string }> };

/**
 * `/reservations/{reference}`: where the shopper lands after paying. Confirmed: the reference,
 * the car and the deposit; failed or released: the provider's message and a way to try again;
 * refunded: why; pending: the provider has not confirmed yet.
 */
/** The reservation and its car as the page shows them (not the site's: 404). */
async function readReservation({ params }: Props) {
  const { site: key, reference } = await params;
  const site = await requireSite(key);
  const found = await getReservationWithCar(site.id, reference);
  const detail = found?.detail;
  if (!found || !detail) notFound();
  const { reservation } = found;
  const words = siteWords(site.settings);
  const { car } = detail;
  return {
    site,
    reservation,
    car,
    // Inside sentences: "Your car is reserved", "Your RV is reserved".
    noun: words.nounInText,
    carPath: vehiclePath(site.settings.paths, car.slug),
    deposit: words.price(reservation.amount),
    where: detail.location?.name ?? detail.dealership.name,
  };
}

type ReservationView = Awaited<ReturnType<typeof readReservation>>;

/** Paid: the car is held, with the reference to quote. */
function ConfirmedReservation({
  reservation,
  car,
  noun,
  carPath,
  deposit,
  where,
}: ReservationView) {
  return (
    <Container width="narrow" className="py-12">
      <h1 className="text-3xl font-bold">Your {noun} is reserved</h1>
      <p className="mt-4 text-lg">
        Thank you. We have received your {deposit} deposit for the {car.name}, and it is now held
        for you.
      </p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-4">
        <dt className="text-slate-700">Reservation reference</dt>
        <dd className="font-mono text-lg font-semibold" data-reservation-reference>
          {reservation.reference}
        </dd>
        <dt className="text-slate-700">Vehicle</dt>
        <dd>{car.name}</dd>
        <dt className="text-slate-700">Stock number</dt>
        <dd>{car.stockNumber}</dd>
        <dt className="text-slate-700">Deposit paid</dt>
        <dd>{deposit}</dd>
      </dl>
      <p className="mt-6">
        Our team at {where} will contact you shortly to arrange the rest. Please quote your
        reference when you talk to us.
      </p>
      <p className="mt-6">
        <AppLink href={carPath} className={buttonClasses("outline", "md", "border-slate-900")}>
          See the {noun}
        </AppLink>
      </p>
    </Container>
  );
}

/** Sent to the provider, not confirmed yet: the way to ask again. */
function PendingReservation({ reservation, deposit }: ReservationView) {
  return (
    <Container width="narrow" className="py-12">
      <h1 className="text-3xl font-bold">We are waiting for your payment</h1>
      <p className="mt-4">
        The payment provider has not confirmed your {deposit} deposit yet. This page shows the
        result once it does; reservation reference {reservation.reference}.
      </p>
      <p className="mt-6">
        <AppLink
          href={`/api/payments/return?reservation=${reservation.id}`}
          className={buttonClasses("secondary", "md")}
        >
          Check again
        </AppLink>
      </p>
    </Container>
  );
}

/** Declined, released or refunded: why, and the way to try again while the car is free. */
function FailedReservation({ site, reservation, car, noun, carPath }: ReservationView) {
  const message =
    reservation.message ?? "The deposit was not taken, so the reservation did not go ahead.";
  const canRetry = reservation.status === "released" && !car.isReserved && !isCarSold(car);
  return (
    <Container width="narrow" className="py-12">
      <h1 className="text-3xl font-bold">
        {reservation.status === "refunded" ? "Your deposit was refunded" : "Payment not completed"}
      </h1>
      <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-800">
        {message}
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        {canRetry ? (
          <AppLink
            href={
              reservation.kind === "purchase"
                ? onlinePurchasePath(car.slug)
                : reservePath(site.settings.paths, car.slug)
            }
            className={buttonClasses("secondary", "md")}
          >
            Try again
          </AppLink>
        ) : null}
        <AppLink href={carPath} className={buttonClasses("outline", "md", "border-slate-900")}>
          Back to the {noun}
        </AppLink>
      </p>
    </Container>
  );
}

export default async function ReservationPage(props: Props) {
  const view = await readReservation(props);
  if (view.reservation.status === "confirmed") return <ConfirmedReservation {...view} />;
  if (view.reservation.status === "pending") return <PendingReservation {...view} />;
  return <FailedReservation {...view} />;
}
