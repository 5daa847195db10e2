"use client";
import { locationContactAction } from "@/server/console/location-contact-action";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { ConsoleForm } from "../../kit/console-form.tsx";
import { TextField } from "../../kit/text-field.tsx";

type Day = { day: string; label: string };

/** A day's two times, in the order they are asked. */
const TIME_FIELDS = [
  { key: "open", label: "Opens" },
  { key: "close", label: "Closes" },
] as const;

/** One location's phone, Google store code and week of opening hours, saved on their own. */
export function LocationContactForm({
  websiteId,
  locationId,
  name,
  days,
  initialValues,
}: {
  websiteId: number;
  locationId: number;
  name: string;
  days: readonly Day[];
  initialValues: Record<string, string>;
}) {
  const id = (field: string) => `location-${locationId}-${field.replaceAll(".", "-")}`;
  return (
    <ConsoleForm
      action={locationContactAction}
      heading={name}
      submitLabel={`Save ${name}`}
      hidden={{ websiteId, locationId }}
      clientKey={JSON.stringify(initialValues)}
      className="grid gap-4 rounded-lg border border-slate-200 p-4"
    >
      {(state) => (
        <LocationFields
          name={name}
          days={days}
          id={id}
          values={state.status === "error" ? (state.values ?? initialValues) : initialValues}
          errors={state.fieldErrors ?? {}}
        />
      )}
    </ConsoleForm>
  );
}

/** What each of the location's fields is named, identified, filled and refused by. */
type LocationFieldsProps = {
  name: string;
  id: (field: string) => string;
  values: Record<string, string>;
  errors: Record<string, string>;
};

/** The location's phone and Google store code, then each day's hours. */
function LocationFields({ days, ...location }: LocationFieldsProps & { days: readonly Day[] }) {
  const { name, id, values, errors } = location;
  return (
    <>
      <TextField
        id={id("phone")}
        label={`Phone of ${name}`}
        error={errors.phone}
        name="phone"
        type="tel"
        autoComplete="off"
        defaultValue={values.phone}
      />
      <TextField
        id={id("google_store_code")}
        label={`Google store code of ${name}`}
        hint="The store code of this location's Google Business Profile, which Google's vehicle ads match cars to. Empty: Google gets the location's short name (the one in its web address)."
        error={errors.google_store_code}
        name="google_store_code"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        defaultValue={values.google_store_code}
      />
      {days.map((day) => (
        <DayHours key={day.day} {...day} {...location} />
      ))}
    </>
  );
}

/** One day's opening at the location: open or closed, and its two times. */
function DayHours({ day, label, name, id, values, errors }: Day & LocationFieldsProps) {
  const path = `opening_hours.${day}`;
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {label}
        <span className="sr-only"> at {name}</span>
      </legend>
      <Field
        id={id(`${path}.status`)}
        label="Open?"
        labelClassName="text-sm text-slate-700"
        error={errors[`${path}.status`]}
      >
        {(control) => (
          <Select {...control} name={`${path}.status`} defaultValue={values[`${path}.status`]}>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </Select>
        )}
      </Field>
      {TIME_FIELDS.map(({ key, label: timeLabel }) => (
        <Field
          key={key}
          id={id(`${path}.${key}`)}
          label={timeLabel}
          labelClassName="text-sm text-slate-700"
          error={errors[`${path}.${key}`]}
        >
          {(control) => (
            <Input
              {...control}
              name={`${path}.${key}`}
              type="time"
              defaultValue={values[`${path}.${key}`]}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
