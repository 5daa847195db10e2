import { z } from "zod";

/** A console button on one reservation (cancel and refund, hand over): the reservation's id. */
export const reservationChangeSchema = z.object({
  reservationId: z.uuid("Choose a reservation."),
});
