"use client";

import type { FieldType } from "@forecourt/core/domain/field-types";
import {
  formatExpiry,
  groupCardDigits,
  groupThousands,
} from "@forecourt/core/validation/typed-fields";
import type { FieldControlProps } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";

type TypedInputSpec = {
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  /** Reshapes what is typed (grouping, upper case, the expiry slash). */
  format?: (text: string) => string;
  /** Shown before or after the box and read with it ("$", "km"). */
  prefix?: string;
  placeholder?: string;
};

const upper = (text: string) => text.toUpperCase();

/**
 * The §3 field types answered by typing: how each one's box behaves. The value a lead carries
 * is parsed by core (typed-fields.ts) the same way in the browser and on the server.
 */
export const TYPED_INPUTS: Partial<Record<FieldType, TypedInputSpec>> = {
  cardNumber: {
    inputMode: "numeric",
    autoComplete: "cc-number",
    format: groupCardDigits,
    placeholder: "1234 5678 9012 3456",
  },
  CCExpiration: {
    inputMode: "numeric",
    autoComplete: "cc-exp",
    format: formatExpiry,
    placeholder: "MM/YY",
  },
  expiryDate: { inputMode: "numeric", format: formatExpiry, placeholder: "MM/YY" },
  currency: {
    inputMode: "decimal",
    format: (text) => groupThousands(text, { allowDecimals: true }),
    prefix: "$",
  },
  kilometre: {
    inputMode: "numeric",
    format: (text) => groupThousands(text, { allowDecimals: false }),
  },
  number: { inputMode: "decimal" },
  rego: { autoComplete: "off", format: upper },
  licenseNumber: { autoComplete: "off", format: upper },
  address: { autoComplete: "street-address" },
  fullName: { autoComplete: "name" },
};

export type TypedInputProps = {
  type: FieldType;
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
  type,
  control,
  name,
  value,
  maxLength,
  placeholder,
  isDisabled,
  unit,
  onChange,
}: TypedInputProps) {
  const spec = TYPED_INPUTS[type] ?? {};
  const suffix = type === "kilometre" ? unit : undefined;
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
