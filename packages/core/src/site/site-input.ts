import { z } from "zod";
import { LOCATION_TYPES, WEEKDAYS, type OpeningHours } from "../domain/location.ts";
import { TIME_PATTERN } from "../time/zoned-time.ts";
import { SITE_SLUG_PATTERN } from "../tenancy/resolve-host.ts";
import { replyTemplateIssues } from "../leads/lead-conversation.ts";
import { plainIssueMessage } from "../validation/plain-issue-message.ts";
import { unreadablePairs } from "./brand-colours.ts";
import { siteSettingsSchema } from "./site-settings.ts";
import { unknownSettingPaths } from "./unknown-settings.ts";

const NO_SUCH_SETTING_MESSAGE = "There is no such setting.";

/**
 * What the platform API takes to create and change a website, its dealerships and locations,
 * in the API's field names (snake_case, as GET /api/v1/websites/{id}.json answers). The same
 * schemas make up the site document (`site-document.ts`), so a field means one thing in both.
 */

export const MAX_SITE_NAME_LENGTH = 200;
const MAX_RESOURCE_SLUG_LENGTH = 100;
export const MAX_DOMAINS_PER_SITE = 20;
export const MAX_DEALERSHIPS_PER_SITE = 50;
export const MAX_LOCATIONS_PER_SITE = 200;
const MAX_SECRET_LENGTH = 500;
const MAX_SHORT_TEXT_LENGTH = 200;
/** Slugs no site may take: `www.{platform}` is the platform itself. */
const RESERVED_SITE_SLUGS: readonly string[] = ["www"];

const SITE_SLUG_MESSAGE =
  "The web address must be 1 to 63 lower-case letters, digits and hyphens, not starting or ending with a hyphen (the site is served at {web address}.{platform domain}).";
const RESERVED_SLUG_MESSAGE = "This web address is reserved for the platform; choose another.";
const RESOURCE_SLUG_MESSAGE = `A short name must be 1 to ${MAX_RESOURCE_SLUG_LENGTH} lower-case letters, digits, hyphens and underscores, starting with a letter or digit.`;
const RESOURCE_SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max, { error: `This is at most ${max.toLocaleString("en-US")} characters.` });

/** `value`, or none: "" and null both mean "none" (stored as null), and it may be left out. */
const orNone = <T extends z.ZodType>(value: T) =>
  z.union([value, z.literal("").transform(() => null), z.null()]).optional();

/**
 * A Google Business Profile store code as Google's vehicle feeds carry it: 1 to 64 characters,
 * no comma or colon (they separate codes in `vehicle_fulfillment`, "in_store:code").
 */
const GOOGLE_STORE_CODE_PATTERN = /^[^\s:,][^:,\r\n]{0,63}$/;
export const GOOGLE_STORE_CODE_MESSAGE =
  "google_store_code must be 1 to 64 characters without a comma or colon, or null.";

/** Optional text where "" and null both mean "none". */
const optionalText = (max: number) => orNone(text(max));

const optionalEmail = orNone(z.email().max(254));

/** An optional https:// address; its error names the field. */
const optionalHttpsUrl = (name: string) =>
  orNone(z.url({ protocol: /^https$/, error: `${name} must be an https:// address.` }).max(2_000));

export const siteSlugSchema = z
  .string()
  .regex(SITE_SLUG_PATTERN, { error: SITE_SLUG_MESSAGE })
  .refine((slug) => !RESERVED_SITE_SLUGS.includes(slug), { error: RESERVED_SLUG_MESSAGE });

const resourceSlugSchema = z
  .string()
  .max(MAX_RESOURCE_SLUG_LENGTH, { error: RESOURCE_SLUG_MESSAGE })
  .regex(RESOURCE_SLUG_PATTERN, { error: RESOURCE_SLUG_MESSAGE });

/**
 * A site's settings as stored: any subset of the core settings (defaults are filled on load),
 * kept as sent once the settings schema accepts it, so each bad field is reported at its path.
 * Brand colours whose text would be unreadable (`unreadablePairs`) and reply templates with a
 * `{{...}}` that is no merge field or a name used twice (`replyTemplateIssues`) are refused here,
 * where every write passes; stored settings still load, and the theme makes such a pair readable.
 */
export const settingsInputSchema = z
  .record(z.string(), z.unknown(), { error: "settings must be an object of named values." })
  .superRefine((value, ctx) => {
    // A misspelt or removed setting would be kept and never read: refused, at any depth, where
    // the schema would drop it.
    for (const path of unknownSettingPaths(value)) {
      ctx.addIssue({ code: "custom", message: NO_SUCH_SETTING_MESSAGE, path });
    }
    const result = siteSettingsSchema.safeParse(value, { error: plainIssueMessage });
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: [...issue.path] });
      }
    }
    for (const issue of replyTemplateIssues(replyTemplatesIn(value))) {
      ctx.addIssue({
        code: "custom",
        message: issue.message,
        path: ["leads", "replyTemplates", ...issue.path],
      });
    }
    // Colours that make text unreadable are refused (the page would otherwise swap them),
    // whether or not another setting is wrong too.
    const branding = siteSettingsSchema.shape.branding.safeParse(value.branding);
    if (!branding.success) return;
    for (const pair of unreadablePairs(branding.data.colours)) {
      ctx.addIssue({
        code: "custom",
        message: pair.message,
        path: ["branding", "colours", pair.field],
      });
    }
  });

export type SettingsInput = z.output<typeof settingsInputSchema>;

/** The reply templates' text as sent (not yet checked): what is not text counts as none. */
function replyTemplatesIn(settings: Record<string, unknown>) {
  const leads = settings.leads as { replyTemplates?: unknown } | null | undefined;
  const templates = typeof leads === "object" ? leads?.replyTemplates : undefined;
  if (!Array.isArray(templates)) return [];
  const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);
  return templates.map((template: unknown) => {
    const fields = (typeof template === "object" && template !== null ? template : {}) as Record<
      string,
      unknown
    >;
    return {
      name: textOf(fields.name),
      subject: textOf(fields.subject),
      body: textOf(fields.body),
    };
  });
}

export const websiteCreateSchema = z.strictObject({
  slug: siteSlugSchema,
  name: text(MAX_SITE_NAME_LENGTH),
  settings: settingsInputSchema.default({}),
  domains: z.array(z.string()).max(MAX_DOMAINS_PER_SITE).default([]),
});

/** A PATCH: `settings` is a merge patch of the stored settings (RFC 7386: null removes a key). */
export const websitePatchSchema = z.strictObject({
  name: text(MAX_SITE_NAME_LENGTH).optional(),
  settings: z
    .record(z.string(), z.unknown(), { error: "settings must be an object of named values." })
    .optional(),
});

/** `target` with `patch` merged in (RFC 7386): objects merge, null removes, the rest replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return patch;
  const result: Record<string, unknown> = isPlainObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const dealershipFields = {
  name: text(MAX_SITE_NAME_LENGTH),
  lead_email: optionalEmail,
  adf_email: optionalEmail,
  webhook_url: optionalHttpsUrl("webhook_url"),
  /** Write-only: stored, never answered. */
  webhook_secret: optionalText(MAX_SECRET_LENGTH),
  stripe_publishable_key: orNone(
    z.string().regex(/^pk_(test|live)_[A-Za-z0-9]{1,200}$/, {
      error:
        "stripe_publishable_key must be a Stripe publishable key (pk_test_... or pk_live_...).",
    }),
  ),
  /** Write-only: stored, never answered. */
  payment_webhook_secret: optionalText(MAX_SECRET_LENGTH),
};

export const dealershipCreateSchema = z.strictObject({
  slug: resourceSlugSchema,
  ...dealershipFields,
});
export type DealershipCreate = z.output<typeof dealershipCreateSchema>;

export const dealershipPatchSchema = z
  .strictObject({ slug: resourceSlugSchema, ...dealershipFields })
  .partial();
export type DealershipPatch = z.output<typeof dealershipPatchSchema>;

const HOURS_MESSAGE =
  'Each day is {"status": "closed"} or {"status": "open", "open": "HH:MM", "close": "HH:MM"} with close after open.';

const time = z.string().regex(TIME_PATTERN, { error: "A time is HH:MM on the 24-hour clock." });

const dayHoursSchema = z
  .discriminatedUnion(
    "status",
    [
      z.strictObject({ status: z.literal("open"), open: time, close: time }),
      z.strictObject({ status: z.literal("closed") }),
    ],
    { error: HOURS_MESSAGE },
  )
  .refine((day) => day.status === "closed" || day.close > day.open, {
    error: "The closing time must be after the opening time.",
  });

/** A week from Monday; a day left out is closed. */
const openingHoursSchema = z
  .strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema.optional()])), {
    error: `opening_hours names days of the week (${WEEKDAYS.join(", ")}).`,
  })
  .transform(
    (week) =>
      Object.fromEntries(
        WEEKDAYS.map((day) => [day, week[day] ?? { status: "closed" as const }]),
      ) as OpeningHours,
  );

const coordinate = (limit: number, name: string) =>
  z
    .number({ error: `${name} must be a number from -${limit} to ${limit}, or null.` })
    .min(-limit, { error: `${name} must be a number from -${limit} to ${limit}, or null.` })
    .max(limit, { error: `${name} must be a number from -${limit} to ${limit}, or null.` })
    .nullable()
    .optional();

const addressInputSchema = z.strictObject({
  street: z.string().trim().max(MAX_SHORT_TEXT_LENGTH).default(""),
  city: z.string().trim().max(MAX_SHORT_TEXT_LENGTH).default(""),
  state: z.string().trim().max(MAX_SHORT_TEXT_LENGTH).default(""),
  postcode: z.string().trim().max(20).default(""),
  lat: coordinate(90, "lat"),
  long: coordinate(180, "long"),
  place_id: optionalText(MAX_SHORT_TEXT_LENGTH),
  /** The location's place page on the map service: shoppers' "Get directions" opens it. */
  place_url: optionalHttpsUrl("place_url"),
  /** The map service's public browser key for the location's embedded map. */
  map_key: orNone(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: "map_key is letters, digits, - and _ only." }),
  ),
});
export type AddressInput = z.output<typeof addressInputSchema>;

const locationFields = {
  name: text(MAX_SITE_NAME_LENGTH),
  /** The slug of the site's dealership the location belongs to. */
  dealership: resourceSlugSchema,
  location_types: z
    .array(
      z.enum(LOCATION_TYPES, { error: `A location type is one of ${LOCATION_TYPES.join(", ")}.` }),
    )
    .min(1, { error: `Give at least one location type (${LOCATION_TYPES.join(", ")}).` })
    .max(LOCATION_TYPES.length)
    .refine((types) => new Set(types).size === types.length, {
      error: "A location type is listed once.",
    }),
  primary: z.boolean(),
  visible: z.boolean(),
  phone: optionalText(40),
  email: optionalEmail,
  address: addressInputSchema,
  opening_hours: openingHoursSchema,
  social_urls: z
    .record(z.string().max(40), z.url({ protocol: /^https?$/ }).max(2_000))
    .refine((urls) => Object.keys(urls).length <= 20, { error: "At most 20 social links." }),
  /** Slugs of the site's other locations whose shoppers this location's stock is offered to. */
  distribution_locations: z.array(resourceSlugSchema).max(MAX_LOCATIONS_PER_SITE),
  /**
   * The location's store code in the dealer's Google Business Profile, which Google's vehicle
   * feeds send as `store_code` (the slug when none is set).
   */
  google_store_code: orNone(
    z.string().trim().regex(GOOGLE_STORE_CODE_PATTERN, { error: GOOGLE_STORE_CODE_MESSAGE }),
  ),
};

export const locationCreateSchema = z.strictObject({
  slug: resourceSlugSchema,
  ...locationFields,
  location_types: locationFields.location_types.default(["sales"]),
  primary: locationFields.primary.default(false),
  visible: locationFields.visible.default(true),
  address: locationFields.address.prefault({}),
  opening_hours: locationFields.opening_hours.prefault({}),
  social_urls: locationFields.social_urls.default({}),
  distribution_locations: locationFields.distribution_locations.default([]),
});
export type LocationCreate = z.output<typeof locationCreateSchema>;

export const locationPatchSchema = z
  .strictObject({ slug: resourceSlugSchema, ...locationFields })
  .partial();
export type LocationPatch = z.output<typeof locationPatchSchema>;
