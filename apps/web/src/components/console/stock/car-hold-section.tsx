import { randomUUID } from "node:crypto";
import { consoleReservationPath } from "@forecourt/core/console/console-paths";
import type { Car } from "@forecourt/core/domain/car";
import { RESERVATION_KIND_LABELS } from "@forecourt/core/payments/reservation-labels";
import { siteTime } from "@forecourt/core/time/site-time";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { carHoldOf } from "@/server/console/queries/reservations";
import { ConsoleSection } from "../kit/console-section.tsx";
import { StaffHoldForm } from "./staff-hold-form.tsx";

/**
 * The car page's "Hold for a buyer": the form while the car is free, else what holds it (a
 * salesperson's hold or a shopper's unpaid deposit, with a link to it, or a paid reservation).
 * Nothing for a user who may not hold this car.
 */
export async function CarHoldSection({
  staff,
  websiteId,
  timeZone,
  car,
}: {
  staff: StaffMember;
  websiteId: number;
  timeZone: string;
  car: Pick<Car, "id" | "dealershipId" | "locationId" | "isReserved" | "isSold">;
}) {
  const { mayHold, hold } = await carHoldOf(staff, websiteId, car);
  if (!mayHold) return null;
  return (
    <ConsoleSection id="hold-heading" title="Hold for a buyer" className="mt-10">
      {/* There while the form is: the hold that replaces it once placed is announced. */}
      <div aria-live="polite">
        {hold ? (
          <p className="mt-2 text-slate-800">
            {RESERVATION_KIND_LABELS[hold.kind]} until {siteTime(hold.expiresAt, timeZone)}:{" "}
            <a className="text-blue-800 underline" href={consoleReservationPath(hold.id)}>
              {hold.reference}
            </a>
            .
          </p>
        ) : null}
      </div>
      {hold ? null : car.isSold || car.isReserved ? (
        <p className="mt-2 text-slate-800">
          This car is {car.isSold ? "sold" : "reserved"}, so it cannot be held.
        </p>
      ) : (
        <>
          <p className="mb-4 mt-1 text-sm text-slate-700">
            For a buyer on the phone or at the yard: the car shows as reserved on the site until the
            hold ends or is released, and nobody can pay a deposit on it meanwhile.
          </p>
          <StaffHoldForm carId={car.id} clientKey={randomUUID()} />
        </>
      )}
    </ConsoleSection>
  );
}
