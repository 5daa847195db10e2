"use client";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { startValue, type CarFormPartProps } from "./car-form-words.ts";

/** One choice of the car form (condition, fuel, status, location), its refusal beside it. */
export function CarChoiceField({
  part,
  name,
  label,
  options,
  isRequired = false,
}: {
  part: CarFormPartProps;
  name: string;
  label: string;
  /** Each option's value and words; a "" value is "none". */
  options: readonly { value: string; label: string }[];
  isRequired?: boolean;
}) {
  return (
    <Field
      id={`car-form-${name}`}
      label={label}
      isRequired={isRequired}
      error={part.state.fieldErrors?.[name]}
    >
      {(control) => (
        <Select {...control} name={name} defaultValue={startValue(part, name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
