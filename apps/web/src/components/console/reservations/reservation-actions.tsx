"use client";
import {
  cancelReservationAction,
  handOverReservationAction,
} from "@/server/console/reservation-actions";
import { releaseStaffHoldAction } from "@/server/console/staff-hold-actions";
import { ConfirmActionForm } from "../kit/confirm-action-form.tsx";

/**
 * A paid reservation's two endings: the car handed to its buyer, or cancelled with a refund.
 * Once it has ended (`closed` says how) the buttons go and the last outcome stays.
 */
export function ReservationActions({
  reservationId,
  reference,
  deposit,
  closed,
}: {
  reservationId: string;
  reference: string;
  deposit: string;
  closed: string | null;
}) {
  const fields = { reservationId };
  const isAvailable = closed === null;
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
      {closed ? <p className="text-slate-700 sm:col-span-2">{closed}</p> : null}
      <ConfirmActionForm
        action={handOverReservationAction}
        fields={fields}
        label="Record handover"
        question={`Record that the car of ${reference} was handed to its buyer? It can no longer be cancelled afterwards.`}
        confirmLabel="Yes, handed over"
        variant="primary"
        size="md"
        isAvailable={isAvailable}
      />
      <ConfirmActionForm
        action={cancelReservationAction}
        fields={fields}
        label="Cancel and refund"
        question={`Cancel ${reference} and refund the ${deposit} deposit to the buyer through the payment provider? The car goes back on sale.`}
        confirmLabel="Yes, cancel and refund"
        size="md"
        isAvailable={isAvailable}
      />
    </div>
  );
}

/** A hold placed for a buyer by staff: released here, the car on offer again at once. */
export function StaffHoldActions({
  reservationId,
  reference,
  closed,
}: {
  reservationId: string;
  reference: string;
  /** Why nothing is left to do (the hold ended), or null while it holds the car. */
  closed: string | null;
}) {
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
      {closed ? <p className="text-slate-700 sm:col-span-2">{closed}</p> : null}
      <ConfirmActionForm
        action={releaseStaffHoldAction}
        fields={{ reservationId }}
        label="Release hold"
        question={`Release hold ${reference}? The car shows as for sale on the site again at once.`}
        confirmLabel="Yes, release it"
        size="md"
        isAvailable={closed === null}
      />
    </div>
  );
}
