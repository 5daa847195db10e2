"use client";
import { LOCK_LABELS } from "@forecourt/core/console/stock-edit";
import { LOCKABLE_FIELDS } from "@forecourt/core/stock/car-input";
import { lockCarFieldsAction } from "@/server/console/lock-car-fields-action";
import { ConsoleForm } from "../kit/console-form.tsx";

/** Which of a car's fields feed imports leave as they are: one check box per lockable field. */
export function CarLocksForm({ carId, locked }: { carId: number; locked: readonly string[] }) {
  return (
    <ConsoleForm
      action={lockCarFieldsAction}
      heading="Fields kept from the feed"
      isHeadingHidden
      submitLabel="Save locks"
      hidden={{ carId }}
      clientKey={locked.join()}
      className="mt-2 grid gap-4"
    >
      {() => (
        <fieldset className="mt-2">
          <legend className="text-sm text-slate-700">
            A locked field keeps its value when the dealer&apos;s feed sends another.
          </legend>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {LOCKABLE_FIELDS.map((field) => (
              <li key={field} className="flex items-center gap-2">
                <input
                  id={`lock-${field}`}
                  type="checkbox"
                  name="lock"
                  value={field}
                  className="size-5"
                  defaultChecked={locked.includes(field)}
                />
                <label htmlFor={`lock-${field}`} className="text-sm capitalize">
                  {LOCK_LABELS[field]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </ConsoleForm>
  );
}
