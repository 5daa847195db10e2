import type { DeliveryChannel, DeliveryStatus, LeadDelivery } from "../domain/lead.ts";

/**
 * A lead's deliveries in a dealer's words (the lead page's Delivery section): where each goes,
 * how it stands, and what that means for them; the worker's own reason is the operator's. Pure.
 */

export const DELIVERY_CHANNEL_LABELS = {
  email: "Email to the dealership",
  adf: "ADF/XML to your CRM",
  webhook: "Webhook to your CRM",
} as const satisfies Record<DeliveryChannel, string>;

export const DELIVERY_STATUS_LABELS = {
  pending: "Waiting to send",
  retrying: "Trying again soon",
  sending: "Sending",
  unknown: "Checking it arrived",
  delivered: "Delivered",
  held: "Not sent yet",
  failed: "Not delivered",
} as const satisfies Record<DeliveryStatus, string>;

/** What a delivery's state means for the dealer, or null where its status says it all. */
export function deliveryNote(delivery: Pick<LeadDelivery, "status" | "attempts">): string | null {
  switch (delivery.status) {
    case "held":
      return "Sending is not switched on for this platform yet; it goes out once it is.";
    case "failed":
      return "It could not be delivered and is not tried again; your platform operator has the reason. The lead is safe here.";
    case "retrying":
    case "unknown":
      return `Tried ${delivery.attempts === 1 ? "once" : `${delivery.attempts} times`}; tried again by itself.`;
    case "pending":
    case "sending":
    case "delivered":
      return null;
  }
}
