import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CONSOLE_RESERVATIONS_PATH, consoleCarPath } from "@forecourt/core/console/console-paths";
import { decideAccess } from "@forecourt/core/console/staff-access";
import {
  RESERVATION_KIND_LABELS,
  reservationCustomer,
  reservationStage,
} from "@forecourt/core/payments/reservation-labels";
import { siteTime } from "@forecourt/core/time/site-time";
import { BackLink } from "@/components/console/kit/back-link";
import { ConsoleSection } from "@/components/console/kit/console-section";
import {
  ReservationActions,
  StaffHoldActions,
} from "@/components/console/reservations/reservation-actions";
import { reservationMoney } from "@/components/console/reservations/reservation-money";
import { requireStaff } from "@/server/console/console-session";
import { reservationOf } from "@/server/console/queries/reservations";

export const metadata: Metadata = { title: "Reservation" };

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

type Reservation = NonNullable<Awaited<ReturnType<typeof reservationOf>>>;
type Staff = Awaited<ReturnType<typeof requireStaff>>;

/** The user may do this with the reservation's car (its site and dealership). */
function mayOnCar(
  staff: Staff,
  reservation: Reservation,
  action: Parameters<typeof decideAccess>[1],
) {
  return decideAccess(staff, action, {
    websiteId: reservation.websiteId,
    dealershipId: reservation.car.dealershipId,
  }).allowed;
}

/** What the page lists of a reservation, label by label; an empty one is left out. */
function detailRows(reservation: Reservation, mayOpenCar: boolean): [string, React.ReactNode][] {
  const when = (date: Date | null) => (date ? siteTime(date, reservation.timeZone) : null);
  const isHold = reservation.kind === "hold";
  const carName = `${reservation.car.name} (stock ${reservation.car.stockNumber})`;
  const rows: [string, React.ReactNode][] = [
    ["Status", reservationStage(reservation)],
    ["Kind", RESERVATION_KIND_LABELS[reservation.kind]],
    ["Site", reservation.siteName],
    [
      "Car",
      mayOpenCar ? (
        <a className="text-blue-800 underline" href={consoleCarPath(reservation.car.id)}>
          {carName}
        </a>
      ) : (
        carName
      ),
    ],
    ["Buyer", reservationCustomer(reservation.answers)],
    ["Email", text(reservation.answers.email)],
    ["Phone", text(reservation.answers.phone)],
    ["Deposit", isHold ? null : reservationMoney(reservation.amount, reservation.currency)],
    ["Payment provider", isHold ? null : reservation.provider],
    ["Held until", isHold ? when(reservation.expiresAt) : null],
    ["Payment reference", reservation.providerRef],
    ["Refund reference", reservation.refundRef],
    ["Note from the provider", reservation.message],
    ["Started", when(reservation.createdAt)],
    ["Paid", when(reservation.confirmedAt)],
    ["Handed over", when(reservation.handedOverAt)],
  ];
  return rows.filter(([, value]) => value !== null);
}

/**
 * What the user may still do: release a hold; hand over, or cancel and refund, a paid
 * reservation (its managers only).
 */
function NextSteps({ reservation, mayManage }: { reservation: Reservation; mayManage: boolean }) {
  if (reservation.kind === "hold") {
    return (
      <StaffHoldActions
        reservationId={reservation.id}
        reference={reservation.reference}
        closed={
          reservationStage(reservation) === "On hold"
            ? null
            : "This hold has ended; the car is no longer held for this buyer."
        }
      />
    );
  }
  if (!mayManage) {
    return (
      <p className="mt-2 text-slate-700">
        A dealer admin records the handover or cancels and refunds a paid reservation.
      </p>
    );
  }
  const isOpen = reservation.status === "confirmed" && !reservation.handedOverAt;
  return (
    <ReservationActions
      reservationId={reservation.id}
      reference={reservation.reference}
      deposit={reservationMoney(reservation.amount, reservation.currency)}
      closed={
        isOpen
          ? null
          : reservation.status === "confirmed"
            ? "The car has been handed over; nothing is left to do."
            : "Only a reservation whose deposit is paid can be handed over or cancelled."
      }
    />
  );
}

/**
 * One reservation or hold: the buyer, the car, the payment, and what the user may still do with
 * it (a hold: release it; a paid reservation, for its managers: hand over, or cancel and refund).
 */
export default async function ConsoleReservation({
  params,
}: {
  params: Promise<{ reservationId: string }>;
}) {
  const staff = await requireStaff();
  const reservation = await reservationOf(staff, (await params).reservationId);
  if (!reservation) notFound();
  const rows = detailRows(reservation, mayOnCar(staff, reservation, "manage-stock"));
  return (
    <>
      <BackLink href={CONSOLE_RESERVATIONS_PATH}>Back to reservations</BackLink>
      <h1 className="mt-2 text-2xl font-bold">Reservation {reservation.reference}</h1>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-800">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ConsoleSection id="reservation-actions-heading" title="What next">
        <NextSteps
          reservation={reservation}
          mayManage={mayOnCar(staff, reservation, "manage-reservations")}
        />
      </ConsoleSection>
    </>
  );
}
