import type { LeadDeliveryContext } from "@forecourt/core/outbox/lead-delivery";
import type { LeadOutboxKind } from "@forecourt/core/outbox/outbox-payload";
import { getLeadDelivery } from "@forecourt/db/repositories/outbox/get-lead-delivery";
import {
  UndeliverableError,
  type ChannelDeps,
  type OutboxChannel,
  type OutboxDelivery,
  type SendDelivery,
} from "./outbox-channel.ts";

export const LEAD_GONE_MESSAGE = "The lead no longer exists.";

/**
 * A channel that delivers a lead: the lead, its files' metadata, site, dealership and car are
 * read in one query (`getLeadDelivery`), then `prepareLead` builds the send step from them.
 */
export function leadChannel<K extends LeadOutboxKind>(channel: {
  kind: K;
  isMail: boolean;
  prepareLead(
    lead: LeadDeliveryContext,
    delivery: OutboxDelivery<K>,
    deps: ChannelDeps,
  ): SendDelivery | Promise<SendDelivery>;
}): OutboxChannel<K> {
  return {
    kind: channel.kind,
    isMail: channel.isMail,
    async prepare(delivery, deps) {
      if (delivery.websiteId === null) throw new UndeliverableError(LEAD_GONE_MESSAGE);
      const lead = await getLeadDelivery(deps.db, {
        websiteId: delivery.websiteId,
        leadId: delivery.aggregateId,
        dealershipId: delivery.payload.dealershipId,
      });
      if (!lead) throw new UndeliverableError(LEAD_GONE_MESSAGE);
      return channel.prepareLead(lead, delivery, deps);
    },
  };
}
