import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** What a console field's block takes besides its control: the control's id, label, hint, error. */
export type KitFieldProps = {
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
 * A kit field's props parted in two: the block's (for Field) and the control's (its name and
 * every other prop: type, defaultValue, autoComplete...).
 */
export function splitFieldProps<P extends KitFieldProps>(props: P) {
  const { id, label, hint, isRequired, error, fieldClassName, ...control } = props;
  return [{ id, label, hint, isRequired, error, className: fieldClassName }, control] as const;
}

type TextFieldProps = Omit<React.ComponentProps<typeof Input>, "id" | "name" | "children"> &
  KitFieldProps;

/**
 * A console form's one-line field: its label, the input (given every other prop: type,
 * defaultValue, autoComplete...), its hint and its error, wired together by Field.
 */
export function TextField(props: TextFieldProps) {
  const [field, { name, ...input }] = splitFieldProps(props);
  return <Field {...field}>{(control) => <Input {...control} name={name} {...input} />}</Field>;
}
