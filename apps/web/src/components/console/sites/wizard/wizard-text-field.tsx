import { SelectField } from "../../kit/select-field.tsx";
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
export function WizardSelectField({
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
    <SelectField
      id={fieldId(name)}
      name={name}
      label={label}
      isRequired={isRequired}
      error={errors[name]}
      defaultValue={values[name] ?? fallback}
      choices={options.map((option) =>
        typeof option === "string"
          ? { value: option, label: option }
          : { value: option[0], label: option[1] },
      )}
    />
  );
}
