"use client";

import type { FormField as FieldDefinition } from "@forecourt/core/forms/form-definition";
import { RESUME_ACCEPT } from "@forecourt/core/forms/definitions/careers-form";
import { toBooleanAnswer } from "@forecourt/core/validation/fields";
import { Field, FieldError, FieldSet, fieldControlProps, RequirementMark } from "../ui/field.tsx";
import { Input, Select, Textarea } from "../ui/input.tsx";

export type FormFieldProps = {
  field: FieldDefinition;
  /** Unique per form instance, so two forms on a page never share ids. */
  idPrefix: string;
  value: unknown;
  error: string | undefined;
  maxLength: number | undefined;
  isDisabled: boolean;
  onChange: (name: string, value: unknown) => void;
};

const AUTOCOMPLETE: Record<string, string> = {
  first_name: "given-name",
  middle_name: "additional-name",
  last_name: "family-name",
  email: "email",
  phone: "tel",
  postcode: "postal-code",
};

const NUMERIC_TYPES = new Set(["number", "currency", "kilometre", "year", "postcode"]);

/** The input type of a text-like field; any other field type is a plain text input. */
const INPUT_TYPES: Partial<Record<FieldDefinition["type"], string>> = {
  email: "email",
  phone: "tel",
  dob: "date",
  dateTime: "datetime-local",
};

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/** One field of a form definition: its input, its label, and its error under it (spec §8). */
export function FormField({
  field,
  idPrefix,
  value,
  error,
  maxLength,
  isDisabled,
  onChange,
}: FormFieldProps) {
  const id = `${idPrefix}-${field.name}`;

  if (field.type === "hidden" || field.type === "button") return null;

  if (field.type === "check" || field.type === "optIn") {
    const checked = toBooleanAnswer(value) ?? field.type === "optIn";
    return (
      <div>
        <div className="flex items-start gap-2">
          <input
            {...fieldControlProps(id, { error, isRequired: field.isRequired })}
            name={field.name}
            disabled={isDisabled}
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(field.name, event.target.checked)}
            className="mt-1 size-4"
          />
          <label htmlFor={id} className="text-sm text-slate-800">
            {field.label}
          </label>
        </div>
        <FieldError id={id} error={error} />
      </div>
    );
  }

  if (field.type === "yesNo" || field.type === "radio" || field.type === "radioGroup") {
    const choices =
      field.type === "yesNo"
        ? [
            { label: "Yes", value: "Yes" },
            { label: "No", value: "No" },
          ]
        : (field.options ?? []);
    const answer = field.type === "yesNo" ? yesNoText(value) : text(value);
    return (
      <FieldSet
        fieldId={id}
        error={error}
        role="radiogroup"
        aria-invalid={error ? true : undefined}
        aria-required={field.isRequired || undefined}
        legend={
          <>
            {field.label}
            {field.isRequired ? null : <RequirementMark isRequired={false} />}
          </>
        }
      >
        <Choices
          type="radio"
          name={field.name}
          choices={choices}
          isChecked={(choice) => answer === choice}
          isDisabled={isDisabled}
          onToggle={(choice) => onChange(field.name, choice)}
        />
      </FieldSet>
    );
  }

  if (field.type === "checkGroup" || field.type === "checkCard") {
    const selected = Array.isArray(value) ? (value as string[]) : [];
    return (
      <FieldSet fieldId={id} error={error} legend={field.label}>
        <Choices
          type="checkbox"
          name={field.name}
          choices={field.options ?? []}
          isChecked={(choice) => selected.includes(choice)}
          isDisabled={isDisabled}
          onToggle={(choice, isOn) =>
            onChange(
              field.name,
              isOn ? [...selected, choice] : selected.filter((item) => item !== choice),
            )
          }
        />
      </FieldSet>
    );
  }

  const change = (event: React.ChangeEvent<{ value: string }>) =>
    onChange(field.name, event.target.value);
  return (
    <Field id={id} label={field.label} error={error} isRequired={field.isRequired}>
      {(control) => {
        const common = { ...control, name: field.name, disabled: isDisabled };
        if (
          (field.options && field.options.length > 0) ||
          field.type === "select" ||
          field.type === "locationSelect"
        ) {
          return (
            <Select {...common} value={text(value)} onChange={change}>
              <option value="">Please select</option>
              {(field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          );
        }
        if (field.type === "textarea") {
          return (
            <Textarea
              {...common}
              rows={4}
              maxLength={maxLength}
              value={text(value)}
              onChange={change}
            />
          );
        }
        if (field.type === "file") {
          return (
            <Input
              {...common}
              type="file"
              accept={RESUME_ACCEPT}
              onChange={(event) => onChange(field.name, event.target.files?.[0] ?? null)}
              className="file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1"
            />
          );
        }
        return (
          <Input
            {...common}
            type={INPUT_TYPES[field.type] ?? "text"}
            inputMode={NUMERIC_TYPES.has(field.type) ? "numeric" : undefined}
            autoComplete={AUTOCOMPLETE[field.name]}
            maxLength={maxLength}
            placeholder={field.placeholder}
            value={text(value)}
            onChange={change}
          />
        );
      }}
    </Field>
  );
}

type ChoicesProps = {
  type: "radio" | "checkbox";
  name: string;
  choices: readonly { label: string; value: string }[];
  isChecked: (value: string) => boolean;
  isDisabled: boolean;
  onToggle: (value: string, isOn: boolean) => void;
};

/** The options of a radio or check-box group, each control inside its label. */
function Choices({ type, name, choices, isChecked, isDisabled, onToggle }: ChoicesProps) {
  const control = (value: string) => ({
    type,
    name,
    value,
    checked: isChecked(value),
    disabled: isDisabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onToggle(value, event.target.checked),
  });
  return (
    <div className="mt-1 flex flex-wrap gap-4">
      {choices.map((choice) => (
        <label key={choice.value} className="flex items-center gap-2 text-sm">
          <input {...control(choice.value)} className="size-4" />
          {choice.label}
        </label>
      ))}
    </div>
  );
}

function yesNoText(value: unknown): string {
  const answer = toBooleanAnswer(value);
  return answer === null ? "" : answer ? "Yes" : "No";
}
