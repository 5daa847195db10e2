import { dealerMail } from "@forecourt/core/leads/dealer-mail";
import { siteWords } from "@forecourt/core/site/site-words";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { getReservation } from "@forecourt/db/repositories/reservations/get-reservation";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { reservationPagePath } from "@forecourt/core/payments/reservation-path";
import { reservationMail } from "../../payments/reservation-mail.ts";
import { siteOrigin } from "../../site-url.ts";
import { deliveryKey, UndeliverableError, type OutboxChannel } from "./outbox-channel.ts";
import { sendOutboxMail } from "./send-lead-mail.ts";
import { leadMailThread, shopperMailSender } from "./shopper-mail-thread.ts";

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * The shopper's mail about their reservation (`reservation.shopper-mail`): the receipt when the
 * deposit is paid, and word when the dealer cancels it or a payment is refunded. From the site's
 * name, as the console's answers are, and HTML with its plain-text alternative from their one
 * template (core `dealerMail`: the site's logo, the dealership as the signature); threaded under
 * the shopper's enquiry with the lead's emails, and answered to the lead's own reply address
 * (shopper-mail-thread). A reservation without a lead (a staff hold) is answered to the car's
 * location or dealership.
 */
export const reservationMailChannel: OutboxChannel<"reservation.shopper-mail"> = {
  kind: "reservation.shopper-mail",
  isMail: true,
  async prepare(delivery, deps) {
    const { to, reservationId, event } = delivery.payload;
    const site =
      delivery.websiteId === null ? null : await getSiteById(deps.db, delivery.websiteId);
    const reservation =
      site && (await getReservation(deps.db, { websiteId: site.id, key: reservationId }));
    const detail =
      reservation &&
      (await getCarById(deps.db, { websiteId: reservation.websiteId, id: reservation.carId }));
    if (!site || !reservation || !detail) {
      throw new UndeliverableError("The reservation, its site or its car no longer exists.");
    }
    const { car, dealership, location } = detail;
    const origin = siteOrigin(site);
    const dealerEmail = location?.email ?? dealership.email;
    // A cancellation answers the receipt the shopper was sent when they paid.
    const receipt =
      event === "cancelled" && reservation.confirmedAt
        ? [deliveryKey({ kind: delivery.kind, aggregateId: `${reservation.id}:paid` })]
        : [];
    const thread = reservation.leadId
      ? await leadMailThread(deps, { websiteId: site.id, leadId: reservation.leadId }, receipt)
      : dealerEmail
        ? { replyTo: dealerEmail }
        : {};
    const { subject, text: body } = reservationMail({
      event,
      reference: reservation.reference,
      firstName: text(reservation.answers.first_name),
      deposit: siteWords(site.settings).price(reservation.amount),
      car: {
        name: car.name,
        stockNumber: car.stockNumber,
        url: new URL(vehiclePath(site.settings.paths, car.slug), origin).toString(),
      },
      dealership: { name: dealership.name, phone: location?.phone ?? null, email: dealerEmail },
      reservationUrl: new URL(reservationPagePath(reservation.reference), origin).toString(),
      refundRef: reservation.refundRef,
    });
    const logo = site.settings.branding.logoUrl;
    const { text: mailText, html } = dealerMail(body, {
      siteName: site.name,
      logoUrl: logo ? new URL(logo, origin).href : null,
      signature: [dealership.name, origin.host],
    });
    const sender = await shopperMailSender(deps, site);
    return () =>
      sendOutboxMail(
        `reservation mail ${delivery.aggregateId}`,
        deliveryKey(delivery),
        {
          to,
          subject,
          text: mailText,
          html,
          fromName: site.name,
          ...thread,
          sender,
        },
        deps,
      );
  },
};
