import type { Database } from "@forecourt/db/client";
import type { OutboxKind, OutboxPayload } from "@forecourt/core/outbox/outbox-payload";
import type { SmsAccount } from "../../leads/sms-client.ts";

/** How a message is DKIM-signed (nodemailer's `dkim` option). */
export type MailDkimSigning = { domainName: string; keySelector: string; privateKey: string };

/** The part of a nodemailer transport the worker uses. */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    /** The same content as HTML, where a mail has it (every value escaped). */
    html?: string;
    attachments?: { filename: string; content: string | Buffer; contentType: string }[];
    headers?: Record<string, string>;
    /** Where the recipient's answer goes (a lead's own reply address). */
    replyTo?: string;
    /** The same on every attempt of one delivery, so a receiver can drop a repeat. */
    messageId?: string;
    /** This message's own DKIM signing (a dealer's domain), in place of the transport's. */
    dkim?: MailDkimSigning;
  }): Promise<unknown>;
};

export type WorkerLog = {
  info(message: string): void;
  warn(message: string): void;
};

/** What channels deliver with; the worker builds it once from its options. */
/** A folder for copies of held mail, and the sender they are written with. */
export type HeldMailCopies = { folder: string; from: string };

export type ChannelDeps = {
  db: Database;
  /** No transport: mail is held in the outbox, its ids logged (design §2). */
  mail: { transport: MailTransport; from: string } | null;
  /**
   * Without SMTP, where a copy of each held mail is written as an .eml file (the embedded demo's
   * way to read a sign-in code: the log names the file, never an address or a code); none: the
   * mail is only held.
   */
  heldMail?: HeldMailCopies | null;
  fetch: typeof fetch;
  /** The platform's SMS account; none: texts are held (texting is off). */
  sms?: SmsAccount | null;
  webhookTimeoutMs: number;
  log: WorkerLog;
};

/** One claimed outbox row, its payload parsed for its kind. */
export type OutboxDelivery<K extends OutboxKind> = {
  id: number;
  /** Null for the platform's own mail (the console's), which no site owns. */
  websiteId: number | null;
  kind: K;
  aggregateId: string;
  /** Including this one. */
  attempts: number;
  payload: OutboxPayload<K>;
};

/**
 * The one name of a delivery on every attempt: its kind and lead (one row per pair). It is
 * the mail's Message-ID and the webhook's Idempotency-Key, so when a worker dies between
 * sending and recording the send, the receiver can recognise the repeat.
 */
export function deliveryKey(delivery: { kind: string; aggregateId: string }): string {
  return `${delivery.kind}.${delivery.aggregateId}`;
}

/** `<{key}@{the sender's domain}>`, a Message-ID (RFC 5322) that is stable per delivery. */
export function deliveryMessageId(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "forecourt.invalid";
  return `<${key.replace(/[^A-Za-z0-9.-]/g, "-")}@${domain}>`;
}

/** Delivered, or kept on purpose (`held`) with a note saying where the content went instead. */
export type DeliveryOutcome = { status: "delivered" } | { status: "held"; note: string };

/** Sends one prepared delivery. */
export type SendDelivery = () => Promise<DeliveryOutcome>;

/**
 * A way of delivering one kind of outbox row, in two steps: `prepare` reads what the delivery
 * needs and returns the step that sends it. The worker prepares its whole batch before it sends
 * anything, so no database work competes with a send's timeout. A thrown error (from either
 * step) is a failed attempt, retried with back-off; an {@link OutcomeUnknownError} marks the row
 * `unknown` (retried the same way); an {@link UndeliverableError} marks it failed for good.
 */
export type OutboxChannel<K extends OutboxKind> = {
  kind: K;
  /** Mail channels are held while no SMTP server is configured and released when one is. */
  isMail: boolean;
  prepare(delivery: OutboxDelivery<K>, deps: ChannelDeps): Promise<SendDelivery>;
};

/** Any registered channel: the list holds one per kind. */
export type AnyOutboxChannel = { [K in OutboxKind]: OutboxChannel<K> }[OutboxKind];

/** Retrying cannot help: the row is marked failed with this message and never tried again. */
export class UndeliverableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UndeliverableError";
  }
}

/**
 * The receiver may or may not have the delivery: it went quiet or dropped the connection after it
 * was handed the message. The row is marked `unknown` and retried with back-off under the same
 * Message-ID or webhook key.
 */
export class OutcomeUnknownError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutcomeUnknownError";
  }
}
