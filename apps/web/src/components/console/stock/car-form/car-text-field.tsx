"use client";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { CheckboxField } from "../../kit/checkbox-field.tsx";
import { startValue, type CarFormPartProps } from "./car-form-words.ts";

/** One typed field of the car form, its refusal beside it (the write path's message). */
export function CarTextField({
  part,
  name,
  label,
  hint,
  isRequired = false,
  inputMode,
  isMultiline = false,
  className,
}: {
  part: CarFormPartProps;
  name: string;
  label: string;
  hint?: string;
  isRequired?: boolean;
  inputMode?: "numeric" | "decimal" | "text";
  isMultiline?: boolean;
  className?: string;
}) {
  return (
    <Field
      id={`car-form-${name}`}
      label={label}
      hint={hint}
      isRequired={isRequired}
      error={part.state.fieldErrors?.[name]}
      className={className}
    >
      {(control) =>
        isMultiline ? (
          <Textarea {...control} name={name} rows={6} defaultValue={startValue(part, name)} />
        ) : (
          <Input
            {...control}
            name={name}
            inputMode={inputMode}
            autoComplete="off"
            defaultValue={startValue(part, name)}
          />
        )
      }
    </Field>
  );
}

/** One checkbox of the car form. */
export function CarFlagField({
  part,
  name,
  label,
}: {
  part: CarFormPartProps;
  name: string;
  label: string;
}) {
  return (
    <CheckboxField
      id={`car-form-${name}`}
      name={name}
      label={label}
      isChecked={startValue(part, name) === "on"}
      error={part.state.fieldErrors?.[name]}
    />
  );
}
