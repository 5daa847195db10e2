"use client";
import { startTransition, useActionState, useEffect, useRef } from "react";
import { DAY_LABELS } from "@forecourt/core/console/location-contact-form";
import {
  ADDRESS_FIELDS,
  hoursField,
  WIZARD_CURRENCIES,
  WIZARD_DEALERSHIP_ROWS,
  WIZARD_LOCALES,
  WIZARD_LOCATION_ROWS,
  WIZARD_STEPS,
  WIZARD_TEMPLATES,
  WIZARD_USER_ROWS,
} from "@forecourt/core/console/site-wizard-form";
import { GRANT_ROLES, ROLE_LABELS } from "@forecourt/core/console/staff-roles";
import { WEEKDAYS } from "@forecourt/core/domain/location";
import { IDLE } from "@/server/console/form-state";
import { openSiteAction, siteWizardStepAction } from "@/server/console/site-wizard-action";
import type { SiteWizardState } from "@/server/console/site-wizard-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { ScriptButton } from "./kit/script-button.tsx";
import { FormNotice } from "./kit/form-notice.tsx";

const START: SiteWizardState = IDLE;
const LAST = WIZARD_STEPS.length - 1;

type WizardView = { state: SiteWizardState; current: number };
type WizardInput = { kind: "next" | "open"; formData: FormData } | { kind: "back" };
const FIRST: WizardView = { state: START, current: 0 };

/** The step a refusal sends the operator back to: its first bad field's. */
function stepOfFirstError(state: SiteWizardState): number | null {
  const bad = Object.keys(state.fieldErrors ?? {})[0] ?? "";
  const at = WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(bad));
  return at === -1 ? null : at;
}

/**
 * The wizard's moves: "next" checks the step on the server and moves on when it passes; "open"
 * opens the site (or goes back to the step of its first refusal); "back" goes back unchecked.
 */
async function wizardStep(previous: WizardView, input: WizardInput): Promise<WizardView> {
  if (input.kind === "back") return { state: START, current: Math.max(0, previous.current - 1) };
  if (input.kind === "open") {
    const state = await openSiteAction(previous.state, input.formData);
    return { state, current: stepOfFirstError(state) ?? previous.current };
  }
  const step = WIZARD_STEPS[previous.current]!;
  input.formData.set("step", step.id);
  const state = await siteWizardStepAction(previous.state, input.formData);
  const next = state.status === "done" ? Math.min(LAST, previous.current + 1) : previous.current;
  return { state, current: next };
}
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

/**
 * The operator's new-site wizard: one form in steps (site, domains, dealerships, locations and
 * hours, first users, keys). "Next" checks the step on the server with the site file's parser
 * (and, for the slug and domains, against the sites there are) before it moves on; the last step
 * opens the site and shows its API key and feed token once. Focus goes to the step's heading,
 * to the message after a refusal, and to the result once the site is open.
 */
export function SiteWizard({ timeZones }: { timeZones: readonly string[] }) {
  const [view, dispatch, isPending] = useActionState(wizardStep, FIRST);
  const { state, current } = view;
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  const resultRef = useRef<HTMLHeadingElement>(null);

  // Focus follows each answer: the site opened, or the step moved to; a refusal's message
  // takes it itself (FormNotice).
  useEffect(() => {
    if (state.opened) resultRef.current?.focus();
    else if (state.status !== "error" && view !== FIRST) headingRefs.current[current]?.focus();
  }, [view, state, current]);

  if (state.opened) {
    const opened = state.opened;
    return (
      <section aria-labelledby="wizard-result" className="mt-6 grid gap-4">
        <h2 id="wizard-result" ref={resultRef} tabIndex={-1} className="text-xl font-semibold">
          {opened.name} is live
        </h2>
        <p>
          It answers now at{" "}
          <a className="text-blue-800 underline" href={opened.siteUrl}>
            {opened.siteUrl}
          </a>
          .{" "}
          <a
            className="text-blue-800 underline"
            href={`/console/sites/${opened.websiteId}/settings`}
          >
            Its settings
          </a>
        </p>
        <p className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-950">
          Copy these now: they are shown only this once.
        </p>
        <dl className="grid gap-2">
          {opened.apiKey ? (
            <>
              <dt className="font-medium">API key “{opened.apiKey.name}”</dt>
              <dd>
                <code className="break-all" data-testid="wizard-api-key">
                  {opened.apiKey.key}
                </code>
              </dd>
            </>
          ) : null}
          <dt className="font-medium">Catalogue feed token</dt>
          <dd>
            <code className="break-all" data-testid="wizard-feed-token">
              {opened.feedToken}
            </code>
          </dd>
          <dt className="font-medium">Invited</dt>
          <dd>{opened.invited.length > 0 ? opened.invited.join(", ") : "No one yet"}</dd>
        </dl>
      </section>
    );
  }

  const errors = state.status === "error" ? (state.fieldErrors ?? {}) : {};
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch({ kind: current === LAST ? "open" : "next", formData }));
  };
  const back = () => startTransition(() => dispatch({ kind: "back" }));
  const stepSection = (index: number, children: React.ReactNode) => {
    const step = WIZARD_STEPS[index]!;
    return (
      <section
        key={step.id}
        aria-labelledby={`wizard-step-${step.id}`}
        hidden={index !== current}
        className="grid gap-4"
      >
        <h2
          id={`wizard-step-${step.id}`}
          ref={(element) => {
            headingRefs.current[index] = element;
          }}
          tabIndex={-1}
          className="text-xl font-semibold"
        >
          Step {index + 1} of {WIZARD_STEPS.length}: {step.title}
        </h2>
        {children}
      </section>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-6">
      <ol aria-label="Steps" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {WIZARD_STEPS.map((step, index) => (
          <li
            key={step.id}
            aria-current={index === current ? "step" : undefined}
            className={index === current ? "font-semibold text-slate-900" : "text-slate-700"}
          >
            {index + 1}. {step.title}
          </li>
        ))}
      </ol>
      <FormNotice state={state.status === "error" ? state : IDLE} />
      {stepSection(
        0,
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            name="slug"
            label="Slug"
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
        </div>,
      )}
      {stepSection(
        1,
        <Field
          id={fieldId("domains")}
          label="Custom domains"
          isRequired={false}
          hint="One a line, such as www.riversidemotors.com.au. Each is checked: one another site holds is refused."
          error={errors.domains}
        >
          {(control) => <Textarea {...control} name="domains" rows={3} />}
        </Field>,
      )}
      {stepSection(
        2,
        rows(WIZARD_DEALERSHIP_ROWS).map((row) => (
          <fieldset
            key={row}
            className="grid grid-cols-1 gap-4 rounded border border-slate-200 p-4 sm:grid-cols-2"
          >
            <legend className="px-1 font-medium">
              {row === 0 ? "Main dealership (where leads go)" : "Another dealership (optional)"}
            </legend>
            <TextField
              name={`dealerships.${row}.slug`}
              label="Slug"
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
        )),
      )}
      {stepSection(
        3,
        rows(WIZARD_LOCATION_ROWS).map((row) => (
          <fieldset
            key={row}
            className="grid grid-cols-1 gap-4 rounded border border-slate-200 p-4 sm:grid-cols-2"
          >
            <legend className="px-1 font-medium">
              {row === 0 ? "Main location" : "Another location (optional)"}
            </legend>
            <TextField name={`locations.${row}.slug`} label="Slug" errors={errors} />
            <TextField name={`locations.${row}.name`} label="Name" errors={errors} />
            <TextField
              name={`locations.${row}.dealership`}
              label="Dealership slug"
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
        )),
      )}
      {stepSection(
        4,
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
        </>,
      )}
      {stepSection(
        5,
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
        </>,
      )}
      <div className="flex flex-wrap gap-3">
        {current > 0 ? (
          <ScriptButton variant="outline" onClick={back}>
            Back
          </ScriptButton>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {current === LAST ? "Open the site" : "Next"}
        </Button>
      </div>
    </form>
  );
}
