import { FieldError, FieldHint, fieldControlProps } from "@/components/ui/field";

/**
 * A console check box: the box first, then its label, its hint and its error, which the box is
 * described by (and marked invalid with). `isStacked` puts label, hint and error in a column
 * beside the box (a box with a hint); else they follow it in its row.
 */
export function CheckboxField({
  id,
  name,
  label,
  isChecked,
  error,
  hint,
  isStacked = false,
  className = "flex items-center gap-2",
  boxClassName = "size-5",
}: {
  id: string;
  name: string;
  label: React.ReactNode;
  isChecked: boolean;
  error: string | undefined;
  hint?: React.ReactNode;
  isStacked?: boolean;
  /** The row's classes. */
  className?: string;
  boxClassName?: string;
}) {
  const words = (
    <>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </>
  );
  return (
    <div className={className}>
      <input
        {...fieldControlProps(id, { error, hint })}
        type="checkbox"
        name={name}
        defaultChecked={isChecked}
        className={boxClassName}
      />
      {isStacked ? <div>{words}</div> : words}
    </div>
  );
}
