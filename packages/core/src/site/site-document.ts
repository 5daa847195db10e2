import { z } from "zod";
import { normaliseCustomDomain, DOMAIN_REFUSAL_MESSAGES } from "../tenancy/custom-domain.ts";
import { parseFields, type FieldErrors } from "../validation/field-errors.ts";
import {
  keepUnsentSecrets,
  SECRET_SETTING_PATHS,
  settingAt,
  withoutSecretPlaceholders,
} from "./redact-settings.ts";
import {
  dealershipCreateSchema,
  locationCreateSchema,
  MAX_DEALERSHIPS_PER_SITE,
  MAX_DOMAINS_PER_SITE,
  MAX_LOCATIONS_PER_SITE,
  MAX_SITE_NAME_LENGTH,
  settingsInputSchema,
  siteSlugSchema,
  type SettingsInput,
} from "./site-input.ts";
import { plainIssueMessage } from "../validation/plain-issue-message.ts";

const SECRET_PATHS: ReadonlySet<string> = new Set(SECRET_SETTING_PATHS);

const REPLACE_MESSAGE =
  'replace lists the parts the file owns whole: "settings", "domains", "dealerships", "locations".';

/**
 * The settings of a document as sent: checked as any settings write, except that a secret
 * setting may be left out, null (clear it) or its marker as an answer showed it (keep it); the
 * settings the stored secrets make with them are checked when the document is applied
 * (`documentSettingsToStore`).
 */
const documentSettingsSchema = z
  .record(z.string(), z.unknown(), { error: "settings must be an object of named values." })
  .superRefine((value, ctx) => {
    const checked = settingsInputSchema.safeParse(withoutSecretPlaceholders(value), {
      error: plainIssueMessage,
    });
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      if (SECRET_PATHS.has(issue.path.join("."))) continue;
      ctx.addIssue({ code: "custom", message: issue.message, path: [...issue.path] });
    }
  });

type DocumentSettingsResult =
  { ok: true; settings: SettingsInput } | { ok: false; field: string; message: string };

/**
 * The settings applying a document stores over `stored`: the document's, with each secret it
 * does not name kept (`keepUnsentSecrets`), checked whole. A secret kept without the settings
 * beside it that it needs (a Turnstile secret key without its site key) is refused with how to
 * remove it.
 */
export function documentSettingsToStore(
  stored: unknown,
  sent: Record<string, unknown>,
  { isReplaced = false }: { isReplaced?: boolean } = {},
): DocumentSettingsResult {
  const settings = keepUnsentSecrets(stored, isReplaced ? sent : withStoredSections(stored, sent));
  const checked = parseFields(settingsInputSchema, settings);
  if (checked.ok) return { ok: true, settings: checked.data };
  const [path, message] = Object.entries(checked.errors)[0]!;
  const parent = `${path.split(".").slice(0, -1).join(".")}.`;
  const kept = SECRET_SETTING_PATHS.find(
    (secret) =>
      secret.startsWith(parent) &&
      typeof settingAt(settings, secret) === "string" &&
      typeof settingAt(sent, secret) !== "string",
  );
  return {
    ok: false,
    field: `settings.${path}`,
    message: kept
      ? `The stored ${kept} is kept because the file does not name it, and it needs ${path}: give ${path}, or write ${kept} as null to remove it.`
      : message,
  };
}

/** The parts of a site a document may own whole, even where it leaves them out (`replace`). */
const SITE_DOCUMENT_PARTS = ["settings", "domains", "dealerships", "locations"] as const;

/**
 * The settings a document sends, over the stored sections it does not name (kept as the console
 * or the API set them); a section it names is its own, whole.
 */
function withStoredSections(
  stored: unknown,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const kept = typeof stored === "object" && stored !== null ? stored : {};
  return { ...kept, ...sent };
}

/**
 * A whole site as one JSON document: the website, its settings, custom domains, dealerships and
 * locations, keyed by slugs (never database ids), so the same file creates a site on any
 * database and applying it again changes nothing. `npm run site -- apply FILE` and
 * `PUT /api/v1/sites/{slug}.json` take it; the demo sites are made from such documents.
 *
 * The first dealership is the site's primary one; locations are listed in the order they are
 * shown; at most one location is `primary`.
 *
 * What the document owns (so the console and the file agree): the slug and name; each top-level
 * settings section it names (`branding`, `home`, `experiments`...), whole; and each list it names
 * (`domains`, `dealerships`, `locations`), whole. A settings section or a list it leaves out keeps
 * what is stored, as the console or the API set it. `replace` names the parts the document owns
 * even where it leaves them out: `"replace": ["settings"]` returns every section it does not name
 * to its defaults, `"replace": ["locations"]` without `locations` removes them all.
 *
 * Write-only secrets (a dealership's `webhook_secret` and `payment_webhook_secret`, the secret
 * settings of `SECRET_SETTING_PATHS`) are kept when the document leaves them out, since a file
 * kept in version control should not hold them; the document clears one by naming it as null.
 */
const siteDocumentSchema = z
  .strictObject({
    slug: siteSlugSchema,
    name: z.string().trim().min(1).max(MAX_SITE_NAME_LENGTH),
    settings: documentSettingsSchema.default({}),
    domains: z.array(z.string()).max(MAX_DOMAINS_PER_SITE).optional(),
    dealerships: z.array(dealershipCreateSchema).max(MAX_DEALERSHIPS_PER_SITE).optional(),
    locations: z.array(locationCreateSchema).max(MAX_LOCATIONS_PER_SITE).optional(),
    replace: z
      .array(z.enum(SITE_DOCUMENT_PARTS, { error: REPLACE_MESSAGE }), { error: REPLACE_MESSAGE })
      .default([]),
  })
  .superRefine((doc, ctx) => {
    repeated((doc.dealerships ?? []).map((d) => d.slug)).forEach((index) =>
      ctx.addIssue({
        code: "custom",
        path: ["dealerships", index, "slug"],
        message: "Another dealership of this site has this short name.",
      }),
    );
    repeated((doc.locations ?? []).map((l) => l.slug)).forEach((index) =>
      ctx.addIssue({
        code: "custom",
        path: ["locations", index, "slug"],
        message: "Another location of this site has this short name.",
      }),
    );
    // Without its own dealerships list, a location names one of the stored ones (checked then).
    const dealerships = doc.dealerships && new Set(doc.dealerships.map((d) => d.slug));
    const locations = new Set((doc.locations ?? []).map((l) => l.slug));
    (doc.locations ?? []).forEach((location, index) => {
      if (dealerships && !dealerships.has(location.dealership)) {
        ctx.addIssue({
          code: "custom",
          path: ["locations", index, "dealership"],
          message: `No dealership of this document has the slug "${location.dealership}".`,
        });
      }
      location.distribution_locations.forEach((slug, at) => {
        if (!locations.has(slug) || slug === location.slug) {
          ctx.addIssue({
            code: "custom",
            path: ["locations", index, "distribution_locations", at],
            message: `"${slug}" is not another location of this document.`,
          });
        }
      });
    });
    const primaries = (doc.locations ?? []).flatMap((l, index) => (l.primary ? [index] : []));
    primaries.slice(1).forEach((index) =>
      ctx.addIssue({
        code: "custom",
        path: ["locations", index, "primary"],
        message: "Only one location of a site is primary.",
      }),
    );
  });

export type SiteDocumentInput = z.input<typeof siteDocumentSchema>;
export type SiteDocument = z.output<typeof siteDocumentSchema>;

type ParseSiteDocumentResult =
  { ok: true; document: SiteDocument } | { ok: false; errors: FieldErrors };

/**
 * A site document checked in full: every bad field at its path ("locations.2.opening_hours.monday"),
 * domains normalised (lower case, punycode, no port) and refused when they are the platform's
 * own or listed twice.
 */
export function parseSiteDocument(
  input: unknown,
  { platformDomain }: { platformDomain: string },
): ParseSiteDocumentResult {
  const parsed = parseFields(siteDocumentSchema, input);
  if (!parsed.ok) return parsed;
  const errors: FieldErrors = {};
  const hosts: string[] = [];
  parsed.data.domains?.forEach((raw, index) => {
    const domain = normaliseCustomDomain(raw, { platformDomain });
    if (!domain.ok) errors[`domains.${index}`] = DOMAIN_REFUSAL_MESSAGES[domain.reason];
    else if (hosts.includes(domain.host))
      errors[`domains.${index}`] = "This domain is listed twice.";
    else hosts.push(domain.host);
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    document: { ...parsed.data, ...(parsed.data.domains ? { domains: hosts } : {}) },
  };
}

/** Indexes of values seen before in the list. */
function repeated(values: string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}
