"use client";
import {
  LOADED_SETTINGS_FIELD,
  type SettingsField,
  type SettingsSection,
} from "@forecourt/core/console/settings-form";
import { settingsAction } from "@/server/console/settings-action";
import type { SettingsFormState, SettingsPreview } from "@/server/console/settings-form-state";
import { Button } from "@/components/ui/button";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { CheckboxField } from "../../kit/checkbox-field.tsx";
import { ConsoleForm, type ConsoleFormParts } from "../../kit/console-form.tsx";

/**
 * A site's settings form: each section a group of fields named by their setting, each field's
 * message beside it; "Preview" shows the draft's header and buttons, "Publish" stores it.
 * It posts without JavaScript too.
 */
export function SettingsForm({
  websiteId,
  sections,
  initialValues,
}: {
  websiteId: number;
  sections: readonly SettingsSection[];
  initialValues: Record<string, string>;
}) {
  return (
    <ConsoleForm
      action={settingsAction}
      hidden={{
        websiteId,
        // The form as this page showed it: a save changes only what was changed here.
        [LOADED_SETTINGS_FIELD]: JSON.stringify(initialValues),
      }}
      clientKey={JSON.stringify(initialValues)}
      className="mt-6 grid gap-8"
      isNoticeInFields
    >
      {(state, parts) => (
        <SettingsFields
          state={state}
          sections={sections}
          initialValues={initialValues}
          {...parts}
        />
      )}
    </ConsoleForm>
  );
}

/** Each section's fields, the answer beside the buttons (the form is long), and the preview. */
function SettingsFields({
  state,
  sections,
  initialValues,
  isPending,
  notice,
}: ConsoleFormParts & {
  state: SettingsFormState;
  sections: readonly SettingsSection[];
  initialValues: Record<string, string>;
}) {
  const values = state.values ?? initialValues;
  const errors = state.fieldErrors ?? {};
  const refused = sections.flatMap((section) =>
    section.fields.filter((field) => errors[field.path]),
  );
  return (
    <>
      {sections.map((section) => (
        <fieldset key={section.id} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-xl font-semibold">{section.title}</legend>
          {section.fields.map((field) => (
            <SettingControl
              key={field.path}
              field={field}
              value={values[field.path] ?? ""}
              error={errors[field.path]}
            />
          ))}
        </fieldset>
      ))}
      {/* The answer sits beside the buttons that asked for it (the form is long). */}
      <div className="grid gap-2">
        {notice}
        {errors.form ? <p className="text-red-700">{errors.form}</p> : null}
        {refused.length > 0 ? (
          <ul className="list-disc pl-6 text-red-800">
            {refused.map((field) => (
              <li key={field.path}>
                <a className="underline" href={`#${idOf(field.path)}`}>
                  {field.label}
                </a>
                : {errors[field.path]}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {state.preview ? <Preview preview={state.preview} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={isPending}>
          Preview
        </Button>
        <Button type="submit" name="intent" value="publish" disabled={isPending}>
          Publish
        </Button>
      </div>
    </>
  );
}

const idOf = (path: string) => `setting-${path.replaceAll(".", "-")}`;

function SettingControl({ field, value, error }: ControlProps) {
  const id = idOf(field.path);
  const { kind } = field;
  if (kind.type === "checkbox")
    return <SettingCheckbox field={field} value={value} error={error} />;
  return (
    <Field
      id={id}
      label={field.label}
      hint={field.hint}
      error={error}
      className={kind.type === "nav-lines" ? "sm:col-span-2" : undefined}
    >
      {(control) =>
        kind.type === "choice" ? (
          <Select {...control} name={field.path} defaultValue={value}>
            {kind.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        ) : kind.type === "nav-lines" ? (
          <Textarea {...control} name={field.path} rows={8} defaultValue={value} />
        ) : (
          <Input
            {...control}
            name={field.path}
            type="text"
            inputMode={kind.type === "number" ? "numeric" : kind.type === "url" ? "url" : undefined}
            autoComplete="off"
            spellCheck={kind.type === "text" ? undefined : false}
            defaultValue={value}
          />
        )
      }
    </Field>
  );
}

type ControlProps = { field: SettingsField; value: string; error: string | undefined };

/** A setting that is on or off: its box, then its label, hint and error. */
function SettingCheckbox({ field, value, error }: ControlProps) {
  return (
    <CheckboxField
      id={idOf(field.path)}
      name={field.path}
      label={field.label}
      isChecked={value === "on"}
      error={error}
      hint={field.hint}
      isStacked
      className="flex items-start gap-2"
      boxClassName="mt-1 h-4 w-4"
    />
  );
}

/** The header and buttons in the draft's colours. */
function Preview({ preview }: { preview: SettingsPreview }) {
  const { theme } = preview;
  return (
    <section aria-labelledby="settings-preview" className="rounded-lg border border-slate-300">
      <h2 id="settings-preview" className="p-3 text-lg font-semibold">
        Preview (not published)
      </h2>
      <div
        className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4"
        style={{ backgroundColor: theme.header, color: theme.headerForeground }}
      >
        {preview.logoUrl ? (
          <p className={theme.hasLogoPlate ? "rounded-md bg-white px-2 py-1" : undefined}>
            <OptimisedImage
              src={preview.logoUrl}
              alt={preview.siteName}
              width={180}
              height={60}
              className="h-12 w-auto"
            />
          </p>
        ) : (
          <p className="font-bold">{preview.siteName}</p>
        )}
        {preview.tagline ? <p className="text-sm">{preview.tagline}</p> : null}
        <ul aria-label="Header menu" className="flex flex-wrap gap-4 text-sm">
          {preview.menu.map((label, index) => (
            <li key={`${index}-${label}`}>{label}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-4 p-4">
        <span
          className="rounded-md px-4 py-2 font-semibold"
          style={{ backgroundColor: theme.primary, color: theme.primaryForeground }}
        >
          Enquire now
        </span>
        <span
          className="rounded px-2 py-1 text-sm font-semibold"
          style={{ backgroundColor: theme.accent, color: theme.accentForeground }}
        >
          Just arrived
        </span>
      </div>
    </section>
  );
}
