import { z } from "zod";
import { WEB_VITAL_NAMES } from "../analytics/web-vitals.ts";
import { pushNoticeSchema } from "../console/push-notice.ts";
import { DELIVERY_CHANNELS, type DeliveryChannel } from "../domain/lead.ts";
import { SIGN_IN_CODE_LENGTH, SIGN_IN_LONG_CODE_LENGTH } from "../garage/sign-in-code-length.ts";

/**
 * What each kind of outbox row carries in its `payload` column: written by the transaction that
 * queues the row, parsed again by the worker that reads it. A kind is `{aggregate}.{channel}`;
 * lead deliveries are `lead.email`, `lead.adf` and `lead.webhook`. Mail of other kinds (sign-in
 * codes, saved-car alerts) is queued the same way: add its schema here and a channel for it in
 * the worker.
 */

const MAX_ADDRESS_LENGTH = 1_000;

const payloadObject = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: "the payload is not a JSON object" });

/** One address or a comma-separated list, as nodemailer takes it. */
const mailTo = z
  .string({ error: "to is not an address" })
  .trim()
  .min(1, "to is empty")
  .max(MAX_ADDRESS_LENGTH, `to is longer than ${MAX_ADDRESS_LENGTH} characters`);
const dealershipId = z
  .number({ error: "dealershipId is not a number" })
  .int("dealershipId is not a whole number")
  .positive("dealershipId is not a dealership id");

/** Dealer email and ADF/XML: sent to `to` on behalf of the lead's dealership. */
const leadMailPayloadSchema = payloadObject({ to: mailTo, dealershipId });

/** Webhook: the lead as JSON to `url`, signed with the dealership's secret when it has one. */
const leadWebhookPayloadSchema = payloadObject({
  url: z.url({ protocol: /^https?$/, error: "url is not an http(s) URL" }),
  dealershipId,
});

/**
 * A sign-in code (spec §6) of either length the sign-in rules issue (six digits were issued
 * before those lengths, and may still be queued); the code is worthless after its 10 minutes.
 */
const signInCodePayloadSchema = payloadObject({
  to: mailTo,
  code: z
    .string({ error: "code is not text" })
    .regex(
      new RegExp(`^(\\d{6}|\\d{${SIGN_IN_CODE_LENGTH}}|\\d{${SIGN_IN_LONG_CODE_LENGTH}})$`),
      `code is not ${SIGN_IN_CODE_LENGTH} or ${SIGN_IN_LONG_CODE_LENGTH} digits`,
    ),
  siteName: z.string({ error: "siteName is not text" }).min(1, "siteName is empty").max(200),
});

/** A saved car got cheaper, was sold or reserved: the watcher's address and what changed. */
const savedCarAlertPayloadSchema = payloadObject({
  to: mailTo,
  userId: z.uuid({ error: "userId is not a user id" }),
  carId: z.number({ error: "carId is not a number" }).int().positive("carId is not a car id"),
  change: z.enum(["price-drop", "sold", "reserved"], { error: "change is not a known change" }),
  price: z.number({ error: "price is not a number" }).nullable(),
});

/** An address invited to a site's dealer console: where to sign in, for which site, by whom. */
const consoleInvitationPayloadSchema = payloadObject({
  to: mailTo,
  siteName: z.string({ error: "siteName is not text" }).min(1, "siteName is empty").max(200),
  invitedBy: mailTo,
  signInUrl: z.url({ protocol: /^https?$/, error: "signInUrl is not an http(s) URL" }),
});

/**
 * A new lead passed its site's response target unanswered: mailed once to its assignee, or to
 * the site's admins while nobody has it, with where to open it in the console.
 */
const consoleLeadOverduePayloadSchema = payloadObject({
  to: mailTo,
  siteName: z.string({ error: "siteName is not text" }).min(1, "siteName is empty").max(200),
  leadName: z.string({ error: "leadName is not text" }).max(200),
  category: z.string({ error: "category is not text" }).max(200),
  targetMinutes: z.number({ error: "targetMinutes is not a number" }).int().positive(),
  leadUrl: z.url({ protocol: /^https?$/, error: "leadUrl is not an http(s) URL" }),
});

/**
 * One run's digest for one person (`console.lead-digest`): the leads of theirs that passed
 * their site's response target unanswered, and their follow-up reminders that came due.
 */
const consoleLeadDigestPayloadSchema = payloadObject({
  to: mailTo,
  items: z
    .array(
      z.discriminatedUnion("kind", [
        z.object({
          kind: z.literal("overdue"),
          siteName: z.string().max(200),
          leadName: z.string().max(200),
          category: z.string().max(200),
          targetMinutes: z.number().int().positive(),
          leadUrl: z.url({ protocol: /^https?$/ }),
        }),
        z.object({
          kind: z.literal("reminder"),
          siteName: z.string().max(200),
          leadName: z.string().max(200),
          note: z.string().max(2_000),
          dueAt: z.iso.datetime(),
          leadUrl: z.url({ protocol: /^https?$/ }),
        }),
      ]),
      { error: "items is not a list" },
    )
    .min(1, "items is empty")
    .max(500),
});

/**
 * A salesperson's email to the shopper (`conversation.email`), one row per message: the shopper
 * answers to the lead's own reply address.
 */
const conversationEmailPayloadSchema = payloadObject({
  to: mailTo,
  replyTo: mailTo,
  /** The site's name, shown as the sender's name. */
  fromName: z.string().max(200),
  subject: z.string().min(1).max(200),
  /** The typed text and the signature (the plain-text alternative). */
  text: z.string().min(1).max(12_000),
  /** The same from the same template as HTML, with the site's logo (core `dealerMail`). */
  html: z.string().max(60_000).optional(),
});

/**
 * The shopper answered a lead by email or text (`console.lead-reply`): its assignee, or the
 * dealership's sales while nobody has it, are told where to read it. Only the shopper's first
 * name goes in the mail; the answer itself stays in the console.
 */
const consoleLeadReplyPayloadSchema = payloadObject({
  to: mailTo,
  siteName: z.string({ error: "siteName is not text" }).min(1, "siteName is empty").max(200),
  firstName: z.string({ error: "firstName is not text" }).max(200),
  via: z.enum(["email", "sms"], { error: "via is not email or sms" }),
  receivedAt: z.iso.datetime({ error: "receivedAt is not a time" }),
  timeZone: z.string({ error: "timeZone is not text" }).min(1).max(100),
  leadUrl: z.url({ protocol: /^https?$/, error: "leadUrl is not an http(s) URL" }),
});

/**
 * A console notification for one device (`console.push`): the subscription it goes to (gone:
 * nothing is sent) and what it says.
 */
const consolePushPayloadSchema = payloadObject({
  subscriptionId: z.uuid({ error: "subscriptionId is not a subscription id" }),
  notice: pushNoticeSchema,
});

/** A salesperson's text to the shopper (`conversation.sms`), from the site's number. */
const conversationSmsPayloadSchema = payloadObject({
  to: z.string().regex(/^\+[1-9]\d{6,14}$/, "to is not an E.164 number"),
  from: z.string().regex(/^\+[1-9]\d{6,14}$/, "from is not an E.164 number"),
  body: z.string().min(1).max(1_600),
});

/** The moments a shopper is emailed about their reservation: paid, cancelled by the dealer, refunded. */
const RESERVATION_MAIL_EVENTS = ["paid", "cancelled", "refunded"] as const;
export type ReservationMailEvent = (typeof RESERVATION_MAIL_EVENTS)[number];

/** A mail to the shopper about their reservation (`reservation.shopper-mail`). */
const reservationMailPayloadSchema = payloadObject({
  to: mailTo,
  reservationId: z.uuid({ error: "reservationId is not a reservation id" }),
  event: z.enum(RESERVATION_MAIL_EVENTS, { error: "event is not a reservation mail event" }),
});

const count = z.number({ error: "a count is not a number" }).int().min(0);
const isoDay = z.iso.date({ error: "a day is not YYYY-MM-DD" });

/**
 * A site's week for one of its dealer admins (`console.weekly-report`): its leads, top vehicles
 * and real visitors' speed over the 7 days from `weekStart` to `weekEnd` (inclusive), counted
 * when the row was queued, with where the console is and the recipient's signed unsubscribe
 * link.
 */
const consoleWeeklyReportPayloadSchema = payloadObject({
  to: mailTo,
  siteName: z.string({ error: "siteName is not text" }).min(1, "siteName is empty").max(200),
  weekStart: isoDay,
  weekEnd: isoDay,
  leads: count,
  leadsByForm: z.record(z.string().max(200), count, { error: "leadsByForm is not a map" }),
  topVehicles: z
    .array(z.object({ name: z.string().max(300), views: count, leads: count }), {
      error: "topVehicles is not a list",
    })
    .max(20),
  speed: z
    .array(
      z.object({
        pageGroup: z.string().max(40),
        metric: z.enum(WEB_VITAL_NAMES, { error: "metric is not a web vital" }),
        p75: z.number().min(0),
        samples: count,
      }),
      { error: "speed is not a list" },
    )
    .max(40),
  consoleUrl: z.url({ protocol: /^https?$/, error: "consoleUrl is not an http(s) URL" }),
  unsubscribeUrl: z.url({ protocol: /^https?$/, error: "unsubscribeUrl is not an http(s) URL" }),
});

/** Part of a feed import's images, fetched by the worker after the snapshot committed. */
export const FEED_IMAGES_OUTBOX_KIND = "feed.images";

const feedImageCarSchema = z.object({
  carId: z.number().int().positive(),
  slug: z.string().min(1),
  stockNumber: z.string(),
  urls: z.array(z.string()),
  /** The car's fields were unchanged: it counts as updated only if its images change. */
  wasUnchanged: z.boolean(),
});

/**
 * Part of a feed import's images, queued in the snapshot's transaction: the import whose report
 * gets the failures, and the cars (new, whose image URLs the feed changed, or whose unchanged URLs
 * are due to be asked again: `imageRecheckOf`) in feed order.
 */
const feedImagesPayloadSchema = payloadObject({
  importId: z.number({ error: "importId is not a number" }).int().positive(),
  cars: z.array(feedImageCarSchema, { error: "cars is not a list" }).min(1, "cars is empty"),
});

/** A car whose images a feed import fetches after its snapshot commits. */
export type FeedImageWork = z.output<typeof feedImageCarSchema>;

export const OUTBOX_PAYLOAD_SCHEMAS = {
  "garage.sign-in-code": signInCodePayloadSchema,
  // The console's code mail is the garage's, naming the console where the garage names a site.
  "console.sign-in-code": signInCodePayloadSchema,
  "console.invitation": consoleInvitationPayloadSchema,
  "console.lead-overdue": consoleLeadOverduePayloadSchema,
  "console.lead-digest": consoleLeadDigestPayloadSchema,
  "console.lead-reply": consoleLeadReplyPayloadSchema,
  "console.push": consolePushPayloadSchema,
  "conversation.email": conversationEmailPayloadSchema,
  "conversation.sms": conversationSmsPayloadSchema,
  "console.weekly-report": consoleWeeklyReportPayloadSchema,
  "garage.saved-car-alert": savedCarAlertPayloadSchema,
  "reservation.shopper-mail": reservationMailPayloadSchema,
  "lead.email": leadMailPayloadSchema,
  "lead.adf": leadMailPayloadSchema,
  "lead.webhook": leadWebhookPayloadSchema,
  [FEED_IMAGES_OUTBOX_KIND]: feedImagesPayloadSchema,
} as const satisfies Record<string, z.ZodType>;

export type OutboxKind = keyof typeof OUTBOX_PAYLOAD_SCHEMAS;
export type OutboxPayload<K extends OutboxKind> = z.output<(typeof OUTBOX_PAYLOAD_SCHEMAS)[K]>;
/** A row to queue: its kind and the payload that kind carries. */
export type OutboxEntry = { [K in OutboxKind]: { kind: K; payload: OutboxPayload<K> } }[OutboxKind];

const LEAD_OUTBOX_KIND_PREFIX = "lead.";
export type LeadOutboxKind = `${typeof LEAD_OUTBOX_KIND_PREFIX}${DeliveryChannel}` & OutboxKind;

export function leadOutboxKind<C extends DeliveryChannel>(channel: C): `lead.${C}` {
  return `${LEAD_OUTBOX_KIND_PREFIX}${channel}`;
}

/** The lead delivery channel a kind names, or null for any other kind. */
export function leadChannelOf(kind: string): DeliveryChannel | null {
  if (!kind.startsWith(LEAD_OUTBOX_KIND_PREFIX)) return null;
  const channel = kind.slice(LEAD_OUTBOX_KIND_PREFIX.length);
  return (DELIVERY_CHANNELS as readonly string[]).includes(channel)
    ? (channel as DeliveryChannel)
    : null;
}

export function isOutboxKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(OUTBOX_PAYLOAD_SCHEMAS, kind);
}

type ParsedPayload<K extends OutboxKind> =
  { ok: true; payload: OutboxPayload<K> } | { ok: false; error: string };

/**
 * A stored payload checked against its kind's schema. A bad one gets a sentence naming the
 * kind and what is wrong, for the row's `last_error`.
 */
export function parseOutboxPayload<K extends OutboxKind>(
  kind: K,
  payload: unknown,
): ParsedPayload<K> {
  const parsed = OUTBOX_PAYLOAD_SCHEMAS[kind].safeParse(payload);
  if (parsed.success) return { ok: true, payload: parsed.data as OutboxPayload<K> };
  const problems = parsed.error.issues.map((issue) => issue.message);
  return { ok: false, error: `Bad ${kind} payload: ${problems.join("; ")}.` };
}
