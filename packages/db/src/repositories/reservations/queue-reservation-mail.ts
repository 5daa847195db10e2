import { emailSchema } from "@forecourt/core/validation/fields";
import type { ReservationMailEvent } from "@forecourt/core/outbox/outbox-payload";
import type { Executor } from "../../client.ts";
import type { reservations } from "../../schema.ts";
import { queueOutboxRows } from "../outbox/queue-outbox-rows.ts";

const email = emailSchema();

/**
 * Queues the shopper's mail about their reservation (paid, cancelled, refunded) in the caller's
 * transaction, so it exists exactly when the change does; the outbox key (reservation and event)
 * makes a repeated change queue nothing more. A hold with no email address (staff holds may have
 * a phone only) queues nothing. Returns whether a mail was queued.
 */
export async function queueReservationMail(
  tx: Executor,
  row: Pick<typeof reservations.$inferSelect, "id" | "websiteId" | "answers">,
  event: ReservationMailEvent,
): Promise<boolean> {
  const to = (row.answers as Record<string, unknown>).email;
  if (!email.safeParse(to).success) return false;
  const queued = await queueOutboxRows(tx, [
    {
      websiteId: row.websiteId,
      kind: "reservation.shopper-mail",
      aggregateId: `${row.id}:${event}`,
      payload: { to, reservationId: row.id, event },
    },
  ]);
  return queued > 0;
}
