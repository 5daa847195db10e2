import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type TextFieldProps = Omit<React.ComponentProps<typeof Input>, "id" | "name" | "children"> & {
  id: string;
  name: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** true: marked required; false: marked "(optional)"; absent: no mark. */
  isRequired?: boolean | undefined;
  error: string | undefined;
  /** Classes of the field's block (its label, control, hint and error). */
  fieldClassName?: string;
};

/**
 * A console form's one-line field: its label, the input (given every other prop: type,
 * defaultValue, autoComplete...), its hint and its error, wired together by Field.
 */
export function TextField({
  id,
  name,
  label,
  hint,
  isRequired,
  error,
  fieldClassName,
  ...input
}: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      isRequired={isRequired}
      error={error}
      className={fieldClassName}
    >
      {(control) => <Input {...control} name={name} {...input} />}
    </Field>
  );
}
