import { and, asc, eq } from "drizzle-orm";
import type { PushEvent, PushSubscriptionInput } from "@forecourt/core/console/push-subscription";
import type { Executor } from "../../client.ts";
import { staffPushSubscriptions } from "../../schema.ts";

/** A device a staff user turned notifications on in, as the Account page lists it. */
type StaffPushDevice = {
  endpoint: string;
  label: string;
  events: PushEvent[];
  createdAt: Date;
};

/** What the sender needs of one subscription. */
export type PushTarget = { id: string; endpoint: string; p256dh: string; auth: string };

/**
 * Keeps a browser's subscription for `staffUserId` with the events wanted on it. The same
 * browser subscribing again (its endpoint) replaces its row, whoever had it before: a shared
 * device notifies the person who turned it on last.
 */
export async function saveStaffPushSubscription(
  db: Executor,
  input: { staffUserId: string; subscription: PushSubscriptionInput; label: string },
): Promise<void> {
  const { endpoint, keys, events } = input.subscription;
  const values = {
    staffUserId: input.staffUserId,
    p256dh: keys.p256dh,
    auth: keys.auth,
    userAgentLabel: input.label.slice(0, 100),
    events,
  };
  await db
    .insert(staffPushSubscriptions)
    .values({ endpoint, ...values })
    .onConflictDoUpdate({ target: staffPushSubscriptions.endpoint, set: values });
}

/** Turns notifications off on one of the user's devices; answers whether it had them on. */
export async function removeStaffPushSubscription(
  db: Executor,
  input: { staffUserId: string; endpoint: string },
): Promise<boolean> {
  const removed = await db
    .delete(staffPushSubscriptions)
    .where(
      and(
        eq(staffPushSubscriptions.staffUserId, input.staffUserId),
        eq(staffPushSubscriptions.endpoint, input.endpoint),
      ),
    )
    .returning({ id: staffPushSubscriptions.id });
  return removed.length > 0;
}

/** The user's devices with notifications on, oldest first. */
export async function listStaffPushDevices(
  db: Executor,
  staffUserId: string,
): Promise<StaffPushDevice[]> {
  const rows = await db
    .select({
      endpoint: staffPushSubscriptions.endpoint,
      label: staffPushSubscriptions.userAgentLabel,
      events: staffPushSubscriptions.events,
      createdAt: staffPushSubscriptions.createdAt,
    })
    .from(staffPushSubscriptions)
    .where(eq(staffPushSubscriptions.staffUserId, staffUserId))
    .orderBy(asc(staffPushSubscriptions.createdAt));
  return rows.map((row) => ({ ...row, events: row.events as PushEvent[] }));
}

/** One subscription by id, for its sender; null once it was turned off or removed. */
export async function getPushTarget(db: Executor, id: string): Promise<PushTarget | null> {
  const [row] = await db
    .select({
      id: staffPushSubscriptions.id,
      endpoint: staffPushSubscriptions.endpoint,
      p256dh: staffPushSubscriptions.p256dh,
      auth: staffPushSubscriptions.auth,
    })
    .from(staffPushSubscriptions)
    .where(eq(staffPushSubscriptions.id, id));
  return row ?? null;
}

/** A subscription its push service no longer knows (404 or 410): nothing more is sent to it. */
export async function removePushTarget(db: Executor, id: string): Promise<void> {
  await db.delete(staffPushSubscriptions).where(eq(staffPushSubscriptions.id, id));
}
