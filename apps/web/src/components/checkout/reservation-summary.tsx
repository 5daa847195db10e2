import type { CarDetail } from "@forecourt/core/domain/car-detail";
import { primaryImageUrl } from "@forecourt/core/stock/primary-image";
import { OptimisedImage } from "../ui/optimised-image.tsx";
import { Section } from "../ui/section.tsx";

/** The car a reservation or purchase is for: photo, name, price, deposit, stock, location. */
export function ReservationSummary({
  detail,
  price,
  deposit,
}: {
  detail: CarDetail;
  price: string;
  deposit: string;
}) {
  const { car, location, dealership } = detail;
  const image = primaryImageUrl(car);
  return (
    <section
      aria-labelledby="reservation-summary"
      className="mt-6 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:flex-row"
    >
      {image ? (
        <div className="relative aspect-[3/2] w-full shrink-0 overflow-hidden rounded sm:w-56">
          <OptimisedImage
            src={image}
            alt={car.name}
            priority
            sizes="(min-width: 640px) 224px, 100vw"
          />
        </div>
      ) : null}
      <div>
        <h2 id="reservation-summary" className="text-xl font-semibold">
          {car.name}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-700">Price</dt>
          <dd className="font-semibold">{price}</dd>
          <dt className="text-slate-700">Reservation deposit</dt>
          <dd className="font-semibold" data-deposit>
            {deposit}
          </dd>
          <dt className="text-slate-700">Stock number</dt>
          <dd>{car.stockNumber}</dd>
          <dt className="text-slate-700">Location</dt>
          <dd>{location?.name ?? dealership.name}</dd>
        </dl>
      </div>
    </section>
  );
}

/** What paying the deposit means, the same for Reserve and the online purchase. */
export function ReservationTerms({
  deposit,
  noun,
  where,
  holdMinutes,
}: {
  deposit: string;
  noun: string;
  where: string;
  /** The site's hold (settings `commerce.reservationHoldMinutes`). */
  holdMinutes: number;
}) {
  return (
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
          You have {holdDuration(holdMinutes)} to pay. If someone else is paying for this {noun} at
          the same time, you are told before any money is taken.
        </li>
        <li>If the dealer cannot go ahead with the sale, the deposit is refunded in full.</li>
      </ul>
    </Section>
  );
}

/** "30 minutes", "1 hour", "1 hour 30 minutes", "24 hours". */
export function holdDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "",
    rest > 0 || hours === 0 ? `${rest} ${rest === 1 ? "minute" : "minutes"}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}
