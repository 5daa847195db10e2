"use client";

import type { FieldControlProps } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";

/**
 * How a typed field's box behaves; each §3 type's is written in its row of FIELD_INPUTS
 * (form-field.tsx). The value a lead carries is parsed by core (typed-fields.ts) the same way in
 * the browser and on the server.
 */
export type TypedInputSpec = {
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  /** Reshapes what is typed (grouping, upper case, the expiry slash). */
  format?: (text: string) => string;
  /** Shown before the box and read with it ("$"). */
  prefix?: string;
  /** The site's distance unit after the box ("km", "mi"). */
  hasUnit?: boolean;
  placeholder?: string;
};

type TypedInputProps = {
  spec: TypedInputSpec;
  control: FieldControlProps;
  name: string;
  value: string;
  maxLength: number | undefined;
  placeholder: string | undefined;
  isDisabled: boolean;
  /** The distance unit after an odometer box ("km", "mi"). */
  unit?: string | undefined;
  onChange: (value: string) => void;
};

/** A text box of a typed field: its keypad, autofill hint, live formatting and unit. */
export function TypedInput({
  spec,
  control,
  name,
  value,
  maxLength,
  placeholder,
  isDisabled,
  unit,
  onChange,
}: TypedInputProps) {
  const suffix = spec.hasUnit ? unit : undefined;
  const input = (
    <Input
      {...control}
      name={name}
      type="text"
      disabled={isDisabled}
      inputMode={spec.inputMode}
      autoComplete={spec.autoComplete}
      maxLength={maxLength}
      placeholder={placeholder ?? spec.placeholder}
      value={value}
      onChange={(event) =>
        onChange(spec.format ? spec.format(event.target.value) : event.target.value)
      }
      className={spec.prefix ? "pl-7" : suffix ? "pr-12" : undefined}
    />
  );
  if (!spec.prefix && !suffix) return input;
  return (
    <div className="relative">
      {spec.prefix ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-700"
        >
          {spec.prefix}
        </span>
      ) : null}
      {input}
      {suffix ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-700"
        >
          {suffix}
        </span>
      ) : null}
    </div>
  );
}
