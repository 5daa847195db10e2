"use client";
import { useState } from "react";
import {
  MAX_EMAIL_BODY,
  MAX_SUBJECT,
  MAX_TEMPLATE_NAME,
  MAX_TEMPLATES,
  mergeTemplate,
  unknownMergeFields,
  type MergeValues,
} from "@forecourt/core/leads/lead-conversation";
import { templateFieldName } from "@forecourt/core/console/reply-templates-form";
import { replyTemplatesAction } from "@/server/console/reply-templates-action";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { ConsoleForm, type ConsoleFormParts } from "../../kit/console-form.tsx";

type Row = { name: string; subject: string; body: string };

/** A template's one-line fields, above its message. */
const LINE_FIELDS = [
  { field: "name", label: "Name", maxLength: MAX_TEMPLATE_NAME },
  { field: "subject", label: "Subject", maxLength: MAX_SUBJECT },
] as const;

/** The rows a form's text holds, in order (`templates.0.name`, ...). */
function rowsOf(values: Record<string, string>): Row[] {
  const rows: Row[] = [];
  for (let index = 0; values[templateFieldName(index, "name")] !== undefined; index += 1) {
    rows.push({
      name: values[templateFieldName(index, "name")] ?? "",
      subject: values[templateFieldName(index, "subject")] ?? "",
      body: values[templateFieldName(index, "body")] ?? "",
    });
  }
  return rows;
}

/**
 * A site's reply templates, edited as one list: each template's name, subject and message, a
 * preview of it merged for a made-up shopper, buttons to move or remove it, and an empty row to
 * add one. Every button saves the list as shown; it posts without JavaScript too.
 */
export function ReplyTemplatesForm({
  websiteId,
  initialValues,
  sample,
}: {
  websiteId: number;
  initialValues: Record<string, string>;
  sample: MergeValues;
}) {
  return (
    <ConsoleForm
      action={replyTemplatesAction}
      hidden={{ websiteId }}
      clientKey={JSON.stringify(initialValues)}
      className="mt-6 grid gap-6"
      isNoticeInFields
    >
      {(state, parts) => (
        <TemplateRows
          values={state.status === "error" ? (state.values ?? initialValues) : initialValues}
          errors={state.fieldErrors ?? {}}
          sample={sample}
          {...parts}
        />
      )}
    </ConsoleForm>
  );
}

/** The answer, the templates in order with their buttons, and the empty row that adds one. */
function TemplateRows({
  values,
  errors,
  sample,
  isPending,
  notice,
}: ConsoleFormParts & {
  values: Record<string, string>;
  errors: Record<string, string>;
  sample: MergeValues;
}) {
  const rows = rowsOf(values);
  const save = <SaveButton isPending={isPending} />;
  return (
    <>
      <div className="grid gap-2">
        {notice}
        {errors.form ? <p className="text-red-700">{errors.form}</p> : null}
      </div>
      {/* First in the form, so Enter in a field saves rather than moving a template. */}
      <div>{save}</div>
      {rows.map((row, index) => (
        <TemplateRow
          key={index}
          index={index}
          row={row}
          errors={errors}
          sample={sample}
          legend={`Template ${index + 1}: ${row.name || "(no name)"}`}
          buttons={
            <TemplateButtons
              index={index}
              count={rows.length}
              name={row.name}
              isPending={isPending}
            />
          }
        />
      ))}
      {rows.length < MAX_TEMPLATES ? (
        <TemplateRow
          key={`new-${rows.length}`}
          index={rows.length}
          row={{ name: "", subject: "", body: "" }}
          errors={errors}
          sample={sample}
          legend="Add a template (leave empty to add none)"
        />
      ) : (
        <p className="text-slate-700">
          The site has {MAX_TEMPLATES} templates, the most it keeps: remove one to add another.
        </p>
      )}
      <div>{save}</div>
    </>
  );
}

function SaveButton({ isPending }: { isPending: boolean }) {
  return (
    <Button type="submit" name="intent" value="save" disabled={isPending}>
      Save templates
    </Button>
  );
}

/** A template's buttons: move it up or down, remove it. */
function TemplateButtons({
  index,
  count,
  name,
  isPending,
}: {
  index: number;
  count: number;
  name: string;
  isPending: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {index > 0 ? (
        <RowButton index={index} intent="up" name={name} disabled={isPending}>
          Move up
        </RowButton>
      ) : null}
      {index < count - 1 ? (
        <RowButton index={index} intent="down" name={name} disabled={isPending}>
          Move down
        </RowButton>
      ) : null}
      <RowButton index={index} intent="remove" name={name} disabled={isPending}>
        Remove
      </RowButton>
    </div>
  );
}

/** Moves or removes its template (saving the list as shown); named for the template it acts on. */
function RowButton({
  index,
  intent,
  name,
  disabled,
  children,
}: {
  index: number;
  intent: "up" | "down" | "remove";
  name: string;
  disabled: boolean;
  children: string;
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={`${intent}:${index}`}
      variant={intent === "remove" ? "destructive" : "outline"}
      size="sm"
      disabled={disabled}
      aria-label={`${children}: ${name || `template ${index + 1}`}`}
    >
      {children}
    </Button>
  );
}

/** One template's fields and its preview, which follows what is typed. */
function TemplateRow({
  index,
  row,
  errors,
  sample,
  legend,
  buttons,
}: {
  index: number;
  row: Row;
  errors: Record<string, string>;
  sample: MergeValues;
  legend: string;
  buttons?: React.ReactNode;
}) {
  const [draft, setDraft] = useState(row);
  const change = (field: keyof Row, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const id = (field: keyof Row) => `template-${index}-${field}`;
  const name = (field: keyof Row) => templateFieldName(index, field);
  const where = <span className="sr-only"> of template {index + 1}</span>;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="break-words px-1 text-lg font-semibold">{legend}</legend>
      <LineFields index={index} row={row} errors={errors} where={where} onChange={change} />
      <Field id={id("body")} label={<>Message{where}</>} error={errors[name("body")]}>
        {(control) => (
          <Textarea
            {...control}
            name={name("body")}
            rows={7}
            maxLength={MAX_EMAIL_BODY}
            defaultValue={row.body}
            onChange={(event) => change("body", event.target.value)}
          />
        )}
      </Field>
      <TemplatePreview draft={draft} sample={sample} where={where} />
      {buttons}
    </fieldset>
  );
}

/** What is typed that is not a merge field, and the template merged for a made-up shopper. */
function TemplatePreview({
  draft,
  sample,
  where,
}: {
  draft: Row;
  sample: MergeValues;
  where: React.ReactNode;
}) {
  const unknown = unknownMergeFields(`${draft.subject}\n${draft.body}`);
  return (
    <>
      {unknown.length > 0 ? (
        <p className="text-sm text-red-700">
          Not merge fields (saving refuses them): {unknown.join(", ")}
        </p>
      ) : null}
      {draft.subject.trim() || draft.body.trim() ? (
        <details className="rounded border border-slate-200 bg-slate-50 p-3">
          <summary className="cursor-pointer font-medium">
            Preview{where} for a made-up shopper
          </summary>
          <p className="mt-2 break-words font-medium">{mergeTemplate(draft.subject, sample)}</p>
          <p className="mt-1 whitespace-pre-line break-words">
            {mergeTemplate(draft.body, sample)}
          </p>
        </details>
      ) : null}
    </>
  );
}

/** A template's name and subject, each labelled with the template it belongs to. */
function LineFields({
  index,
  row,
  errors,
  where,
  onChange,
}: {
  index: number;
  row: Row;
  errors: Record<string, string>;
  where: React.ReactNode;
  onChange: (field: keyof Row, value: string) => void;
}) {
  const name = (field: keyof Row) => templateFieldName(index, field);
  return LINE_FIELDS.map(({ field, label, maxLength }) => (
    <Field
      key={field}
      id={`template-${index}-${field}`}
      label={
        <>
          {label}
          {where}
        </>
      }
      error={errors[name(field)]}
    >
      {(control) => (
        <Input
          {...control}
          name={name(field)}
          maxLength={maxLength}
          defaultValue={row[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </Field>
  ));
}
