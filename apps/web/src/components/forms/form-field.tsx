"use client";

import type { FormField as FieldDefinition } from "@forecourt/core/forms/form-definition";
import { RESUME_ACCEPT } from "@forecourt/core/forms/definitions/careers-form";
import { toBooleanAnswer } from "@forecourt/core/validation/fields";

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

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700";

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

function Label({ id, field }: { id: string; field: FieldDefinition }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {field.label}
      {field.isRequired ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : (
        <span className="text-slate-600"> (optional)</span>
      )}
    </label>
  );
}

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
  const errorId = `${id}-error`;
  const described = error ? { "aria-describedby": errorId, "aria-invalid": true as const } : {};
  const common = {
    id,
    name: field.name,
    disabled: isDisabled,
    "aria-required": field.isRequired || undefined,
    ...described,
  };
  const errorText = error ? (
    <p id={errorId} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;

  if (field.type === "hidden" || field.type === "button") return null;

  if (field.type === "check" || field.type === "optIn") {
    const checked = toBooleanAnswer(value) ?? field.type === "optIn";
    return (
      <div>
        <div className="flex items-start gap-2">
          <input
            {...common}
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(field.name, event.target.checked)}
            className="mt-1 size-4"
          />
          <label htmlFor={id} className="text-sm text-slate-800">
            {field.label}
          </label>
        </div>
        {errorText}
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
      <fieldset role="radiogroup" {...described} aria-required={field.isRequired || undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {field.label}
          {field.isRequired ? null : <span className="text-slate-600"> (optional)</span>}
        </legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {choices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={field.name}
                value={choice.value}
                checked={answer === choice.value}
                disabled={isDisabled}
                onChange={() => onChange(field.name, choice.value)}
                className="size-4"
              />
              {choice.label}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  if (field.type === "checkGroup" || field.type === "checkCard") {
    const selected = Array.isArray(value) ? (value as string[]) : [];
    return (
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{field.label}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(field.options ?? []).map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={field.name}
                value={choice.value}
                checked={selected.includes(choice.value)}
                disabled={isDisabled}
                onChange={(event) =>
                  onChange(
                    field.name,
                    event.target.checked
                      ? [...selected, choice.value]
                      : selected.filter((item) => item !== choice.value),
                  )
                }
                className="size-4"
              />
              {choice.label}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  let control: React.ReactNode;
  if (
    (field.options && field.options.length > 0) ||
    field.type === "select" ||
    field.type === "locationSelect"
  ) {
    control = (
      <select
        {...common}
        value={text(value)}
        onChange={(event) => onChange(field.name, event.target.value)}
        className={inputClass}
      >
        <option value="">Please select</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === "textarea") {
    control = (
      <textarea
        {...common}
        rows={4}
        maxLength={maxLength}
        value={text(value)}
        onChange={(event) => onChange(field.name, event.target.value)}
        className={inputClass}
      />
    );
  } else if (field.type === "file") {
    control = (
      <input
        {...common}
        type="file"
        accept={RESUME_ACCEPT}
        onChange={(event) => onChange(field.name, event.target.files?.[0] ?? null)}
        className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`}
      />
    );
  } else {
    const type =
      field.type === "email"
        ? "email"
        : field.type === "phone"
          ? "tel"
          : field.type === "dob"
            ? "date"
            : field.type === "dateTime"
              ? "datetime-local"
              : "text";
    control = (
      <input
        {...common}
        type={type}
        inputMode={NUMERIC_TYPES.has(field.type) ? "numeric" : undefined}
        autoComplete={AUTOCOMPLETE[field.name]}
        maxLength={maxLength}
        placeholder={field.placeholder}
        value={text(value)}
        onChange={(event) => onChange(field.name, event.target.value)}
        className={inputClass}
      />
    );
  }
  return (
    <div>
      <Label id={id} field={field} />
      {control}
      {errorText}
    </div>
  );
}

function yesNoText(value: unknown): string {
  const answer = toBooleanAnswer(value);
  return answer === null ? "" : answer ? "Yes" : "No";
}
