"use client";
import { STAFF_HOLD_DEFAULT_HOURS, STAFF_HOLD_MAX_HOURS } from "@forecourt/core/domain/reservation";
import { placeStaffHoldAction } from "@/server/console/staff-hold-actions";
import { ConsoleForm } from "../kit/console-form.tsx";
import { TextField } from "../kit/text-field.tsx";

const FIELDS = [
  { name: "name", label: "Buyer's name", autoComplete: "off", type: "text", isRequired: true },
  { name: "phone", label: "Phone", autoComplete: "off", type: "tel", isRequired: false },
  { name: "email", label: "Email", autoComplete: "off", type: "email", isRequired: false },
] as const;

/**
 * Holds the car for a buyer on the phone or at the yard: their name, a phone or an email, and
 * for how many hours (48 unless changed, at most 14 days). The car shows as reserved on the site
 * until the hold ends or is released on its reservation's page.
 */
export function StaffHoldForm({ carId, clientKey }: { carId: number; clientKey: string }) {
  return (
    <ConsoleForm
      action={placeStaffHoldAction}
      heading="Hold for a buyer"
      isHeadingHidden
      submitLabel="Hold this car"
      hidden={{ carId }}
      clientKey={clientKey}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      fullRowClassName="sm:col-span-2"
    >
      {({ fieldErrors: errors = {}, values }) => (
        <>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`hold-${field.name}`}
              label={field.label}
              isRequired={field.isRequired}
              hint={
                field.name === "phone" ? "A phone or an email, so you can reach them." : undefined
              }
              error={errors[field.name]}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              defaultValue={values?.[field.name] ?? ""}
            />
          ))}
          <TextField
            id="hold-hours"
            label="Hold for (hours)"
            hint={`${STAFF_HOLD_DEFAULT_HOURS} hours unless changed; at most ${STAFF_HOLD_MAX_HOURS} (14 days).`}
            error={errors.hours}
            name="hours"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values?.hours ?? String(STAFF_HOLD_DEFAULT_HOURS)}
          />
        </>
      )}
    </ConsoleForm>
  );
}
