"use client";
import { useActionState, useRef, useState } from "react";
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
import { Select, Textarea } from "@/components/ui/input";
import { ConsoleForm, type ConsoleFormAction } from "../kit/console-form.tsx";
import { FormNotice } from "../kit/form-notice.tsx";
import { labelledChoices, SelectField } from "../kit/select-field.tsx";
import { TextField } from "../kit/text-field.tsx";
import { REPLY_FORM_IDS } from "./lead-quick-contact.tsx";

type FormProps = { leadId: string; clientKey: string };

/** Email the shopper: a template fills the subject and message (merge fields already filled in). */
export function ReplyEmailForm({
  leadId,
  clientKey,
  templates,
}: FormProps & { templates: readonly Template[] }) {
  return (
    <ConsoleForm
      id={REPLY_FORM_IDS.email}
      action={replyEmailAction}
      heading="Reply by email"
      submitLabel="Send email"
      hidden={{ leadId, clientKey }}
      clientKey={clientKey}
      className="grid content-start gap-3"
    >
      {(state) => <EmailFields state={state} templates={templates} />}
    </ConsoleForm>
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
      <TextField
        id="reply-subject"
        label="Subject"
        isRequired
        error={errors.subject}
        name="subject"
        maxLength={MAX_SUBJECT}
        value={draft.subject}
        onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
      />
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

/** A form of one message box ("body"): a text to the shopper, a note for the team. */
function BodyForm({
  leadId,
  clientKey,
  action,
  heading,
  submitLabel,
  id,
  label,
  maxLength,
  formId,
}: FormProps & {
  formId?: string;
  action: ConsoleFormAction;
  heading: string;
  submitLabel: string;
  id: string;
  label: string;
  maxLength: number;
}) {
  return (
    <ConsoleForm
      id={formId}
      action={action}
      heading={heading}
      submitLabel={submitLabel}
      hidden={{ leadId, clientKey }}
      clientKey={clientKey}
    >
      {(state) => (
        <Field id={id} label={label} isRequired error={state.fieldErrors?.body}>
          {(control) => (
            <Textarea
              {...control}
              name="body"
              rows={3}
              maxLength={maxLength}
              defaultValue={state.values?.body}
            />
          )}
        </Field>
      )}
    </ConsoleForm>
  );
}

/** Text the shopper from the site's number. */
export function SmsForm(props: FormProps) {
  return (
    <BodyForm
      {...props}
      action={replySmsAction}
      heading="Send a text"
      formId={REPLY_FORM_IDS.sms}
      submitLabel="Send text"
      id="sms-body"
      label="Text message"
      maxLength={MAX_SMS_BODY}
    />
  );
}

/** Log a call in one step: how it went, and a note. */
export function CallForm({ leadId, clientKey }: FormProps) {
  return (
    <ConsoleForm
      action={logCallAction}
      heading="Log a call"
      submitLabel="Log call"
      hidden={{ leadId, clientKey }}
      clientKey={clientKey}
    >
      {(state) => (
        <>
          {/* No outcome is chosen for the salesperson: the call is logged as they say. */}
          <SelectField
            id="call-outcome"
            label="How it went"
            isRequired
            error={state.fieldErrors?.outcome}
            name="outcome"
            defaultValue={state.values?.outcome ?? ""}
            blank="Choose how it went"
            choices={labelledChoices(CALL_OUTCOMES, CALL_OUTCOME_LABELS)}
          />
          <TextField
            id="call-note"
            label="What was said"
            isRequired={false}
            error={state.fieldErrors?.note}
            name="note"
            maxLength={MAX_NOTE}
            defaultValue={state.values?.note}
          />
        </>
      )}
    </ConsoleForm>
  );
}

/** A note for the dealership's people. */
export function NoteForm(props: FormProps) {
  return (
    <BodyForm
      {...props}
      action={addNoteAction}
      heading="Add a note"
      submitLabel="Add note"
      id="note-body"
      label="Note"
      maxLength={MAX_NOTE}
    />
  );
}

/** A follow-up: when (the browser's time), for whom, and what. */
export function ReminderForm({
  leadId,
  clientKey,
  choices,
}: FormProps & { choices: readonly LeadAssignee[] }) {
  // The due time is typed in the browser's clock: its offset goes with it, read as it is sent.
  const offset = useRef<HTMLInputElement>(null);
  return (
    <ConsoleForm
      action={addReminderAction}
      heading="Set a reminder"
      submitLabel="Set reminder"
      hidden={{ leadId }}
      clientKey={clientKey}
      onSubmit={() => {
        if (offset.current) offset.current.value = String(new Date().getTimezoneOffset());
      }}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      fullRowClassName="sm:col-span-2"
    >
      {(state) => <ReminderFields state={state} choices={choices} offset={offset} />}
    </ConsoleForm>
  );
}

/** When, for whom and what, kept as typed when refused. */
function ReminderFields({
  state,
  choices,
  offset,
}: {
  state: FormState;
  choices: readonly LeadAssignee[];
  offset: React.RefObject<HTMLInputElement | null>;
}) {
  const errors = state.fieldErrors ?? {};
  return (
    <>
      <input type="hidden" name="tzOffset" ref={offset} defaultValue="0" />
      <TextField
        id="reminder-due"
        label="Due"
        isRequired
        error={errors.dueAt}
        type="datetime-local"
        name="dueAt"
        defaultValue={state.values?.dueAt}
      />
      <SelectField
        id="reminder-assignee"
        label="For"
        isRequired={false}
        error={errors.assigneeId}
        name="assigneeId"
        defaultValue={state.values?.assigneeId ?? ""}
        blank="The lead's assignee"
        choices={choices.map((choice) => ({
          value: choice.id,
          label: choice.name ?? choice.email,
        }))}
      />
      <div className="sm:col-span-2">
        <TextField
          id="reminder-note"
          label="What to follow up"
          isRequired
          error={errors.note}
          name="note"
          maxLength={MAX_NOTE}
          defaultValue={state.values?.note}
        />
      </div>
    </>
  );
}

/** Marks one reminder done. */
export function ReminderDoneForm({ leadId, reminderId }: { leadId: string; reminderId: string }) {
  const [state, action, isPending] = useActionState(finishReminderAction, IDLE);
  return (
    <form action={action}>
      <FormNotice state={state} />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="reminderId" value={reminderId} />
      <Button type="submit" variant="secondary" disabled={isPending}>
        Mark done
      </Button>
    </form>
  );
}
