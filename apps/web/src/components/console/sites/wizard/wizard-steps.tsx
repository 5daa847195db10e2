import { DAY_LABELS } from "@forecourt/core/console/location-contact-form";
import {
  ADDRESS_FIELDS,
  hoursField,
  WIZARD_CURRENCIES,
  WIZARD_DEALERSHIP_ROWS,
  WIZARD_LOCALES,
  WIZARD_LOCATION_ROWS,
  WIZARD_TEMPLATES,
  WIZARD_USER_ROWS,
} from "@forecourt/core/console/site-wizard-form";
import { GRANT_ROLES, ROLE_LABELS } from "@forecourt/core/console/staff-roles";
import { WEEKDAYS } from "@forecourt/core/domain/location";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";

const fieldId = (name: string) => `wizard-${name.replaceAll(".", "-")}`;
const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

type TextFieldProps = {
  name: string;
  label: string;
  errors: Record<string, string>;
  isRequired?: boolean;
  hint?: string;
  type?: string;
  autoComplete?: string;
};

function TextField({ name, label, errors, isRequired, hint, type, autoComplete }: TextFieldProps) {
  return (
    <Field
      id={fieldId(name)}
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={errors[name]}
    >
      {(control) => (
        <Input
          {...control}
          name={name}
          type={type ?? "text"}
          autoComplete={autoComplete ?? "off"}
        />
      )}
    </Field>
  );
}

type StepProps = { errors: Record<string, string>; timeZones: readonly string[] };

/** The site: its web address, name, template, locale, time zone and currency. */
function SiteStep({ errors, timeZones }: StepProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        name="slug"
        label="Web address"
        isRequired
        hint="Lower case letters, digits and dashes: its address on the platform."
        errors={errors}
      />
      <TextField name="name" label="Name" isRequired errors={errors} />
      <Field
        id={fieldId("settings.template")}
        label="Template"
        isRequired
        error={errors["settings.template"]}
      >
        {(control) => (
          <Select {...control} name="settings.template" defaultValue="cars">
            {WIZARD_TEMPLATES.map((template) => (
              <option key={template}>{template}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={fieldId("settings.locale")}
        label="Locale"
        isRequired
        error={errors["settings.locale"]}
      >
        {(control) => (
          <Select {...control} name="settings.locale" defaultValue="en-AU">
            {WIZARD_LOCALES.map((locale) => (
              <option key={locale}>{locale}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={fieldId("settings.timeZone")}
        label="Time zone"
        isRequired
        error={errors["settings.timeZone"]}
      >
        {(control) => (
          <Select {...control} name="settings.timeZone" defaultValue="Australia/Sydney">
            {timeZones.map((zone) => (
              <option key={zone}>{zone}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={fieldId("settings.currency")}
        label="Currency"
        isRequired
        error={errors["settings.currency"]}
      >
        {(control) => (
          <Select {...control} name="settings.currency" defaultValue="AUD">
            {WIZARD_CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

/** The site's own domains, one a line. */
function DomainsStep({ errors }: StepProps) {
  return (
    <Field
      id={fieldId("domains")}
      label="Custom domains"
      isRequired={false}
      hint="One a line, such as www.riversidemotors.com.au. Each is checked: one another site holds is refused."
      error={errors.domains}
    >
      {(control) => <Textarea {...control} name="domains" rows={3} />}
    </Field>
  );
}

/** The dealerships: the main one (where leads go) and others. */
function DealershipsStep({ errors }: StepProps) {
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
          <TextField
            name={`dealerships.${row}.slug`}
            label="Short name (for web addresses)"
            isRequired={row === 0}
            errors={errors}
          />
          <TextField
            name={`dealerships.${row}.name`}
            label="Name"
            isRequired={row === 0}
            errors={errors}
          />
          <TextField
            name={`dealerships.${row}.lead_email`}
            label="Lead email"
            type="email"
            isRequired={false}
            errors={errors}
          />
          <TextField
            name={`dealerships.${row}.adf_email`}
            label="ADF email (CRM)"
            type="email"
            isRequired={false}
            errors={errors}
          />
          <TextField
            name={`dealerships.${row}.webhook_url`}
            label="Lead webhook URL"
            type="url"
            isRequired={false}
            hint="https only: each lead is posted there too."
            errors={errors}
          />
        </fieldset>
      ))}
    </>
  );
}

/** The locations, each with its address and opening hours. */
function LocationsStep({ errors }: StepProps) {
  return (
    <>
      {rows(WIZARD_LOCATION_ROWS).map((row) => (
        <fieldset
          key={row}
          className="grid grid-cols-1 gap-4 rounded border border-slate-200 p-4 sm:grid-cols-2"
        >
          <legend className="px-1 font-medium">
            {row === 0 ? "Main location" : "Another location (optional)"}
          </legend>
          <TextField
            name={`locations.${row}.slug`}
            label="Short name (for web addresses)"
            errors={errors}
          />
          <TextField name={`locations.${row}.name`} label="Name" errors={errors} />
          <TextField
            name={`locations.${row}.dealership`}
            label="Dealership (its short name)"
            isRequired={false}
            hint="Empty: the main dealership."
            errors={errors}
          />
          <TextField
            name={`locations.${row}.phone`}
            label="Phone"
            type="tel"
            isRequired={false}
            errors={errors}
          />
          <TextField
            name={`locations.${row}.email`}
            label="Email"
            type="email"
            isRequired={false}
            errors={errors}
          />
          {ADDRESS_FIELDS.map((field) => (
            <TextField
              key={field}
              name={`locations.${row}.address.${field}`}
              label={field[0]!.toUpperCase() + field.slice(1)}
              isRequired={false}
              errors={errors}
            />
          ))}
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="font-medium">
              Opening hours (HH:MM; a day left empty is closed)
            </legend>
            {WEEKDAYS.map((day) => (
              <div
                key={day}
                className="grid grid-cols-2 gap-2 sm:grid-cols-[8rem_1fr_1fr] sm:items-end"
              >
                <span className="col-span-2 text-sm font-medium sm:col-span-1">
                  {DAY_LABELS[day]}
                </span>
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
                          size="sm"
                        />
                      )}
                    </Field>
                  );
                })}
              </div>
            ))}
          </fieldset>
        </fieldset>
      ))}
    </>
  );
}

/** The first users, each invited by mail. */
function UsersStep({ errors }: StepProps) {
  return (
    <>
      <p className="text-slate-700">Each is invited by mail to sign in to the console.</p>
      {rows(WIZARD_USER_ROWS).map((row) => (
        <div key={row} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            name={`users.${row}.email`}
            label={`User ${row + 1} email`}
            type="email"
            isRequired={false}
            errors={errors}
          />
          <Field
            id={fieldId(`users.${row}.role`)}
            label={`User ${row + 1} role`}
            error={errors[`users.${row}.role`]}
          >
            {(control) => (
              <Select {...control} name={`users.${row}.role`} defaultValue="dealer-admin">
                {GRANT_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      ))}
    </>
  );
}

/** The API key for the dealer's systems (the feed token comes with it). */
function KeysStep({ errors }: StepProps) {
  return (
    <>
      <TextField
        name="apiKeyName"
        label="API key for the dealer's systems"
        isRequired={false}
        hint="Who or what uses it (such as “Stock feed”); empty: no key. It is shown once."
        errors={errors}
      />
      <p className="text-slate-700">
        The site gets its catalogue feed token too, shown once with the key.
      </p>
    </>
  );
}

/** Each step's fields, in the order of WIZARD_STEPS. */
export const WIZARD_STEP_FIELDS = [
  SiteStep,
  DomainsStep,
  DealershipsStep,
  LocationsStep,
  UsersStep,
  KeysStep,
] as const;
