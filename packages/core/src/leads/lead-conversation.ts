import { z } from "zod";

/**
 * A lead's conversation with the shopper (the console's lead page): emails and texts each way,
 * calls logged, notes, and follow-up reminders. The forms' schemas are shared by the console's
 * actions and their tests; limits and messages are named here.
 */

export const LEAD_MESSAGE_KINDS = ["email", "sms", "call", "note"] as const;
export type LeadMessageKind = (typeof LEAD_MESSAGE_KINDS)[number];

/** Contact with the shopper: any of these makes the lead answered (`first_contacted_at`). */
export const CONTACT_KINDS: readonly LeadMessageKind[] = ["email", "sms", "call"];

export const CALL_OUTCOMES = ["spoke", "voicemail", "no-answer", "wrong-number"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS = {
  spoke: "Spoke to them",
  voicemail: "Left a voicemail",
  "no-answer": "No answer",
  "wrong-number": "Wrong number",
} as const satisfies Record<CallOutcome, string>;

/**
 * Whether a logged call counts as contact: a conversation or a message left does; no answer or
 * a wrong number does not answer the lead.
 */
export function isContactingCall(outcome: CallOutcome): boolean {
  return outcome === "spoke" || outcome === "voicemail";
}

export const MAX_SUBJECT = 200;
export const MAX_EMAIL_BODY = 10_000;
/** Ten SMS segments: longer texts cost more than they help. */
export const MAX_SMS_BODY = 1_600;
export const MAX_NOTE = 2_000;
export const MAX_TEMPLATES = 20;

const leadId = z.uuid({ error: "That lead does not exist." });
/** A one-time key the form carries, so a form sent twice (double click, retry) stores once. */
const clientKey = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: "Reload the page and try again." });

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} to ${max.toLocaleString("en")} characters.`);

export const replyEmailFormSchema = z.strictObject({
  leadId,
  clientKey,
  subject: text("a subject", MAX_SUBJECT),
  body: text("a message", MAX_EMAIL_BODY),
});

export const replySmsFormSchema = z.strictObject({
  leadId,
  clientKey,
  body: text("a message", MAX_SMS_BODY),
});

export const callFormSchema = z.strictObject({
  leadId,
  clientKey,
  outcome: z.enum(CALL_OUTCOMES, { error: "Choose how the call went." }),
  note: z.string().trim().max(MAX_NOTE, `Keep the note to ${MAX_NOTE} characters.`).default(""),
});

export const noteFormSchema = z.strictObject({
  leadId,
  clientKey,
  body: text("a note", MAX_NOTE),
});

/** A local date and time as a `datetime-local` field sends it (the browser's clock). */
const dueAt = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "Enter the date and time it is due." });

export const reminderFormSchema = z.strictObject({
  leadId,
  dueAt,
  /** The browser's offset from UTC in minutes (`Date#getTimezoneOffset`), set by the form. */
  tzOffset: z.coerce.number().int().min(-900).max(900).default(0),
  assigneeId: z.union([z.literal(""), z.uuid({ error: "Choose someone from the list." })]),
  note: text("what to follow up", MAX_NOTE),
});

export const reminderDoneFormSchema = z.strictObject({
  leadId,
  reminderId: z.uuid({ error: "That reminder does not exist." }),
});

/** A `datetime-local` value read at the browser's offset, as an instant. */
export function dueInstant(local: string, tzOffsetMinutes: number): Date {
  return new Date(Date.parse(`${local}:00Z`) + tzOffsetMinutes * 60_000);
}

/** A reply template: a name for the picker, and the mail's subject and body with merge fields. */
export const replyTemplateSchema = z.object({
  name: z.string().trim().min(1).max(80),
  subject: z.string().trim().min(1).max(MAX_SUBJECT),
  body: z.string().trim().min(1).max(MAX_EMAIL_BODY),
});
export type ReplyTemplate = z.output<typeof replyTemplateSchema>;

/** The merge fields a template may use, each `{{name}}`. */
export const MERGE_FIELDS = ["firstName", "name", "car", "salesperson", "siteName"] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

/** A site's templates when its settings name none (`leads.replyTemplates`). */
export const DEFAULT_REPLY_TEMPLATES: readonly ReplyTemplate[] = [
  {
    name: "Thanks for your enquiry",
    subject: "Your enquiry about the {{car}}",
    body:
      "Hi {{firstName}},\n\nThanks for your enquiry about the {{car}}. It is here and ready to " +
      "look at. When would suit you to come in or have a call?\n\nKind regards,\n{{salesperson}}\n{{siteName}}",
  },
  {
    name: "Book a test drive",
    subject: "Test drive: {{car}}",
    body:
      "Hi {{firstName}},\n\nI would be glad to set up a test drive of the {{car}}. Which day and " +
      "time suit you?\n\nKind regards,\n{{salesperson}}\n{{siteName}}",
  },
  {
    name: "Following up",
    subject: "Following up on the {{car}}",
    body:
      "Hi {{firstName}},\n\nI wanted to follow up on your enquiry. Do you have any questions I " +
      "can answer?\n\nKind regards,\n{{salesperson}}\n{{siteName}}",
  },
];

/**
 * A template's text with each `{{field}}` replaced by its value; an unknown field is left as
 * typed, so a mistake shows in the preview rather than vanishing.
 */
export function mergeTemplate(template: string, values: MergeValues): string {
  return template.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, field: string) =>
    Object.hasOwn(values, field) ? values[field as MergeField] : whole,
  );
}

/** What the merge fields say for one lead and the salesperson writing. */
export function mergeValues(input: {
  lead: { name: string | null; firstName: string | null; lastName: string | null };
  car: string | null;
  salesperson: { name: string | null; email: string };
  siteName: string;
}): MergeValues {
  const { lead } = input;
  const name =
    lead.name?.trim() || [lead.firstName, lead.lastName].filter(Boolean).join(" ").trim();
  const firstName = lead.firstName?.trim() || name.split(/\s+/)[0] || "there";
  return {
    firstName,
    name: name || "there",
    car: input.car ?? "car you asked about",
    salesperson: input.salesperson.name?.trim() || input.salesperson.email,
    siteName: input.siteName,
  };
}

const REPLY_LOCAL =
  /^lead-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([0-9a-z]{16})$/;

/** `lead-{id}-{tag}@{domain}`: the lead's own reply address (the tag is the caller's HMAC). */
export function formatReplyAddress(leadId: string, tag: string, domain: string): string {
  return `lead-${leadId}-${tag}@${domain}`;
}

/**
 * The lead id and tag of a reply address on `domain` (case is ignored, as mail servers do),
 * or null for any other address.
 */
export function parseReplyAddress(
  address: string,
  domain: string,
): { leadId: string; tag: string } | null {
  const at = address.lastIndexOf("@");
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const match = REPLY_LOCAL.exec(address.slice(0, at).toLowerCase());
  return match ? { leadId: match[1] as string, tag: match[2] as string } : null;
}

/**
 * The shopper's words of an emailed reply: the text above the quoted mail ("On ... wrote:" and
 * the `>` lines), or the whole text when nothing is quoted.
 */
export function replyText(text: string): string {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const cut = lines.findIndex(
    (line, index) =>
      /^On .+wrote:\s*$/.test(line) ||
      /^-{2,}\s*Original Message\s*-{2,}/i.test(line) ||
      (line.startsWith(">") &&
        lines.slice(index).every((rest) => rest.startsWith(">") || !rest.trim())),
  );
  const kept = (cut < 0 ? lines : lines.slice(0, cut)).join("\n").trim();
  return kept || text.trim();
}
