import { z } from "zod";
import { WEEKDAYS } from "../domain/location.ts";
import { LOCALES, SITE_TEMPLATES, type SiteTemplate } from "../domain/locale-code.ts";
import { requestCodeSchema } from "../garage/sign-in.ts";
import { normaliseCustomDomain } from "../tenancy/custom-domain.ts";
import { parseSiteDocument, type SiteDocument } from "../site/site-document.ts";
import { starterMenu } from "../site/site-templates.ts";
import { parseFields, type FieldErrors } from "../validation/field-errors.ts";
import { GRANT_ROLES, type GrantRole } from "./staff-roles.ts";

/**
 * The operator's new-site wizard (console `/console/sites/new`). Its fields are named by the
 * site document's paths (`dealerships.0.lead_email`, `locations.1.opening_hours.monday.open`),
 * so the document the wizard makes is checked by the site file's own parser, and each message
 * lands at the field it is about.
 */

/** Rows the wizard offers; more are added later through the API or a site file. */
export const WIZARD_DEALERSHIP_ROWS = 2;
export const WIZARD_LOCATION_ROWS = 2;
export const WIZARD_USER_ROWS = 3;
export const WIZARD_CURRENCIES = ["AUD", "NZD", "USD", "CAD", "GBP", "EUR"] as const;
export { LOCALES as WIZARD_LOCALES, SITE_TEMPLATES as WIZARD_TEMPLATES };

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

const DEALERSHIP_FIELDS = ["slug", "name", "lead_email", "adf_email", "webhook_url"];
const LOCATION_FIELDS = ["slug", "name", "dealership", "phone", "email"];
export const ADDRESS_FIELDS = ["street", "city", "state", "postcode"];

/** The logo's file field (its rules are the media library's, checked on the server). */
export const LOGO_FIELD = "logo";
export const BRAND_COLOUR_FIELDS = {
  primary: "settings.branding.colours.primary",
  primaryForeground: "settings.branding.colours.primaryForeground",
} as const;
/** The colours the wizard starts with: the settings' own defaults, readable together. */
export const WIZARD_COLOURS = { primary: "#1d4ed8", primaryForeground: "#ffffff" } as const;

const dealershipField = (row: number, field: string) => `dealerships.${row}.${field}`;
const locationField = (row: number, field: string) => `locations.${row}.${field}`;
export const hoursField = (row: number, day: string, end: "open" | "close") =>
  `locations.${row}.opening_hours.${day}.${end}`;

/** The wizard's steps, in order, with the fields each one checks. */
export const WIZARD_STEPS = [
  {
    id: "site",
    title: "Site",
    fields: [
      "slug",
      "name",
      "settings.template",
      "settings.locale",
      "settings.timeZone",
      "settings.currency",
    ],
  },
  { id: "dealer", title: "Dealer", fields: ["settings.dealershipGroup"] },
  { id: "domains", title: "Domains", fields: ["domains"] },
  {
    id: "dealerships",
    title: "Dealerships",
    fields: range(WIZARD_DEALERSHIP_ROWS).flatMap((row) =>
      DEALERSHIP_FIELDS.map((field) => dealershipField(row, field)),
    ),
  },
  {
    id: "locations",
    title: "Locations and hours",
    fields: range(WIZARD_LOCATION_ROWS).flatMap((row) => [
      ...LOCATION_FIELDS.map((field) => locationField(row, field)),
      ...ADDRESS_FIELDS.map((field) => locationField(row, `address.${field}`)),
      ...WEEKDAYS.flatMap((day) => [hoursField(row, day, "open"), hoursField(row, day, "close")]),
    ]),
  },
  {
    id: "users",
    title: "First users",
    fields: range(WIZARD_USER_ROWS).flatMap((row) => [`users.${row}.email`, `users.${row}.role`]),
  },
  { id: "keys", title: "Keys", fields: ["apiKeyName"] },
  {
    // The last step: the logo is a file, posted with the site it belongs to.
    id: "brand",
    title: "Logo, colours and menu",
    fields: [LOGO_FIELD, BRAND_COLOUR_FIELDS.primary, BRAND_COLOUR_FIELDS.primaryForeground],
  },
] as const satisfies readonly { id: string; title: string; fields: readonly string[] }[];

export type WizardStepId = (typeof WIZARD_STEPS)[number]["id"];
const WIZARD_FIELDS: readonly string[] = WIZARD_STEPS.flatMap((step) => step.fields);

const WIZARD_MESSAGES = {
  timeZone: "Choose a time zone from the list (such as Australia/Sydney).",
  currency: `Choose a currency: ${WIZARD_CURRENCIES.join(", ")}.`,
  role: "Choose a role for this user.",
  noDealership: "Give the site at least one dealership: where its leads go.",
  keyName: "A key's name is at most 100 characters.",
  group: "Choose the dealer this site is for, or type the name of a new dealer group.",
} as const;

type WizardUser = { email: string; role: GrantRole };

/** What the wizard opens: the site as a site document, its first users, and its key's name. */
export type SiteWizardInput = {
  document: SiteDocument;
  users: WizardUser[];
  /** The API key to make, by its name (who or what uses it); none when empty. */
  apiKeyName: string | null;
};

type ReadSiteWizardResult =
  { ok: true; wizard: SiteWizardInput } | { ok: false; errors: FieldErrors };

const userSchema = z.object({
  email: requestCodeSchema.shape.email,
  role: z.enum(GRANT_ROLES, { error: WIZARD_MESSAGES.role }),
});

/** Time zones the runtime knows (IANA names), UTC included. */
export function knownTimeZones(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];
}

/**
 * The wizard's form read as the site document it makes, checked by the site file's parser
 * (`parseSiteDocument`) and the wizard's own checks: every message at its form field.
 */
type ReadValue = (name: string) => string;
const givenOf = (value: ReadValue) => (name: string) => value(name) || undefined;
const rowGiven = (value: ReadValue, fields: string[]) => fields.some((name) => value(name) !== "");

/** The dealership rows the operator filled in. */
function wizardDealerships(value: ReadValue) {
  const given = givenOf(value);
  return range(WIZARD_DEALERSHIP_ROWS)
    .filter((row) =>
      rowGiven(
        value,
        DEALERSHIP_FIELDS.map((field) => dealershipField(row, field)),
      ),
    )
    .map((row) => ({
      slug: value(dealershipField(row, "slug")),
      name: value(dealershipField(row, "name")),
      lead_email: given(dealershipField(row, "lead_email")),
      adf_email: given(dealershipField(row, "adf_email")),
      webhook_url: given(dealershipField(row, "webhook_url")),
    }));
}

/** The form rows of the locations the operator filled in (a dealership alone does not count). */
function filledLocationRows(value: ReadValue) {
  return range(WIZARD_LOCATION_ROWS).filter((row) =>
    rowGiven(value, [
      ...LOCATION_FIELDS.filter((field) => field !== "dealership").map((f) =>
        locationField(row, f),
      ),
      ...ADDRESS_FIELDS.map((field) => locationField(row, `address.${field}`)),
    ]),
  );
}

/** A location row as the site document writes it; the first is the primary one. */
function wizardLocation(value: ReadValue, row: number, index: number, firstDealership: string) {
  const given = givenOf(value);
  return {
    slug: value(locationField(row, "slug")),
    name: value(locationField(row, "name")),
    dealership: value(locationField(row, "dealership")) || firstDealership,
    primary: index === 0,
    phone: given(locationField(row, "phone")),
    email: given(locationField(row, "email")),
    address: Object.fromEntries(
      ADDRESS_FIELDS.map((field) => [field, value(locationField(row, `address.${field}`))]),
    ),
    opening_hours: Object.fromEntries(
      WEEKDAYS.flatMap((day) => {
        const open = value(hoursField(row, day, "open"));
        const close = value(hoursField(row, day, "close"));
        return open || close ? [[day, { status: "open", open, close }]] : [];
      }),
    ),
  };
}

/** The document's messages at the wizard's fields: a location's index is mapped to its form row. */
function documentErrorsAtFields(
  documentErrors: Record<string, string>,
  locationRows: number[],
  errors: FieldErrors,
) {
  for (const [path, message] of Object.entries(documentErrors)) {
    const field = wizardFieldOf(
      path.replace(
        /^locations\.(\d+)/,
        (_, at: string) => `locations.${locationRows[Number(at)] ?? at}`,
      ),
    );
    errors[field] ??= message;
  }
}

/** The first users the operator named; a bad row's messages go to its fields. */
function wizardUsers(value: ReadValue, errors: FieldErrors): WizardUser[] {
  const users: WizardUser[] = [];
  for (const row of range(WIZARD_USER_ROWS)) {
    const email = value(`users.${row}.email`);
    if (!email) continue;
    const user = parseFields(userSchema, { email, role: value(`users.${row}.role`) });
    if (user.ok) users.push(user.data);
    else
      for (const [key, message] of Object.entries(user.errors))
        errors[`users.${row}.${key}`] ??= message;
  }
  return users;
}

export function readSiteWizard(
  values: Record<string, string>,
  { platformDomain }: { platformDomain: string },
): ReadSiteWizardResult {
  const value = (name: string) => (values[name] ?? "").trim();
  const errors: FieldErrors = {};

  const settings = wizardSettings(value, errors);
  const dealerships = wizardDealerships(value);
  if (dealerships.length === 0) errors[dealershipField(0, "name")] = WIZARD_MESSAGES.noDealership;
  const locationRows = filledLocationRows(value);
  const locations = locationRows.map((row, index) =>
    wizardLocation(value, row, index, dealerships[0]?.slug ?? ""),
  );

  const document = parseSiteDocument(
    {
      slug: value("slug"),
      name: value("name"),
      settings,
      domains: domainsOf(value("domains")),
      dealerships,
      locations,
    },
    { platformDomain },
  );
  if (!document.ok) documentErrorsAtFields(document.errors, locationRows, errors);
  const users = wizardUsers(value, errors);

  const apiKeyName = value("apiKeyName");
  if (apiKeyName.length > 100) errors.apiKeyName = WIZARD_MESSAGES.keyName;

  if (Object.keys(errors).length > 0 || !document.ok) return { ok: false, errors };
  return {
    ok: true,
    wizard: { document: document.document, users, apiKeyName: apiKeyName || null },
  };
}

const isTemplate = (text: string): text is SiteTemplate =>
  (SITE_TEMPLATES as readonly string[]).includes(text);

/**
 * The new site's settings from the wizard: template, locale, time zone, currency, its dealer
 * group, its brand colours (checked for contrast by the settings' own rule) and its starter menu
 * from the template. The wizard's own refusals go into `errors`.
 */
function wizardSettings(
  value: (name: string) => string,
  errors: FieldErrors,
): Record<string, unknown> {
  const timeZone = value("settings.timeZone");
  if (!knownTimeZones().includes(timeZone)) errors["settings.timeZone"] = WIZARD_MESSAGES.timeZone;
  const currency = value("settings.currency");
  if (!(WIZARD_CURRENCIES as readonly string[]).includes(currency)) {
    errors["settings.currency"] = WIZARD_MESSAGES.currency;
  }
  const group = value("settings.dealershipGroup");
  // The wizard asks whom the site is for; the name's length is the settings' own rule.
  if (group === "") errors["settings.dealershipGroup"] = WIZARD_MESSAGES.group;
  const template = value("settings.template");
  const colours = {
    primary: value(BRAND_COLOUR_FIELDS.primary) || WIZARD_COLOURS.primary,
    primaryForeground:
      value(BRAND_COLOUR_FIELDS.primaryForeground) || WIZARD_COLOURS.primaryForeground,
  };
  return {
    template,
    locale: value("settings.locale"),
    timeZone,
    currency,
    dealershipGroup: group || undefined,
    branding: { colours },
    ...(isTemplate(template) ? { navigation: { header: starterMenu(template) } } : {}),
  };
}

const domainsOf = (text: string) => text.split(/[\s,]+/).filter((host) => host !== "");

/** The wizard's domains as the site stores them (those the site file's rules accept). */
export function wizardDomains(
  values: Record<string, string>,
  { platformDomain }: { platformDomain: string },
): string[] {
  return domainsOf(values.domains ?? "").flatMap((raw) => {
    const domain = normaliseCustomDomain(raw, { platformDomain });
    return domain.ok ? [domain.host] : [];
  });
}

/**
 * The form field a document path's message belongs to: the field of that name, else the field
 * holding it (`domains.2` is the domains box), else the first field inside it (a day's hours are
 * shown at its opening time), else the whole form.
 */
export function wizardFieldOf(path: string): string {
  if (WIZARD_FIELDS.includes(path)) return path;
  const holder = WIZARD_FIELDS.find((field) => path.startsWith(`${field}.`));
  if (holder) return holder;
  return WIZARD_FIELDS.find((field) => field.startsWith(`${path}.`)) ?? "form";
}

/** The messages of one step's fields (the wizard checks a step before it moves on). */
export function stepErrors(errors: FieldErrors, step: WizardStepId): FieldErrors {
  const fields: readonly string[] = WIZARD_STEPS.find((entry) => entry.id === step)?.fields ?? [];
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}
