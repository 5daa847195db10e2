import { z } from "zod";

/**
 * A lead's conversation with the shopper (the console's lead page): emails and texts each way,
 * calls logged, notes, and follow-up reminders. The forms' schemas are shared by the console's
 * actions and their tests; limits and messages are named here.
 */

export type LeadMessageKind = "email" | "sms" | "call" | "note";

export const CALL_OUTCOMES = ["spoke", "voicemail", "no-answer", "wrong-number"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS = {
  spoke: "Spoke to them",
  voicemail: "Left a voicemail",
  "no-answer": "No answer",
  "wrong-number": "Wrong number",
} as const satisfies Record<CallOutcome, string>;

/**
 * The calls that count as contact: a conversation or a message left does; no answer or a wrong
 * number does not answer the lead (nor a shopper's reply).
 */
export const CONTACTING_CALL_OUTCOMES: readonly CallOutcome[] = ["spoke", "voicemail"];

/** Whether a logged call counts as contact ({@link CONTACTING_CALL_OUTCOMES}). */
export function isContactingCall(outcome: CallOutcome): boolean {
  return CONTACTING_CALL_OUTCOMES.includes(outcome);
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

/** A call is logged with the outcome the salesperson chose: the form offers none by default. */
export const CALL_OUTCOME_MESSAGE = "Choose how the call went.";

export const callFormSchema = z.strictObject({
  leadId,
  clientKey,
  // No default: an empty call form must not record "Spoke to them" and answer the lead.
  outcome: z.enum(CALL_OUTCOMES, { error: CALL_OUTCOME_MESSAGE }),
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

export const MAX_TEMPLATE_NAME = 80;

/** A reply template: a name for the picker, and the mail's subject and body with merge fields. */
export const replyTemplateSchema = z.object({
  name: text("a name", MAX_TEMPLATE_NAME),
  subject: text("a subject", MAX_SUBJECT),
  body: text("a message", MAX_EMAIL_BODY),
});
export type ReplyTemplate = z.output<typeof replyTemplateSchema>;

/** The merge fields a template may use, each `{{name}}`. */
export const MERGE_FIELDS = ["firstName", "name", "car", "salesperson", "siteName"] as const;
type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

/** What each merge field says in a sent mail, in a dealer's words (the template editor's key). */
export const MERGE_FIELD_HINTS = {
  firstName: "The shopper's first name (“there” when the lead has no name).",
  name: "The shopper's full name (“there” when the lead has no name).",
  car: "The car the lead is about (“car you asked about” when it names none).",
  salesperson: "The name of whoever sends the reply (their email address if they have no name).",
  siteName: "Your site's name.",
} as const satisfies Record<MergeField, string>;

const MERGE_FIELD_LIST = `${MERGE_FIELDS.slice(0, -1)
  .map((field) => `{{${field}}}`)
  .join(", ")} or {{${MERGE_FIELDS.at(-1)}}}`;

/** Anything written as `{{...}}`, whether or not it is a merge field. */
const BRACED = /\{\{([^{}]*)\}\}/g;

/** The `{{...}}` in a template's text that name no merge field, as typed, each once. */
export function unknownMergeFields(template: string): string[] {
  const unknown = [...template.matchAll(BRACED)]
    .filter(([, inner]) => !(MERGE_FIELDS as readonly string[]).includes((inner ?? "").trim()))
    .map(([whole]) => whole);
  return [...new Set(unknown)];
}

const DUPLICATE_TEMPLATE_NAME_MESSAGE =
  "Another template has this name: give each its own, so salespeople can tell them apart.";

/**
 * What is wrong with a site's templates beyond each one's own limits, as settings writes refuse
 * it: a `{{...}}` that is no merge field (it would reach the shopper as typed) and a name used
 * twice (the lead page picks a template by name). Paths are within the list.
 */
export function replyTemplateIssues(
  templates: readonly Partial<ReplyTemplate>[],
): { path: [number, keyof ReplyTemplate]; message: string }[] {
  const issues: { path: [number, keyof ReplyTemplate]; message: string }[] = [];
  const names = new Set<string>();
  templates.forEach((template, index) => {
    const name = template.name?.trim().toLowerCase();
    if (name) {
      if (names.has(name)) {
        issues.push({ path: [index, "name"], message: DUPLICATE_TEMPLATE_NAME_MESSAGE });
      }
      names.add(name);
    }
    for (const field of ["subject", "body"] as const) {
      const unknown = unknownMergeFields(template[field] ?? "");
      if (unknown.length > 0) {
        issues.push({
          path: [index, field],
          message: `${unknown.join(", ")} ${unknown.length === 1 ? "is not a merge field" : "are not merge fields"}: use ${MERGE_FIELD_LIST}.`,
        });
      }
    }
  });
  return issues;
}

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
