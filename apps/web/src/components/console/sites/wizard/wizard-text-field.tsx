import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
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
export function TextField({
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
    <Field
      id={fieldId(name)}
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={errors[name]}
    >
      {(control) => (
        <Input
          {...control}
          name={name}
          type={type ?? "text"}
          autoComplete={autoComplete ?? "off"}
          spellCheck={spellCheck}
          defaultValue={values[name]}
        />
      )}
    </Field>
  );
}
