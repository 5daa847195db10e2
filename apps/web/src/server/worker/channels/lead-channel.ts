import type { LeadDeliveryContext } from "@forecourt/core/outbox/lead-delivery";
import type { LeadOutboxKind } from "@forecourt/core/outbox/outbox-payload";
import { getLeadDelivery } from "@forecourt/db/repositories/outbox/get-lead-delivery";
import {
  UndeliverableError,
  type ChannelDeps,
  type DeliveryOutcome,
  type OutboxChannel,
  type OutboxDelivery,
} from "./outbox-channel.ts";

export const LEAD_GONE_MESSAGE = "The lead no longer exists.";

/**
 * A channel that delivers a lead: the lead, its files, site, dealership and car are read in one
 * query (`getLeadDelivery`) before `deliverLead` runs.
 */
export function leadChannel<K extends LeadOutboxKind>(channel: {
  kind: K;
  isMail: boolean;
  deliverLead(
    lead: LeadDeliveryContext,
    delivery: OutboxDelivery<K>,
    deps: ChannelDeps,
  ): Promise<DeliveryOutcome>;
}): OutboxChannel<K> {
  return {
    kind: channel.kind,
    isMail: channel.isMail,
    async deliver(delivery, deps) {
      const lead = await getLeadDelivery(deps.db, {
        websiteId: delivery.websiteId,
        leadId: delivery.aggregateId,
        dealershipId: delivery.payload.dealershipId,
      });
      if (!lead) throw new UndeliverableError(LEAD_GONE_MESSAGE);
      return channel.deliverLead(lead, delivery, deps);
    },
  };
}
