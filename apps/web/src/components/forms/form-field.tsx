"use client";

import type { FormField as FieldDefinition } from "@forecourt/core/forms/form-definition";
import type { FieldType } from "@forecourt/core/domain/field-types";
import type { FormVehicleMake } from "@forecourt/core/forms/form-site";
import { toBooleanAnswer } from "@forecourt/core/validation/fields";
import {
  serviceIntervals,
  TYRE_OPTIONS,
  calendarDay,
  formatExpiry,
  groupCardDigits,
  groupThousands,
  plausibleYears,
} from "@forecourt/core/validation/typed-fields";
import {
  Field,
  FieldError,
  FieldSet,
  fieldControlProps,
  type FieldControlProps,
} from "../ui/field.tsx";
import { Input, Select, Textarea } from "../ui/input.tsx";
import { DatePartsField } from "./fields/date-parts.tsx";
import { StarRating } from "./fields/star-rating.tsx";
import { RadioGroup } from "./fields/radio-group.tsx";
import { TypedInput, type TypedInputSpec } from "./fields/typed-input.tsx";

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

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/** One field's input, given the field's props and the ids its label and error share. */
type FieldInputProps = FormFieldProps & { id: string };
type FieldInput = (props: FieldInputProps) => React.ReactNode;

/** Carries no answer of the visitor's: nothing to show. */
const noInput: FieldInput = () => null;

const partsInput =
  (Component: typeof StarRating | typeof DatePartsField): FieldInput =>
  ({ field, id, value, error, isDisabled, onChange }) => (
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

/** One check box; `isOnByDefault` for an opt-in, which is on unless the visitor turns it off. */
const checkInput =
  (isOnByDefault: boolean): FieldInput =>
  ({ field, id, value, error, isDisabled, onChange }) => (
    <div>
      <div className="flex items-start gap-2">
        <input
          {...fieldControlProps(id, { error, isRequired: field.isRequired })}
          name={field.name}
          disabled={isDisabled}
          type="checkbox"
          checked={toBooleanAnswer(value) ?? isOnByDefault}
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

const YES_NO_CHOICES = [
  { label: "Yes", value: "Yes" },
  { label: "No", value: "No" },
];

/** Radio buttons: Yes and No for a yes/no question, else the field's options. */
const radioInput =
  (isYesNo: boolean): FieldInput =>
  ({ field, id, value, error, isDisabled, onChange }) => {
    const answer = isYesNo ? yesNoText(value) : text(value);
    return (
      <RadioGroup id={id} label={field.label} error={error} isRequired={field.isRequired}>
        <Choices
          type="radio"
          name={field.name}
          choices={isYesNo ? YES_NO_CHOICES : (field.options ?? [])}
          isChecked={(choice) => answer === choice}
          isDisabled={isDisabled}
          onToggle={(choice) => onChange(field.name, choice)}
        />
      </RadioGroup>
    );
  };

/** Check boxes, one answer each; `isCard` draws each as a bordered card. */
const checkListInput =
  (isCard: boolean): FieldInput =>
  ({ field, id, value, error, isDisabled, onChange }) => {
    const selected = Array.isArray(value) ? (value as string[]) : [];
    return (
      <FieldSet fieldId={id} error={error} legend={field.label}>
        <Choices
          type="checkbox"
          name={field.name}
          isCard={isCard}
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
  };

type TextControl = (
  props: FieldInputProps,
  common: FieldControlProps & { name: string; disabled: boolean },
) => React.ReactNode;

/**
 * A field answered in one control under its label: a select when its answers come from a list
 * (choicesFor), else the type's own control.
 */
const textInput =
  (control: TextControl): FieldInput =>
  (props) => {
    const { field, id, value, error, isDisabled, lookups, onChange } = props;
    return (
      <Field id={id} label={field.label} error={error} isRequired={field.isRequired}>
        {(fieldControl) => {
          const common = { ...fieldControl, name: field.name, disabled: isDisabled };
          const listed = choicesFor(field, lookups);
          if (!listed) return control(props, common);
          // An answer filled in for the visitor (a rego lookup's make) stays choosable.
          const current = text(value);
          const choices =
            current && !listed.some((c) => c.value === current)
              ? [...listed, { label: current, value: current }]
              : listed;
          return (
            <Select
              {...common}
              value={current}
              onChange={(event) => onChange(field.name, event.target.value)}
            >
              <option value="">Please select</option>
              {choices.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          );
        }}
      </Field>
    );
  };

/** A box the browser types for: its input type ("email", "tel") and keypad, or plain text. */
const plainInput = (
  type = "text",
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"],
) =>
  textInput(({ field, value, maxLength, onChange }, common) => (
    <Input
      {...common}
      type={type}
      inputMode={inputMode}
      autoComplete={AUTOCOMPLETE[field.name]}
      maxLength={maxLength}
      placeholder={field.placeholder}
      value={text(value)}
      onChange={(event) => onChange(field.name, event.target.value)}
    />
  ));

/** Typed as it is written (grouped digits, upper case, a unit), as `spec` says. */
const typedInput = (spec: TypedInputSpec) =>
  textInput(({ field, value, maxLength, isDisabled, lookups, onChange }, common) => (
    <TypedInput
      spec={spec}
      control={common}
      name={field.name}
      value={text(value)}
      maxLength={maxLength}
      placeholder={field.placeholder}
      isDisabled={isDisabled}
      unit={lookups.distanceUnit}
      onChange={(answer) => onChange(field.name, answer)}
    />
  ));

const upper = (text: string) => text.toUpperCase();

const textareaInput = textInput(({ field, value, maxLength, onChange }, common) => (
  <Textarea
    {...common}
    rows={4}
    maxLength={maxLength}
    value={text(value)}
    onChange={(event) => onChange(field.name, event.target.value)}
  />
));

const fileInput = textInput(({ field, onChange }, common) => (
  <Input
    {...common}
    type="file"
    accept={field.accept}
    onChange={(event) => onChange(field.name, event.target.files?.[0] ?? null)}
    className="file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1"
  />
));

/**
 * The input of each §3 field type, one row each with all of its box (input type, keypad,
 * autofill hint, formatting, unit); core FIELD_TYPE_RULES holds the rest of what a type is. A new
 * type without an input is a type error.
 */
export const FIELD_INPUTS = {
  address: typedInput({ autoComplete: "street-address" }),
  button: noInput,
  cardNumber: typedInput({
    inputMode: "numeric",
    autoComplete: "cc-number",
    format: groupCardDigits,
    placeholder: "1234 5678 9012 3456",
  }),
  CCExpiration: typedInput({
    inputMode: "numeric",
    autoComplete: "cc-exp",
    format: formatExpiry,
    placeholder: "MM/YY",
  }),
  check: checkInput(false),
  checkGroup: checkListInput(false),
  checkCard: checkListInput(true),
  currency: typedInput({
    inputMode: "decimal",
    format: (typed) => groupThousands(typed, { allowDecimals: true }),
    prefix: "$",
  }),
  dateTime: plainInput("datetime-local"),
  dob: partsInput(DatePartsField),
  email: plainInput("email"),
  expiryDate: typedInput({ inputMode: "numeric", format: formatExpiry, placeholder: "MM/YY" }),
  file: fileInput,
  fullName: typedInput({ autoComplete: "name" }),
  hidden: noInput,
  kilometre: typedInput({
    inputMode: "numeric",
    format: (typed) => groupThousands(typed, { allowDecimals: false }),
    hasUnit: true,
  }),
  licenseNumber: typedInput({ autoComplete: "off", format: upper }),
  locationSelect: plainInput(),
  make: plainInput(),
  model: plainInput(),
  number: typedInput({ inputMode: "decimal" }),
  optIn: checkInput(true),
  phone: plainInput("tel"),
  postcode: plainInput("text", "numeric"),
  radio: radioInput(false),
  radioGroup: radioInput(false),
  rego: typedInput({ autoComplete: "off", format: upper }),
  select: plainInput(),
  serviceInterval: plainInput(),
  starRating: partsInput(StarRating),
  string: plainInput(),
  textarea: textareaInput,
  tyres: plainInput(),
  year: plainInput(),
  yesNo: radioInput(true),
} satisfies Record<FieldType, FieldInput>;

/** One field of a form definition: its input, its label, and its error under it (spec §8). */
export function FormField(props: FormFieldProps) {
  const Control = FIELD_INPUTS[props.field.type];
  return <Control {...props} id={`${props.idPrefix}-${props.field.name}`} />;
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
