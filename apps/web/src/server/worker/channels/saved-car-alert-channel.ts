import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { siteWords } from "@forecourt/core/site/site-words";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { garageSecret } from "../../garage/garage-crypto.ts";
import { unsubscribePath } from "../../garage/unsubscribe-token.ts";
import { siteOrigin } from "../../site-url.ts";
import { deliveryKey, UndeliverableError, type OutboxChannel } from "./outbox-channel.ts";
import { sendOutboxMail } from "./send-lead-mail.ts";

const HEADLINES = {
  "price-drop": (name: string, price: string) => `${name} is now ${price}`,
  sold: (name: string) => `${name} has been sold`,
  reserved: (name: string) => `${name} has been reserved`,
} as const;

/** A saved car got cheaper, was sold or reserved (`garage.saved-car-alert`). */
export const savedCarAlertChannel: OutboxChannel<"garage.saved-car-alert"> = {
  kind: "garage.saved-car-alert",
  isMail: true,
  async prepare(delivery, deps) {
    const { to, userId, carId, change, price } = delivery.payload;
    const site =
      delivery.websiteId === null ? null : await getSiteById(deps.db, delivery.websiteId);
    if (!site) throw new UndeliverableError("The alert's site no longer exists.");
    // A car taken back to draft is no car to a shopper: no alert points at a page that is gone.
    const detail = await getCarById(deps.db, {
      websiteId: site.id,
      id: carId,
      isPublishedOnly: true,
    });
    if (!detail)
      throw new UndeliverableError("The alert's car no longer exists or is not published.");
    const { car } = detail;
    const words = siteWords(site.settings);
    const origin = siteOrigin(site);
    const carUrl = new URL(vehiclePath(site.settings.paths, car.slug), origin).toString();
    const unsubscribe = new URL(
      unsubscribePath(await garageSecret(deps.db), site.id, userId),
      origin,
    ).toString();
    const subject =
      change === "price-drop"
        ? HEADLINES["price-drop"](car.name, words.price(price ?? 0))
        : HEADLINES[change](car.name);
    const text =
      `${subject}.\n\n` +
      (change === "price-drop"
        ? `See it at ${site.name}: ${carUrl}\n\n`
        : `Similar ${words.nounPluralInText} are waiting at ${site.name}: ${carUrl}\n\n`) +
      `You get this because you saved this ${words.nounInText} in your garage.\n` +
      `Stop these emails with one click: ${unsubscribe}\n`;
    return () =>
      sendOutboxMail(
        `saved-car alert ${delivery.aggregateId}`,
        deliveryKey(delivery),
        {
          to,
          subject,
          text,
          headers: {
            "List-Unsubscribe": `<${unsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        },
        deps,
      );
  },
};
