import { FieldSet, RequirementMark } from "../../ui/field.tsx";

/** What a field drawn as a group of controls takes (star rating, date parts). */
export type GroupFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  isRequired: boolean;
  isDisabled: boolean;
  onChange: (value: string) => void;
};

type RadioGroupProps = {
  id: string;
  label: string;
  error: string | undefined;
  isRequired: boolean;
  children: React.ReactNode;
};

/**
 * A question answered by one of several radio buttons: a fieldset with the radiogroup role,
 * invalid and required states, the label as its legend ("(optional)" when it is), its error.
 */
export function RadioGroup({ id, label, error, isRequired, children }: RadioGroupProps) {
  return (
    <FieldSet
      fieldId={id}
      error={error}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-required={isRequired || undefined}
      legend={
        <>
          {label}
          {isRequired ? null : <RequirementMark isRequired={false} />}
        </>
      }
    >
      {children}
    </FieldSet>
  );
}
