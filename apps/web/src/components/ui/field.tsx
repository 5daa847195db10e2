import { cx } from "./cx.ts";

/** What a form control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
};

type FieldState = {
  error?: string | undefined;
  hint?: React.ReactNode;
  /** true: marked " *" and aria-required; false: marked "(optional)"; absent: no mark. */
  isRequired?: boolean | undefined;
};

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/**
 * The control's id and ARIA state: described by its hint and then its error (a screen reader
 * reads the error when the control takes focus), invalid while it has an error, and required
 * when the field is. Absent attributes are undefined, so React leaves them out.
 */
export function fieldControlProps(
  id: string,
  { error, hint, isRequired }: FieldState,
): FieldControlProps {
  const describedBy = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-required": isRequired || undefined,
  };
}

/** " *" for a required field (the control says so to assistive technology), "(optional)" else. */
export function RequirementMark({ isRequired }: { isRequired: boolean | undefined }) {
  if (isRequired === undefined) return null;
  return isRequired ? (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  ) : (
    <span className="text-slate-600"> (optional)</span>
  );
}

/** A field's hint, under its control; the control points at it (fieldControlProps). */
export function FieldHint({ id, hint }: { id: string; hint: React.ReactNode }) {
  return hint ? (
    <p id={fieldHintId(id)} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** A field's error message, under its control; the control points at it (fieldControlProps). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={fieldErrorId(id)} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

type FieldProps = FieldState & {
  /** The control's id; the hint and the error take ids made from it. */
  id: string;
  label: React.ReactNode;
  className?: string | undefined;
  /** The label's text classes, in place of the default "text-sm font-medium text-slate-800". */
  labelClassName?: string | undefined;
  /** Renders the control with the attributes it is given (spread them on it). */
  children: (control: FieldControlProps) => React.ReactNode;
};

/** A label, one control, an optional hint and the error, wired together for assistive technology. */
export function Field({
  id,
  label,
  error,
  hint,
  isRequired,
  className,
  labelClassName,
  children,
}: FieldProps) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={cx("mb-1 block", labelClassName ?? "text-sm font-medium text-slate-800")}
      >
        {label}
        <RequirementMark isRequired={isRequired} />
      </label>
      {children(fieldControlProps(id, { error, hint, isRequired }))}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

type FieldSetProps = Omit<React.ComponentProps<"fieldset">, "children"> & {
  /** The field's id base: its error takes the id `${fieldId}-error`. */
  fieldId: string;
  legend: React.ReactNode;
  error: string | undefined;
  children: React.ReactNode;
};

/** A group of controls answering one question (radio buttons, check boxes) with its error. */
export function FieldSet({ fieldId, legend, error, children, ...rest }: FieldSetProps) {
  return (
    <fieldset aria-describedby={error ? fieldErrorId(fieldId) : undefined} {...rest}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {children}
      <FieldError id={fieldId} error={error} />
    </fieldset>
  );
}
