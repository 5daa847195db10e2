import { z } from "zod";
import type { PushEvent } from "./push-subscription.ts";

/**
 * What a lead's push notification says: the form, the car and at most the shopper's first name
 * (the rest stays in the console, as a lock screen may be seen by anyone), and the lead's path
 * in the console, which the service worker opens on a click.
 */
type LeadPushFacts = {
  form: string;
  car: { year: number; make: string; model: string } | null;
  firstName: string | null;
};

export const pushNoticeSchema = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(500),
  /** A console path (`/console/leads/{id}`), opened on the worker's own origin. */
  url: z.string().regex(/^\/console(\/|$)/, "url is not a console path"),
  /** One notification per lead and event: a newer one replaces it on the device. */
  tag: z.string().max(200),
});
export type PushNotice = z.output<typeof pushNoticeSchema>;

const TITLES = {
  "new-lead": (form) => `New lead: ${form}`,
  "lead-assigned": (form) => `Lead assigned to you: ${form}`,
  "lead-reply": (form) => `A shopper replied: ${form}`,
  "reminder-due": (form) => `Reminder due: ${form}`,
  "deposit-paid": (form) => `Deposit paid: ${form}`,
} as const satisfies Record<PushEvent, (form: string) => string>;

export function leadPushNotice(
  event: PushEvent,
  facts: LeadPushFacts,
  lead: { id: string; path: string },
): PushNotice {
  const car = facts.car ? `${facts.car.year} ${facts.car.make} ${facts.car.model}` : null;
  const firstName = facts.firstName?.trim().split(/\s+/)[0]?.slice(0, 60) || null;
  const body = [firstName, car ? `about the ${car}` : null].filter(Boolean).join(" ");
  return {
    title: TITLES[event](facts.form).slice(0, 200),
    body: body.charAt(0).toUpperCase() + body.slice(1),
    url: lead.path,
    tag: `${event}:${lead.id}`,
  };
}
