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
import { StarRatingField } from "./fields/star-rating.tsx";
import { RadioGroup } from "./fields/radio-group.tsx";
import { TypedInput, type TypedInputSpec } from "./fields/typed-input.tsx";

/** What some fields draw their choices from: the site's stock, the other answers, the unit. */
type FieldLookups = {
  /** Makes and models in stock (the stock summary); make and model are selects when given. */
  vehicles: readonly FormVehicleMake[];
  /** The form's answers so far: the model select offers the chosen make's models. */
  values: Readonly<Record<string, unknown>>;
  distanceUnit: "km" | "mi";
};

/** Offered after the stock's makes and models: the visitor's car may be one not in stock. */
const OTHER_CHOICE = "Other";

type Choice = { label: string; value: string };
const plain = (list: readonly (string | number)[]): Choice[] =>
  list.map((item) => ({ label: String(item), value: String(item) }));

/** Where a field's answers come from when they are a list, or null when it is typed in. */
type ChoiceSource = (field: FieldDefinition, lookups: FieldLookups) => readonly Choice[] | null;

/** The field's own options when the form gives some; else typed in. */
const optionsIfAny: ChoiceSource = (field) =>
  field.options && field.options.length > 0 ? field.options : null;
/** The field's own options, a select even when there are none. */
const choicesOfOptions: ChoiceSource = (field) => field.options ?? [];
const choicesOfYear: ChoiceSource = () => plain(plausibleYears(calendarDay(new Date())));
const choicesOfServiceInterval: ChoiceSource = (_, lookups) =>
  plain(serviceIntervals(lookups.distanceUnit));
/** The field's own options when the form gives some, else core's tyre list. */
const choicesOfTyres: ChoiceSource = (field, lookups) =>
  optionsIfAny(field, lookups) ?? plain(TYRE_OPTIONS);
/** The makes in stock, then Other; typed in when stock has none. */
const choicesOfMake: ChoiceSource = (_, lookups) =>
  lookups.vehicles.length > 0
    ? plain([...lookups.vehicles.map((vehicle) => vehicle.make), OTHER_CHOICE])
    : null;
/** The chosen make's models in stock, then Other; typed in when stock has no makes. */
const choicesOfModel: ChoiceSource = (_, lookups) => {
  if (lookups.vehicles.length === 0) return null;
  const make = lookups.vehicles.find((vehicle) => vehicle.make === lookups.values.make);
  return plain([...(make?.models ?? []), OTHER_CHOICE]);
};

type FormFieldProps = {
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
const AUTOCOMPLETE: Record<string, string> = {
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
  (Component: typeof StarRatingField | typeof DatePartsField): FieldInput =>
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
 * A field answered in one control under its label: a select when `choices` gives a list, else
 * the type's own control.
 */
const textInput =
  (control: TextControl, choices: ChoiceSource): FieldInput =>
  (props) => {
    const { field, id, value, error, isDisabled, lookups, onChange } = props;
    return (
      <Field id={id} label={field.label} error={error} isRequired={field.isRequired}>
        {(fieldControl) => {
          const common = { ...fieldControl, name: field.name, disabled: isDisabled };
          const listed = choices(field, lookups);
          if (!listed) return control(props, common);
          // An answer filled in for the visitor (a rego lookup's make) stays choosable.
          const current = text(value);
          const offered =
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
              {offered.map((option) => (
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

/**
 * A box the browser types for: its input type ("email", "tel") and keypad, or plain text; a
 * select when `choices` gives a list.
 */
const plainInput = (
  choices: ChoiceSource,
  type = "text",
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"],
) =>
  textInput(
    ({ field, value, maxLength, onChange }, common) => (
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
    ),
    choices,
  );

/** A select of the answers `choices` lists; a plain text box when it lists none. */
const listInput = (choices: ChoiceSource) => plainInput(choices);

/**
 * Typed as it is written (grouped digits, upper case, a unit), as `spec` says; a select when
 * `choices` gives a list.
 */
const typedInput = (choices: ChoiceSource, spec: TypedInputSpec) =>
  textInput(
    ({ field, value, maxLength, isDisabled, lookups, onChange }, common) => (
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
    ),
    choices,
  );

const upper = (text: string) => text.toUpperCase();

const textareaInput = (choices: ChoiceSource) =>
  textInput(
    ({ field, value, maxLength, onChange }, common) => (
      <Textarea
        {...common}
        rows={4}
        maxLength={maxLength}
        value={text(value)}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
    ),
    choices,
  );

const fileInput = (choices: ChoiceSource) =>
  textInput(
    ({ field, onChange }, common) => (
      <Input
        {...common}
        type="file"
        accept={field.accept}
        onChange={(event) => onChange(field.name, event.target.files?.[0] ?? null)}
        className="file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1"
      />
    ),
    choices,
  );

/**
 * The input of each §3 field type, one row each with all of its box (input type, keypad,
 * autofill hint, formatting, unit) and where its answers come from when they are a list (a
 * core list, the stock, or the field's own options); core FIELD_TYPE_RULES holds the rest of what
 * a type is. A new type without an input is a type error.
 */
export const FIELD_INPUTS = {
  address: typedInput(optionsIfAny, { autoComplete: "street-address" }),
  button: noInput,
  cardNumber: typedInput(optionsIfAny, {
    inputMode: "numeric",
    autoComplete: "cc-number",
    format: groupCardDigits,
    placeholder: "1234 5678 9012 3456",
  }),
  CCExpiration: typedInput(optionsIfAny, {
    inputMode: "numeric",
    autoComplete: "cc-exp",
    format: formatExpiry,
    placeholder: "MM/YY",
  }),
  check: checkInput(false),
  checkGroup: checkListInput(false),
  checkCard: checkListInput(true),
  currency: typedInput(optionsIfAny, {
    inputMode: "decimal",
    format: (typed) => groupThousands(typed, { allowDecimals: true }),
    prefix: "$",
  }),
  dateTime: plainInput(optionsIfAny, "datetime-local"),
  dob: partsInput(DatePartsField),
  email: plainInput(optionsIfAny, "email"),
  expiryDate: typedInput(optionsIfAny, {
    inputMode: "numeric",
    format: formatExpiry,
    placeholder: "MM/YY",
  }),
  file: fileInput(optionsIfAny),
  fullName: typedInput(optionsIfAny, { autoComplete: "name" }),
  hidden: noInput,
  kilometre: typedInput(optionsIfAny, {
    inputMode: "numeric",
    format: (typed) => groupThousands(typed, { allowDecimals: false }),
    hasUnit: true,
  }),
  licenseNumber: typedInput(optionsIfAny, { autoComplete: "off", format: upper }),
  locationSelect: listInput(choicesOfOptions),
  make: listInput(choicesOfMake),
  model: listInput(choicesOfModel),
  number: typedInput(optionsIfAny, { inputMode: "decimal" }),
  optIn: checkInput(true),
  phone: plainInput(optionsIfAny, "tel"),
  postcode: plainInput(optionsIfAny, "text", "numeric"),
  radio: radioInput(false),
  radioGroup: radioInput(false),
  rego: typedInput(optionsIfAny, { autoComplete: "off", format: upper }),
  select: listInput(choicesOfOptions),
  serviceInterval: listInput(choicesOfServiceInterval),
  starRating: partsInput(StarRatingField),
  string: plainInput(optionsIfAny),
  textarea: textareaInput(optionsIfAny),
  tyres: listInput(choicesOfTyres),
  year: listInput(choicesOfYear),
  yesNo: radioInput(true),
} satisfies Record<FieldType, FieldInput>;

/** One field of a form definition: its input, its label, and its error under it (spec §8). */
export function LeadFormField(props: FormFieldProps) {
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
