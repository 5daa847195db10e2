"use client";
import { useActionState, useEffect, useRef, useState } from "react";
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  MAX_EMAIL_BODY,
  MAX_NOTE,
  MAX_SMS_BODY,
  MAX_SUBJECT,
} from "@forecourt/core/leads/lead-conversation";
import type { LeadAssignee } from "@forecourt/core/console/inbox-lead";
import {
  addNoteAction,
  addReminderAction,
  finishReminderAction,
  logCallAction,
  replyEmailAction,
  replySmsAction,
} from "@/server/console/lead-conversation-actions";
import { IDLE, type FormState } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";

/** A form's outcome, given focus once it arrives so keyboard and screen-reader users hear it. */
function ResultNotice({ state }: { state: FormState }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.message) ref.current?.focus();
  }, [state]);
  if (!state.message) return <p role="status" className="sr-only" />;
  const isError = state.status === "error";
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={isError ? "alert" : "status"}
      className={
        isError
          ? "rounded border border-red-300 bg-red-50 p-3 text-red-800"
          : "rounded border border-green-300 bg-green-50 p-3 text-green-900"
      }
    >
      {state.message}
    </p>
  );
}

type FormProps = { leadId: string; clientKey: string };

function Hidden({ leadId, clientKey }: Partial<FormProps>) {
  return (
    <>
      {leadId && <input type="hidden" name="leadId" value={leadId} />}
      {clientKey && <input type="hidden" name="clientKey" value={clientKey} />}
    </>
  );
}

/** A form that keeps what was typed when refused and starts empty once done. */
function formKey(state: FormState, clientKey?: string) {
  return `${clientKey ?? ""}${state.status === "error" ? JSON.stringify(state.values) : ""}`;
}

/** Email the shopper: a template fills the subject and message (merge fields already filled in). */
export function ReplyEmailForm({
  leadId,
  clientKey,
  templates,
}: FormProps & { templates: readonly Template[] }) {
  const [state, action, isPending] = useActionState(replyEmailAction, IDLE);
  return (
    <form
      key={formKey(state, clientKey)}
      action={action}
      className="grid content-start gap-3"
      noValidate
      aria-labelledby="reply-email-heading"
    >
      <h3 id="reply-email-heading" className="text-lg font-semibold">
        Reply by email
      </h3>
      <ResultNotice state={state} />
      <Hidden leadId={leadId} clientKey={clientKey} />
      <EmailFields state={state} templates={templates} />
      <div>
        <Button type="submit" disabled={isPending}>
          Send email
        </Button>
      </div>
    </form>
  );
}

type Template = { name: string; subject: string; body: string };

/** The subject and message, kept as typed when refused, empty again once sent. */
function EmailFields({ state, templates }: { state: FormState; templates: readonly Template[] }) {
  const errors = state.fieldErrors ?? {};
  const [draft, setDraft] = useState({
    subject: state.values?.subject ?? "",
    body: state.values?.body ?? "",
  });
  return (
    <>
      <Field id="reply-template" label="Template" isRequired={false}>
        {(control) => (
          <Select
            {...control}
            defaultValue=""
            onChange={(event) => {
              const template = templates[Number(event.target.value)];
              if (template) setDraft({ subject: template.subject, body: template.body });
            }}
          >
            <option value="">Write my own</option>
            {templates.map((template, index) => (
              <option key={template.name} value={index}>
                {template.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="reply-subject" label="Subject" isRequired error={errors.subject}>
        {(control) => (
          <Input
            {...control}
            name="subject"
            maxLength={MAX_SUBJECT}
            value={draft.subject}
            onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
          />
        )}
      </Field>
      <Field id="reply-body" label="Message" isRequired error={errors.body}>
        {(control) => (
          <Textarea
            {...control}
            name="body"
            rows={8}
            maxLength={MAX_EMAIL_BODY}
            value={draft.body}
            onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}

/** Text the shopper from the site's number. */
export function SmsForm({ leadId, clientKey }: FormProps) {
  const [state, action, isPending] = useActionState(replySmsAction, IDLE);
  const errors = state.fieldErrors ?? {};
  return (
    <form
      key={formKey(state, clientKey)}
      action={action}
      className="grid gap-3"
      noValidate
      aria-labelledby="sms-heading"
    >
      <h3 id="sms-heading" className="text-lg font-semibold">
        Send a text
      </h3>
      <ResultNotice state={state} />
      <Hidden leadId={leadId} clientKey={clientKey} />
      <Field id="sms-body" label="Text message" isRequired error={errors.body}>
        {(control) => (
          <Textarea
            {...control}
            name="body"
            rows={3}
            maxLength={MAX_SMS_BODY}
            defaultValue={state.values?.body}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={isPending}>
          Send text
        </Button>
      </div>
    </form>
  );
}

/** Log a call in one step: how it went, and a note. */
export function CallForm({ leadId, clientKey }: FormProps) {
  const [state, action, isPending] = useActionState(logCallAction, IDLE);
  const errors = state.fieldErrors ?? {};
  return (
    <form
      key={formKey(state, clientKey)}
      action={action}
      className="grid gap-3"
      noValidate
      aria-labelledby="call-heading"
    >
      <h3 id="call-heading" className="text-lg font-semibold">
        Log a call
      </h3>
      <ResultNotice state={state} />
      <Hidden leadId={leadId} clientKey={clientKey} />
      <Field id="call-outcome" label="How it went" isRequired error={errors.outcome}>
        {(control) => (
          <Select {...control} name="outcome" defaultValue={state.values?.outcome ?? "spoke"}>
            {CALL_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {CALL_OUTCOME_LABELS[outcome]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="call-note" label="What was said" isRequired={false} error={errors.note}>
        {(control) => (
          <Input {...control} name="note" maxLength={MAX_NOTE} defaultValue={state.values?.note} />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={isPending}>
          Log call
        </Button>
      </div>
    </form>
  );
}

/** A note for the dealership's people. */
export function NoteForm({ leadId, clientKey }: FormProps) {
  const [state, action, isPending] = useActionState(addNoteAction, IDLE);
  const errors = state.fieldErrors ?? {};
  return (
    <form
      key={formKey(state, clientKey)}
      action={action}
      className="grid gap-3"
      noValidate
      aria-labelledby="note-heading"
    >
      <h3 id="note-heading" className="text-lg font-semibold">
        Add a note
      </h3>
      <ResultNotice state={state} />
      <Hidden leadId={leadId} clientKey={clientKey} />
      <Field id="note-body" label="Note" isRequired error={errors.body}>
        {(control) => (
          <Textarea
            {...control}
            name="body"
            rows={3}
            maxLength={MAX_NOTE}
            defaultValue={state.values?.body}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={isPending}>
          Add note
        </Button>
      </div>
    </form>
  );
}

/** A follow-up: when (the browser's time), for whom, and what. */
export function ReminderForm({
  leadId,
  clientKey,
  choices,
}: FormProps & { choices: readonly LeadAssignee[] }) {
  const [state, action, isPending] = useActionState(addReminderAction, IDLE);
  const errors = state.fieldErrors ?? {};
  // The due time is typed in the browser's clock: its offset goes with it, read as it is sent.
  const offset = useRef<HTMLInputElement>(null);
  return (
    <form
      key={formKey(state, clientKey)}
      action={action}
      onSubmit={() => {
        if (offset.current) offset.current.value = String(new Date().getTimezoneOffset());
      }}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      noValidate
      aria-labelledby="reminder-heading"
    >
      <h3 id="reminder-heading" className="text-lg font-semibold sm:col-span-2">
        Set a reminder
      </h3>
      <div className="sm:col-span-2">
        <ResultNotice state={state} />
      </div>
      <Hidden leadId={leadId} />
      <input type="hidden" name="tzOffset" ref={offset} defaultValue="0" />
      <Field id="reminder-due" label="Due" isRequired error={errors.dueAt}>
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            name="dueAt"
            defaultValue={state.values?.dueAt}
          />
        )}
      </Field>
      <Field id="reminder-assignee" label="For" isRequired={false} error={errors.assigneeId}>
        {(control) => (
          <Select {...control} name="assigneeId" defaultValue={state.values?.assigneeId ?? ""}>
            <option value="">The lead&apos;s assignee</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name ?? choice.email}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field id="reminder-note" label="What to follow up" isRequired error={errors.note}>
          {(control) => (
            <Input
              {...control}
              name="note"
              maxLength={MAX_NOTE}
              defaultValue={state.values?.note}
            />
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={isPending}>
          Set reminder
        </Button>
      </div>
    </form>
  );
}

/** Marks one reminder done. */
export function ReminderDoneForm({ leadId, reminderId }: { leadId: string; reminderId: string }) {
  const [state, action, isPending] = useActionState(finishReminderAction, IDLE);
  return (
    <form action={action}>
      <ResultNotice state={state} />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="reminderId" value={reminderId} />
      <Button type="submit" variant="secondary" disabled={isPending}>
        Mark done
      </Button>
    </form>
  );
}
