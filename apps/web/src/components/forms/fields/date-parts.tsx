"use client";

import {
  joinDateParts,
  splitDateParts,
  type DateParts,
} from "@forecourt/core/validation/typed-fields";
import { FieldSet, RequirementMark, fieldErrorId } from "../../ui/field.tsx";
import { Input, Select } from "../../ui/input.tsx";
import type { GroupFieldProps } from "./radio-group.tsx";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * §3 date of birth in day, month and year parts, one labelled control each inside a group
 * named by the question. The value is "YYYY-MM-DD" with empty parts while typing; core
 * checks it is a real date (and the age where the form asks).
 */
export function DatePartsField({
  id,
  name,
  label,
  value,
  error,
  isRequired,
  isDisabled,
  onChange,
}: GroupFieldProps) {
  const parts = splitDateParts(value);
  const set =
    (part: keyof DateParts) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(joinDateParts({ ...parts, [part]: event.target.value.replace(/\D/g, "") }));
  const aria = {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": error ? fieldErrorId(id) : undefined,
    "aria-required": isRequired || undefined,
    disabled: isDisabled,
  };
  return (
    <FieldSet
      fieldId={id}
      error={error}
      legend={
        <>
          {label}
          <RequirementMark isRequired={isRequired} />
        </>
      }
    >
      <div className="mt-1 grid grid-cols-[5rem_1fr_6rem] gap-2">
        <div>
          <label htmlFor={`${id}-day`} className="block text-xs text-slate-700">
            Day
          </label>
          <Input
            {...aria}
            id={`${id}-day`}
            name={name}
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            value={parts.day}
            onChange={set("day")}
          />
        </div>
        <div>
          <label htmlFor={`${id}-month`} className="block text-xs text-slate-700">
            Month
          </label>
          <Select
            {...aria}
            id={`${id}-month`}
            name={`${name}_month`}
            autoComplete="bday-month"
            value={parts.month}
            onChange={set("month")}
          >
            <option value="">Month</option>
            {MONTHS.map((month, index) => (
              <option key={month} value={String(index + 1).padStart(2, "0")}>
                {month}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-year`} className="block text-xs text-slate-700">
            Year
          </label>
          <Input
            {...aria}
            id={`${id}-year`}
            name={`${name}_year`}
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            value={parts.year}
            onChange={set("year")}
          />
        </div>
      </div>
    </FieldSet>
  );
}
