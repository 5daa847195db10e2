"use client";

import type { FormField as FieldDefinition } from "@forecourt/core/forms/form-definition";
import type { FormVehicleMake } from "@forecourt/core/forms/form-site";
import { toBooleanAnswer } from "@forecourt/core/validation/fields";
import {
  serviceIntervals,
  TYRE_OPTIONS,
  calendarDay,
  plausibleYears,
} from "@forecourt/core/validation/typed-fields";
import { Field, FieldError, FieldSet, fieldControlProps } from "../ui/field.tsx";
import { Input, Select, Textarea } from "../ui/input.tsx";
import { DatePartsField } from "./fields/date-parts.tsx";
import { StarRating } from "./fields/star-rating.tsx";
import { RadioGroup } from "./fields/radio-group.tsx";
import { TYPED_INPUTS, TypedInput } from "./fields/typed-input.tsx";

/** What some fields draw their choices from: the site's stock, the other answers, the unit. */
export type FieldLookups = {
  /** Makes and models in stock (the stock summary); make and model are selects when given. */
  vehicles: readonly FormVehicleMake[];
  /** The form's answers so far: the model select offers the chosen make's models. */
  values: Readonly<Record<string, unknown>>;
  distanceUnit: "km" | "mi";
};

/** Offered after the stock's makes and models: the visitor's car may be one not in stock. */
export const OTHER_CHOICE = "Other";

type Choice = { label: string; value: string };
const plain = (list: readonly (string | number)[]): Choice[] =>
  list.map((item) => ({ label: String(item), value: String(item) }));

/** The choices of a field answered from a list, or null for a field typed in. */
function choicesFor(field: FieldDefinition, lookups: FieldLookups): Choice[] | null {
  switch (field.type) {
    case "year":
      return plain(plausibleYears(calendarDay(new Date())));
    case "serviceInterval":
      return plain(serviceIntervals(lookups.distanceUnit));
    case "tyres":
      return field.options && field.options.length > 0 ? field.options : plain(TYRE_OPTIONS);
    case "make":
      return lookups.vehicles.length > 0
        ? plain([...lookups.vehicles.map((v) => v.make), OTHER_CHOICE])
        : null;
    case "model": {
      if (lookups.vehicles.length === 0) return null;
      const make = lookups.vehicles.find((v) => v.make === lookups.values.make);
      return plain([...(make?.models ?? []), OTHER_CHOICE]);
    }
    case "select":
    case "locationSelect":
      return field.options ?? [];
    default:
      return field.options && field.options.length > 0 ? field.options : null;
  }
}

export type FormFieldProps = {
  field: FieldDefinition;
  /** Unique per form instance, so two forms on a page never share ids. */
  idPrefix: string;
  value: unknown;
  error: string | undefined;
  maxLength: number | undefined;
  isDisabled: boolean;
  lookups: FieldLookups;
  onChange: (name: string, value: unknown) => void;
};

/** Autofill hints by field name (WCAG 1.3.5): what the browser may fill in for the shopper. */
export const AUTOCOMPLETE: Record<string, string> = {
  name: "name",
  first_name: "given-name",
  middle_name: "additional-name",
  last_name: "family-name",
  email: "email",
  phone: "tel",
  postcode: "postal-code",
  delivery_address: "street-address",
  delivery_postcode: "postal-code",
};

/** The input type of a text-like field; any other field type is a plain text input. */
const INPUT_TYPES: Partial<Record<FieldDefinition["type"], string>> = {
  email: "email",
  phone: "tel",
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
  lookups,
  onChange,
}: FormFieldProps) {
  const id = `${idPrefix}-${field.name}`;

  if (field.type === "hidden" || field.type === "button") return null;

  if (field.type === "starRating" || field.type === "dob") {
    const Component = field.type === "starRating" ? StarRating : DatePartsField;
    return (
      <Component
        id={id}
        name={field.name}
        label={field.label}
        value={text(value)}
        error={error}
        isRequired={field.isRequired}
        isDisabled={isDisabled}
        onChange={(answer) => onChange(field.name, answer)}
      />
    );
  }

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
            {field.href ? (
              <>
                {" "}
                (
                <a href={field.href} target="_blank" rel="noopener" className="underline">
                  read the terms
                </a>
                )
              </>
            ) : null}
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
      <RadioGroup id={id} label={field.label} error={error} isRequired={field.isRequired}>
        <Choices
          type="radio"
          name={field.name}
          choices={choices}
          isChecked={(choice) => answer === choice}
          isDisabled={isDisabled}
          onToggle={(choice) => onChange(field.name, choice)}
        />
      </RadioGroup>
    );
  }

  if (field.type === "checkGroup" || field.type === "checkCard") {
    const selected = Array.isArray(value) ? (value as string[]) : [];
    return (
      <FieldSet fieldId={id} error={error} legend={field.label}>
        <Choices
          type="checkbox"
          name={field.name}
          isCard={field.type === "checkCard"}
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
        const listed = choicesFor(field, lookups);
        if (listed) {
          // An answer filled in for the visitor (a rego lookup's make) stays choosable.
          const current = text(value);
          const choices =
            current && !listed.some((c) => c.value === current)
              ? [...listed, { label: current, value: current }]
              : listed;
          return (
            <Select {...common} value={text(value)} onChange={change}>
              <option value="">Please select</option>
              {choices.map((option) => (
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
              accept={field.accept}
              onChange={(event) => onChange(field.name, event.target.files?.[0] ?? null)}
              className="file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1"
            />
          );
        }
        if (TYPED_INPUTS[field.type]) {
          return (
            <TypedInput
              type={field.type}
              control={control}
              name={field.name}
              value={text(value)}
              maxLength={maxLength}
              placeholder={field.placeholder}
              isDisabled={isDisabled}
              unit={lookups.distanceUnit}
              onChange={(answer) => onChange(field.name, answer)}
            />
          );
        }
        return (
          <Input
            {...common}
            type={INPUT_TYPES[field.type] ?? "text"}
            inputMode={field.type === "postcode" ? "numeric" : undefined}
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
  /** checkCard: each choice is a bordered card that shows when it is picked. */
  isCard?: boolean;
  name: string;
  choices: readonly { label: string; value: string }[];
  isChecked: (value: string) => boolean;
  isDisabled: boolean;
  onToggle: (value: string, isOn: boolean) => void;
};

/** The options of a radio or check-box group, each control inside its label. */
function Choices({ type, name, isCard, choices, isChecked, isDisabled, onToggle }: ChoicesProps) {
  const control = (value: string) => ({
    type,
    name,
    value,
    checked: isChecked(value),
    disabled: isDisabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onToggle(value, event.target.checked),
  });
  return (
    <div className={isCard ? "mt-1 grid gap-3 sm:grid-cols-2" : "mt-1 flex flex-wrap gap-4"}>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={
            isCard
              ? "flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-slate-900 has-[:checked]:bg-slate-50"
              : "flex items-center gap-2 text-sm"
          }
        >
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
