import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { splitFieldProps, type KitFieldProps } from "./text-field.tsx";

/** One choice of a select: what is posted and what the dealer reads. */
type SelectChoice = { value: string | number; label: React.ReactNode };

type SelectFieldProps = Omit<React.ComponentProps<typeof Select>, "id" | "name"> &
  KitFieldProps & {
    choices?: readonly SelectChoice[];
    /** The first choice, posting nothing (no choice made), in these words. */
    blank?: string;
  };

/** Choices from a list of values and their labels, in the list's order. */
export function labelledChoices<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): SelectChoice[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * A console form's select: its label, the select (its blank choice first, then its choices, then
 * any options given as children), its hint and its error, wired together by Field.
 */
export function SelectField(props: SelectFieldProps) {
  const [field, { name, choices = [], blank, children, ...select }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <Select {...control} name={name} {...select}>
          {blank === undefined ? null : <option value="">{blank}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
          {children}
        </Select>
      )}
    </Field>
  );
}
