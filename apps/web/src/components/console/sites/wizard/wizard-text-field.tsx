import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { TextField } from "../../kit/text-field.tsx";
import { fieldId } from "./wizard-step-props.ts";

type TextFieldProps = {
  name: string;
  label: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  isRequired?: boolean;
  hint?: string;
  type?: string;
  autoComplete?: string;
  spellCheck?: boolean;
};

/** A text field of the wizard: its label, hint, error and the value posted before. */
export function WizardTextField({
  name,
  label,
  errors,
  values,
  isRequired,
  hint,
  type,
  autoComplete,
  spellCheck,
}: TextFieldProps) {
  return (
    <TextField
      id={fieldId(name)}
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={errors[name]}
      name={name}
      type={type ?? "text"}
      autoComplete={autoComplete ?? "off"}
      spellCheck={spellCheck}
      defaultValue={values[name]}
    />
  );
}

/** A choice of the wizard from a list: the value posted before, else `fallback`. */
export function SelectField({
  name,
  label,
  errors,
  values,
  options,
  fallback,
  isRequired,
}: {
  name: string;
  label: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** Each choice: its value, or its value and the text shown for it. */
  options: readonly (string | readonly [value: string, text: string])[];
  fallback: string;
  isRequired?: boolean;
}) {
  return (
    <Field id={fieldId(name)} label={label} isRequired={isRequired} error={errors[name]}>
      {(control) => (
        <Select {...control} name={name} defaultValue={values[name] ?? fallback}>
          {options.map((option) =>
            typeof option === "string" ? (
              <option key={option}>{option}</option>
            ) : (
              <option key={option[0]} value={option[0]}>
                {option[1]}
              </option>
            ),
          )}
        </Select>
      )}
    </Field>
  );
}
