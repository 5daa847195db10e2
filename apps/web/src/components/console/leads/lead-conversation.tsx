import { randomUUID } from "node:crypto";
import { CALL_OUTCOME_LABELS, type CallOutcome } from "@forecourt/core/leads/lead-conversation";
import type { LeadAssignee } from "@forecourt/core/console/inbox-lead";
import { ConsoleSection } from "@/components/console/kit/console-section";
import { siteTime } from "@forecourt/core/time/site-time";
import type { LeadConversationData } from "@/server/console/queries/lead-conversation";
import {
  CallForm,
  NoteForm,
  ReminderDoneForm,
  ReminderForm,
  ReplyEmailForm,
  SmsForm,
} from "./lead-conversation-forms.tsx";

type Message = LeadConversationData["messages"][number];

const KIND_LABELS = {
  email: "Email",
  sms: "Text",
  call: "Call",
  note: "Note",
} as const satisfies Record<Message["kind"], string>;

const DELIVERY_LABELS: Record<string, string> = {
  pending: "sending",
  sending: "sending",
  unknown: "sending",
  delivered: "sent",
  held: "not sent: sending is not set up",
  failed: "failed to send",
};

function heading(message: Message): string {
  const kind = KIND_LABELS[message.kind];
  if (message.kind === "note") return `Note by ${message.staffName ?? "staff"}`;
  if (message.kind === "call") {
    const outcome = CALL_OUTCOME_LABELS[message.outcome as CallOutcome] ?? message.outcome;
    return `Call by ${message.staffName ?? "staff"}: ${outcome}`;
  }
  return message.direction === "in"
    ? `${kind} from the shopper${message.address ? ` (${message.address})` : ""}`
    : `${kind} to the shopper by ${message.staffName ?? "staff"}`;
}

/** One entry: who, what and when, the subject and words, and whether it was sent. */
function ConversationEntry({ message, timeZone }: { message: Message; timeZone: string }) {
  const isShopper = message.direction === "in";
  return (
    <li
      className={`rounded-lg border p-3 ${isShopper ? "border-blue-200 bg-blue-50" : message.kind === "note" ? "border-amber-200 bg-amber-50" : "border-slate-200"}`}
    >
      <p className="text-sm [overflow-wrap:anywhere]">
        <strong>{heading(message)}</strong>{" "}
        <span className="text-slate-700">
          <time dateTime={message.createdAt.toISOString()}>
            {siteTime(message.createdAt, timeZone)}
          </time>
          {message.delivery ? ` · ${DELIVERY_LABELS[message.delivery] ?? message.delivery}` : ""}
        </span>
      </p>
      {message.subject && (
        <p className="mt-1 font-medium [overflow-wrap:anywhere]">{message.subject}</p>
      )}
      {message.body && (
        <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{message.body}</p>
      )}
    </li>
  );
}

/**
 * The lead's conversation with the shopper (emails and texts each way, calls, notes, oldest
 * first) and its follow-up reminders, with the forms to answer, log a call, note and remind for
 * those who may work the lead; times in the site's zone. Each form carries a fresh one-time key, so a form sent twice is
 * stored once.
 */
type ConversationProps = {
  leadId: string;
  conversation: LeadConversationData;
  choices: readonly LeadAssignee[];
  mayChange: boolean;
  /** The site's zone, which every time here is shown in (named). */
  timeZone: string;
};

export function LeadConversation(props: ConversationProps) {
  const { leadId, conversation, mayChange, timeZone } = props;
  const { messages, templates, canText } = conversation;
  return (
    <>
      <ConsoleSection id="conversation-heading" title="Conversation">
        {messages.length === 0 ? (
          <p className="mt-2 text-slate-700">Nobody has contacted this shopper yet.</p>
        ) : (
          <ol className="mt-3 grid gap-3" aria-label="Messages, calls and notes, oldest first">
            {messages.map((message) => (
              <ConversationEntry key={message.id} message={message} timeZone={timeZone} />
            ))}
          </ol>
        )}
        {mayChange && (
          <div className="mt-4 grid gap-6 rounded-lg border border-slate-200 p-4 md:grid-cols-2">
            <ReplyEmailForm leadId={leadId} clientKey={randomUUID()} templates={templates} />
            <div className="grid content-start gap-6">
              {canText && <SmsForm leadId={leadId} clientKey={randomUUID()} />}
              <CallForm leadId={leadId} clientKey={randomUUID()} />
              <NoteForm leadId={leadId} clientKey={randomUUID()} />
            </div>
          </div>
        )}
      </ConsoleSection>
      <Reminders {...props} />
    </>
  );
}

/** The lead's open follow-up reminders, each with Done, and the form to add one. */
function Reminders({ leadId, conversation, choices, mayChange, timeZone }: ConversationProps) {
  const open = conversation.reminders.filter((reminder) => reminder.doneAt === null);
  return (
    <ConsoleSection id="reminders-heading" title="Follow-up reminders">
      {open.length === 0 ? (
        <p className="mt-2 text-slate-700">No reminders to follow up.</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {open.map((reminder) => (
            <li
              key={reminder.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <ReminderText reminder={reminder} timeZone={timeZone} />
              {mayChange && <ReminderDoneForm leadId={leadId} reminderId={reminder.id} />}
            </li>
          ))}
        </ul>
      )}
      {mayChange && (
        <div className="mt-4 rounded-lg border border-slate-200 p-4">
          <ReminderForm leadId={leadId} clientKey={randomUUID()} choices={choices} />
        </div>
      )}
    </ConsoleSection>
  );
}

/** When a reminder is due, for whom, and its note. */
function ReminderText({
  reminder,
  timeZone,
}: {
  reminder: LeadConversationData["reminders"][number];
  timeZone: string;
}) {
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      <strong>
        Due{" "}
        <time dateTime={reminder.dueAt.toISOString()}>{siteTime(reminder.dueAt, timeZone)}</time>
      </strong>{" "}
      for{" "}
      {reminder.assignee
        ? (reminder.assignee.name ?? reminder.assignee.email)
        : "the lead's assignee"}
      : {reminder.note}
    </span>
  );
}
