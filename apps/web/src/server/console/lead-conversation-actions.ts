"use server";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import { LEAD_WRITE_MESSAGES } from "@forecourt/core/console/lead-inbox-forms";
import {
  callFormSchema,
  dueInstant,
  noteFormSchema,
  reminderDoneFormSchema,
  reminderFormSchema,
  replyEmailFormSchema,
  replySmsFormSchema,
} from "@forecourt/core/leads/lead-conversation";
import {
  addLeadNote,
  addLeadReminder,
  finishLeadReminder,
  logLeadCall,
  sendLeadEmail,
  sendLeadSms,
  type ConversationRefusal,
  type ConversationResult,
} from "../leads/lead-conversation.ts";
import type { FormState } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";

/** What the lead page says when a conversation write is refused, by the service's reason. */
const REFUSALS = {
  ...LEAD_WRITE_MESSAGES,
  "no-email": "This shopper left no email address: call or text them instead.",
  "no-sms": "Texting is not set up for this site.",
  "no-mobile": "This shopper left no mobile number to text.",
  "unknown-assignee": "Choose someone who works this lead's dealership.",
  "unknown-reminder": "That reminder does not exist.",
  "due-passed": "That time has passed: choose when to follow up from now on.",
} as const satisfies Record<ConversationRefusal, string>;

const leadPage = (data: { leadId: string }) => `${CONSOLE_LEADS_PATH}/${data.leadId}`;

function answer(
  result: ConversationResult,
  done: string,
  values: Record<string, string>,
  /** The form's field each refusal is about, by reason. */
  fields: Partial<Record<ConversationRefusal, string>> = {},
): FormState {
  if (result.ok) return { status: "done", message: done };
  const message = REFUSALS[result.reason];
  const field = fields[result.reason];
  return {
    status: "error",
    message,
    values,
    ...(field ? { fieldErrors: { [field]: message } } : {}),
  };
}

/** Emails the shopper (sent through the outbox once, answers thread back to the lead). */
export const replyEmailAction = staffAction(
  replyEmailFormSchema,
  async ({ actor, data, values, database }) =>
    answer(
      await sendLeadEmail(database, { actor, ...data, now: new Date() }),
      "Email queued to send. It shows in the conversation below.",
      values,
    ),
  { revalidate: leadPage },
);

/** Texts the shopper from the site's number. */
export const replySmsAction = staffAction(
  replySmsFormSchema,
  async ({ actor, data, values, database }) =>
    answer(
      await sendLeadSms(database, { actor, ...data, now: new Date() }),
      "Text queued to send. It shows in the conversation below.",
      values,
    ),
  { revalidate: leadPage },
);

export const logCallAction = staffAction(
  callFormSchema,
  async ({ actor, data, values, database }) =>
    answer(
      await logLeadCall(database, { actor, ...data, now: new Date() }),
      "Call logged.",
      values,
    ),
  { revalidate: leadPage },
);

export const addNoteAction = staffAction(
  noteFormSchema,
  async ({ actor, data, values, database }) =>
    answer(await addLeadNote(database, { actor, ...data, now: new Date() }), "Note added.", values),
  { revalidate: leadPage },
);

export const addReminderAction = staffAction(
  reminderFormSchema,
  async ({ actor, data, values, database }) =>
    answer(
      await addLeadReminder(database, {
        actor,
        leadId: data.leadId,
        dueAt: dueInstant(data.dueAt, data.tzOffset),
        assigneeId: data.assigneeId || null,
        note: data.note,
        now: new Date(),
      }),
      "Reminder set.",
      values,
      { "unknown-assignee": "assigneeId", "due-passed": "dueAt" },
    ),
  { revalidate: leadPage },
);

export const finishReminderAction = staffAction(
  reminderDoneFormSchema,
  async ({ actor, data, values, database }) =>
    answer(
      await finishLeadReminder(database, { actor, ...data, now: new Date() }),
      "Reminder done.",
      values,
    ),
  { revalidate: leadPage },
);
