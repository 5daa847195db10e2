import { DAY_LABELS } from "@forecourt/core/console/location-contact-form";
import {
  ADDRESS_FIELDS,
  hoursField,
  WIZARD_CURRENCIES,
  WIZARD_DEALERSHIP_ROWS,
  WIZARD_LOCALES,
  WIZARD_LOCATION_ROWS,
  WIZARD_USER_ROWS,
  type WizardStepId,
} from "@forecourt/core/console/site-wizard-form";
import { TEMPLATE_OPTIONS } from "@forecourt/core/site/site-templates";
import { GRANT_ROLES, ROLE_LABELS } from "@forecourt/core/console/staff-roles";
import { WEEKDAYS } from "@forecourt/core/domain/location";
import { Field, FieldError, fieldErrorId, fieldHintId } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { WizardBrandStep } from "./wizard-brand-step.tsx";
import { WizardDealerStep } from "./wizard-dealer-step.tsx";
import { fieldId, type StepProps } from "./wizard-step-props.ts";
import { WizardSelectField, WizardTextField } from "./wizard-text-field.tsx";
const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

/** The template as named starting points, each with what it suits (never its key). */
function TemplateChoice({ errors, values }: Pick<StepProps, "errors" | "values">) {
  const name = "settings.template";
  const error = errors[name];
  const chosen = values[name] ?? "cars";
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">
        Template: what the dealer sells
      </legend>
      {TEMPLATE_OPTIONS.map((option) => {
        const id = fieldId(`${name}-${option.template}`);
        const describedBy = [fieldHintId(id), error ? fieldErrorId(fieldId(name)) : null];
        return (
          <div key={option.template} className="flex min-h-11 items-start gap-2">
            <input
              id={id}
              aria-describedby={describedBy.filter(Boolean).join(" ")}
              aria-invalid={error ? true : undefined}
              type="radio"
              name={name}
              value={option.template}
              defaultChecked={chosen === option.template}
              className="mt-1 size-5 shrink-0"
            />
            <label htmlFor={id} className="grid">
              <span className="font-medium">{option.name}</span>
              <span id={fieldHintId(id)} className="text-sm text-slate-700">
                {option.description}
              </span>
            </label>
          </div>
        );
      })}
      <FieldError id={fieldId(name)} error={error} />
    </fieldset>
  );
}

/** The site: its web address, name, template, locale, time zone and currency. */
function SiteStep({ errors, values, timeZones }: StepProps) {
  const field = { errors, values, isRequired: true };
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <WizardTextField
        name="slug"
        label="Web address"
        hint="Lower case letters, digits and dashes: its address on the platform."
        {...field}
      />
      <WizardTextField name="name" label="Name" {...field} />
      <TemplateChoice errors={errors} values={values} />
      <WizardSelectField
        name="settings.locale"
        label="Locale"
        options={WIZARD_LOCALES}
        fallback="en-AU"
        {...field}
      />
      <WizardSelectField
        name="settings.timeZone"
        label="Time zone"
        options={timeZones}
        fallback="Australia/Sydney"
        {...field}
      />
      <WizardSelectField
        name="settings.currency"
        label="Currency"
        options={WIZARD_CURRENCIES}
        fallback="AUD"
        {...field}
      />
    </div>
  );
}

/** The site's own domains, one a line. */
function DomainsStep({ errors, values }: StepProps) {
  return (
    <Field
      id={fieldId("domains")}
      label="Custom domains"
      isRequired={false}
      hint="One a line, such as www.riversidemotors.com.au. Each is checked: one another site holds is refused."
      error={errors.domains}
    >
      {(control) => <Textarea {...control} name="domains" rows={3} defaultValue={values.domains} />}
    </Field>
  );
}

/** The dealerships: the main one (where leads go) and others. */
function DealershipsStep({ errors, values }: StepProps) {
  return (
    <>
      {rows(WIZARD_DEALERSHIP_ROWS).map((row) => (
        <fieldset
          key={row}
          className="grid grid-cols-1 gap-4 rounded border border-slate-200 p-4 sm:grid-cols-2"
        >
          <legend className="px-1 font-medium">
            {row === 0 ? "Main dealership (where leads go)" : "Another dealership (optional)"}
          </legend>
          <WizardTextField
            name={`dealerships.${row}.slug`}
            label="Short name (for web addresses)"
            isRequired={row === 0}
            errors={errors}
            values={values}
          />
          <WizardTextField
            name={`dealerships.${row}.name`}
            label="Name"
            isRequired={row === 0}
            errors={errors}
            values={values}
          />
          <WizardTextField
            name={`dealerships.${row}.lead_email`}
            label="Lead email"
            type="email"
            isRequired={false}
            errors={errors}
            values={values}
          />
          <WizardTextField
            name={`dealerships.${row}.adf_email`}
            label="ADF email (CRM)"
            type="email"
            isRequired={false}
            errors={errors}
            values={values}
          />
          <WizardTextField
            name={`dealerships.${row}.webhook_url`}
            label="Lead webhook URL"
            type="url"
            isRequired={false}
            hint="https only: each lead is posted there too."
            errors={errors}
            values={values}
          />
        </fieldset>
      ))}
    </>
  );
}

/** The locations, each with its address and opening hours. */
function LocationsStep({ errors, values }: StepProps) {
  return (
    <>
      {rows(WIZARD_LOCATION_ROWS).map((row) => (
        <LocationRow key={row} row={row} errors={errors} values={values} />
      ))}
    </>
  );
}

type RowProps = Pick<StepProps, "errors" | "values"> & { row: number };

/** One location: its names, its dealership, how to reach it, its address and its hours. */
function LocationRow({ row, errors, values }: RowProps) {
  const field = { errors, values, isRequired: false };
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 font-medium">
        {row === 0 ? "Main location" : "Another location (optional)"}
      </legend>
      <WizardTextField
        name={`locations.${row}.slug`}
        label="Short name (for web addresses)"
        errors={errors}
        values={values}
      />
      <WizardTextField
        name={`locations.${row}.name`}
        label="Name"
        errors={errors}
        values={values}
      />
      <WizardTextField
        name={`locations.${row}.dealership`}
        label="Dealership (its short name)"
        hint="Empty: the main dealership."
        {...field}
      />
      <WizardTextField name={`locations.${row}.phone`} label="Phone" type="tel" {...field} />
      <WizardTextField name={`locations.${row}.email`} label="Email" type="email" {...field} />
      {ADDRESS_FIELDS.map((name) => (
        <WizardTextField
          key={name}
          name={`locations.${row}.address.${name}`}
          label={name[0]!.toUpperCase() + name.slice(1)}
          {...field}
        />
      ))}
      <OpeningHours row={row} errors={errors} values={values} />
    </fieldset>
  );
}

/** A location's opening hours: each weekday's opening and closing time. */
function OpeningHours({ row, errors, values }: RowProps) {
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="font-medium">Opening hours (HH:MM; a day left empty is closed)</legend>
      {WEEKDAYS.map((day) => (
        <div key={day} className="grid grid-cols-2 gap-2 sm:grid-cols-[8rem_1fr_1fr] sm:items-end">
          <span className="col-span-2 text-sm font-medium sm:col-span-1">{DAY_LABELS[day]}</span>
          {(["open", "close"] as const).map((end) => {
            const name = hoursField(row, day, end);
            return (
              <Field
                key={end}
                id={fieldId(name)}
                label={`${DAY_LABELS[day]} ${end === "open" ? "opens" : "closes"}`}
                labelClassName="sr-only"
                error={errors[name]}
              >
                {(control) => (
                  <Input
                    {...control}
                    name={name}
                    type="text"
                    inputMode="numeric"
                    placeholder={end === "open" ? "08:30" : "17:30"}
                    defaultValue={values[name]}
                    size="sm"
                  />
                )}
              </Field>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

/** The first users, each invited by mail. */
function UsersStep({ errors, values }: StepProps) {
  return (
    <>
      <p className="text-slate-700">Each is invited by mail to sign in to the console.</p>
      {rows(WIZARD_USER_ROWS).map((row) => (
        <div key={row} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <WizardTextField
            name={`users.${row}.email`}
            label={`User ${row + 1} email`}
            type="email"
            isRequired={false}
            errors={errors}
            values={values}
          />
          <WizardSelectField
            name={`users.${row}.role`}
            label={`User ${row + 1} role`}
            options={GRANT_ROLES.map((role) => [role, ROLE_LABELS[role]] as const)}
            fallback="dealer-admin"
            errors={errors}
            values={values}
          />
        </div>
      ))}
    </>
  );
}

/** The API key for the dealer's systems (the feed token comes with it). */
function KeysStep({ errors, values }: StepProps) {
  return (
    <>
      <WizardTextField
        name="apiKeyName"
        label="API key for the dealer's systems"
        isRequired={false}
        hint="Who or what uses it (such as “Stock feed”); empty: no key. It is shown once."
        errors={errors}
        values={values}
      />
      <p className="text-slate-700">
        The site gets its catalogue feed token too, shown once with the key.
      </p>
    </>
  );
}

/** Each step's fields, by the step's id (a step without its fields is a type error). */
export const WIZARD_STEP_FIELDS = {
  site: SiteStep,
  dealer: WizardDealerStep,
  domains: DomainsStep,
  dealerships: DealershipsStep,
  locations: LocationsStep,
  users: UsersStep,
  keys: KeysStep,
  brand: WizardBrandStep,
} satisfies Record<WizardStepId, (props: StepProps) => React.ReactNode>;
