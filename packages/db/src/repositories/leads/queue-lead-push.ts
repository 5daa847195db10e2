import { and, arrayContains, eq, inArray } from "drizzle-orm";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import { leadPushNotice } from "@forecourt/core/console/push-notice";
import type { PushEvent } from "@forecourt/core/console/push-subscription";
import type { OutboxPayload } from "@forecourt/core/outbox/outbox-payload";
import type { Executor } from "../../client.ts";
import { cars, leads, staffPushSubscriptions } from "../../schema.ts";
import { queueOutboxRows } from "../outbox/queue-outbox-rows.ts";
import { currentRequestId } from "../../request-context.ts";
import { currentTraceParent } from "../../tracing.ts";
import { staffCoveringLead } from "./staff-covering-lead.ts";
import { placeColumns } from "../staff/site-scope.ts";

export const CONSOLE_PUSH_OUTBOX_KIND = "console.push";

/** The lead and its car as a push notice names them. */
async function pushLead(tx: Executor, leadId: string) {
  const [lead] = await tx
    .select({
      ...placeColumns(leads),
      form: leads.category,
      firstName: leads.firstName,
      name: leads.name,
      year: cars.year,
      make: cars.make,
      model: cars.model,
    })
    .from(leads)
    .leftJoin(cars, and(eq(cars.id, leads.carId), eq(cars.websiteId, leads.websiteId)))
    .where(eq(leads.id, leadId));
  return lead;
}

/** The devices of `people` that want `event`. */
async function devicesWanting(tx: Executor, people: readonly string[], event: PushEvent) {
  return tx
    .select({ id: staffPushSubscriptions.id })
    .from(staffPushSubscriptions)
    .where(
      and(
        inArray(staffPushSubscriptions.staffUserId, [...people]),
        arrayContains(staffPushSubscriptions.events, [event]),
      ),
    );
}

/**
 * Queues one push notification per device of `people` (staff user ids) that wants `event`, in
 * the caller's transaction. `occasion` names what happened (the lead, a reply's message, an
 * assignment); with the device it is the outbox row's aggregate, so the same occasion is queued
 * once per device however often this runs. No people: the staff covering the lead's dealership
 * and location (its sales and dealer admins). Returns how many were queued.
 */
export async function queueLeadPush(
  tx: Executor,
  input: { leadId: string; event: PushEvent; occasion: string; people?: readonly string[] },
): Promise<number> {
  const lead = await pushLead(tx, input.leadId);
  if (!lead) return 0;
  const people = input.people ?? (await coveringStaffIds(tx, lead));
  if (people.length === 0) return 0;
  const devices = await devicesWanting(tx, people, input.event);
  if (devices.length === 0) return 0;
  const notice = leadPushNotice(
    input.event,
    {
      form: lead.form,
      car:
        lead.year && lead.make && lead.model
          ? { year: lead.year, make: lead.make, model: lead.model }
          : null,
      firstName: lead.firstName ?? lead.name,
    },
    { id: input.leadId, path: `${CONSOLE_LEADS_PATH}/${input.leadId}` },
  );
  const requestId = currentRequestId();
  const traceParent = currentTraceParent();
  return queueOutboxRows(
    tx,
    devices.map((device) => ({
      websiteId: lead.websiteId,
      kind: CONSOLE_PUSH_OUTBOX_KIND,
      aggregateId: `${input.occasion}:${device.id}`,
      payload: {
        subscriptionId: device.id,
        notice,
      } satisfies OutboxPayload<typeof CONSOLE_PUSH_OUTBOX_KIND>,
      requestId,
      traceParent,
    })),
  );
}

async function coveringStaffIds(
  tx: Executor,
  lead: { websiteId: number; dealershipId: number | null; locationId: number | null },
): Promise<string[]> {
  const sales = await staffCoveringLead(tx, lead, "sales");
  const admins = await staffCoveringLead(tx, lead, "dealer-admin");
  return [...new Set([...sales, ...admins].map((person) => person.id))];
}
