import { CONSOLE_PATH } from "./console-paths.ts";
import {
  FEATURE_FLAGS,
  FINANCE_LINK_PLACEMENTS,
  type FooterGroup,
  type NavLink,
} from "../site/site-settings.ts";
import type { SiteSettings } from "../site/site-settings.ts";

/**
 * The console's site settings form: which settings it edits, as flat form fields named by their
 * settings path, and the two conversions (settings to the form's text, the posted form to a
 * settings merge patch). Validation is the settings schema's, on the write path every settings
 * change takes; this file only reshapes. No secret setting is a field here.
 */

type SettingsFieldKind =
  | { type: "text" | "colour" | "url" | "number" }
  | { type: "checkbox" }
  | { type: "choice"; choices: readonly { value: string; label: string }[] }
  /**
   * A menu, one link a line: `Label | /path`, children under it start with `-`. With `columns`,
   * the footer's: each line without `-` is a column's title, its links under it.
   */
  | { type: "nav-lines"; columns?: true };

export type SettingsField = {
  /** The setting's dotted path, also the form field's name. */
  path: string;
  label: string;
  hint?: string;
  kind: SettingsFieldKind;
};

export type SettingsSection = { id: string; title: string; fields: readonly SettingsField[] };

const text = { type: "text" } as const;
const colour = { type: "colour" } as const;
const checkbox = { type: "checkbox" } as const;
const choice = (choices: readonly (readonly [string, string])[]) =>
  ({ type: "choice", choices: choices.map(([value, label]) => ({ value, label })) }) as const;
const placements = choice(
  FINANCE_LINK_PLACEMENTS.map(
    (p) => [p, { none: "Not shown", header: "Header menu", footer: "Footer" }[p]] as const,
  ),
);

/** The switch of the first-party collector, in the words the Insight notice points to. */
export const COUNT_VISITS_LABEL = "Count visits and page speed on this site";

const COLOUR_HINT = "A 6-digit hex colour such as #1d4ed8.";

export const SETTINGS_SECTIONS = [
  {
    id: "branding",
    title: "Branding",
    fields: [
      { path: "branding.logoUrl", label: "Logo URL", kind: { type: "url" } },
      { path: "branding.tagline", label: "Tagline", kind: text },
      { path: "branding.colours.primary", label: "Button colour", hint: COLOUR_HINT, kind: colour },
      {
        path: "branding.colours.primaryForeground",
        label: "Button text colour",
        hint: COLOUR_HINT,
        kind: colour,
      },
      { path: "branding.colours.accent", label: "Accent colour", hint: COLOUR_HINT, kind: colour },
      { path: "branding.colours.header", label: "Header colour", hint: COLOUR_HINT, kind: colour },
      {
        path: "branding.colours.headerForeground",
        label: "Header text colour",
        hint: COLOUR_HINT,
        kind: colour,
      },
    ],
  },
  {
    id: "phones",
    title: "Phone numbers",
    fields: [
      ...(["new", "used", "demo", "service"] as const).map((type) => ({
        path: `phones.${type}`,
        label: `${type[0]!.toUpperCase()}${type.slice(1)} ${type === "service" ? "department" : "vehicles"}`,
        hint: "Left empty, the location's own number is shown.",
        kind: text,
      })),
    ],
  },
  {
    id: "navigation",
    title: "Navigation",
    fields: [
      {
        path: "navigation.header",
        label: "Header menu",
        hint: "One link a line: Label | /path (or | models, | body-types for a list built from your stock). A line starting with - goes in the menu above it.",
        kind: { type: "nav-lines" },
      },
      {
        path: "navigation.footer",
        label: "Footer menu",
        hint: "A column's title on a line of its own, then its links under it, each line starting with -: - Label | /path.",
        kind: { type: "nav-lines", columns: true },
      },
      {
        path: "navigation.financePreApproval",
        label: "Finance pre-approval link",
        kind: placements,
      },
      { path: "navigation.financeSignIn", label: "Finance sign-in link", kind: placements },
    ],
  },
  {
    id: "features",
    title: "Feature switches",
    fields: [
      ...FEATURE_FLAGS.map((flag) => ({
        path: `features.${flag}`,
        label: flag.replace(/^./, (c) => c.toUpperCase()),
        kind: checkbox,
      })),
      {
        path: "integrations.useStagingHost",
        label: "Lookups use the vendors' staging hosts",
        hint: "For a site under test: its vehicle lookups ask the vendors' staging hosts, never production.",
        kind: checkbox,
      },
    ],
  },
  {
    id: "forms",
    title: "Form options",
    fields: [
      { path: "leads.isMessageRequired", label: "A message is required", kind: checkbox },
      { path: "leads.isPostcodeRequired", label: "A postcode is required", kind: checkbox },
      { path: "leads.askWhereHeard", label: "Ask where they heard of us", kind: checkbox },
      { path: "leads.askTermsConsent", label: "Ask consent to the terms", kind: checkbox },
      {
        path: "leads.isOptInTickedByDefault",
        label: "Offers and news box starts ticked",
        hint: "Unticked, the shopper ticks it themselves, which is express consent under Australia's Spam Act 2003 and the GDPR (new sites start so); each lead records whether they changed it.",
        kind: checkbox,
      },
      { path: "leads.askMiddleName", label: "Ask a middle name", kind: checkbox },
      { path: "leads.askBirthDate", label: "Finance form asks the birth date", kind: checkbox },
      {
        path: "leads.locationSelect",
        label: "Location choice on forms",
        kind: choice([
          ["auto", "When there is more than one location"],
          ["always", "Always"],
          ["never", "Never"],
        ]),
      },
      {
        path: "leads.minimumFillSeconds",
        label: "Minimum seconds to fill a form",
        hint: "A form sent sooner is turned away as automated; 0 turns the check off.",
        kind: { type: "number" },
      },
      {
        path: "leads.responseTargetMinutes",
        label: "Response target (minutes)",
        hint: "A new lead unanswered for longer is marked overdue and its assignee or admins are emailed.",
        kind: { type: "number" },
      },
      {
        path: "leads.smsFrom",
        label: "Text-message number",
        hint: "The site's number at the platform's text-message provider, such as +61400000000: set, salespeople can text a shopper from the lead, and replies come back to it. Empty: no texting.",
        kind: text,
      },
      {
        path: "leads.mailFrom",
        label: "Send shoppers' mail from",
        hint: "An address at your own domain, such as sales@yourdealership.com.au. Mail to shoppers comes from it once your domain has the DNS records shown below and Check DNS finds them; until then it comes from the platform's address under your site's name. Empty: always the platform's.",
        kind: text,
      },
    ],
  },
  {
    id: "stock",
    title: "Stock",
    fields: [
      {
        path: "stock.salesMayListCars",
        label: "Sales may add and edit cars",
        hint: "Salespeople add and edit their dealership's cars in the console (New car). What they add is saved as a draft, off the site, until someone who may publish publishes it.",
        kind: checkbox,
      },
      {
        path: "stock.salesMayPublishCars",
        label: "Sales may publish cars",
        hint: "Salespeople who may add cars also publish them to the site and take them back to draft; without it a dealer admin publishes what they save.",
        kind: checkbox,
      },
    ],
  },
  {
    id: "chat",
    title: "Chat and WhatsApp",
    fields: [
      {
        path: "chat.provider",
        label: "Chat",
        kind: choice([
          ["none", "None"],
          ["text", "Text us (our own widget)"],
          ["live", "A live chat provider's script"],
        ]),
      },
      { path: "chat.greeting", label: "Greeting", kind: text },
      { path: "chat.whatsappNumber", label: "WhatsApp number", kind: text },
      {
        path: "chat.scriptUrl",
        label: "Live chat script URL",
        hint: "https only; loaded on the shopper's first click.",
        kind: { type: "url" },
      },
    ],
  },
  {
    id: "analytics",
    title: "Analytics",
    fields: [
      {
        path: "analytics.collectorEnabled",
        label: COUNT_VISITS_LABEL,
        hint: "Records visits, page speed and split-test views for Insight, on the platform itself; off, Insight has no traffic for this site and split tests no results.",
        kind: checkbox,
      },
      {
        path: "analytics.googleTagManagerId",
        label: "Google Tag Manager id",
        hint: "Such as GTM-ABC123.",
        kind: text,
      },
      {
        path: "analytics.googleAnalyticsId",
        label: "Google Analytics id",
        hint: "Such as G-ABC123.",
        kind: text,
      },
      {
        path: "analytics.facebookPixelId",
        label: "Meta pixel id",
        hint: "Digits only.",
        kind: text,
      },
      { path: "analytics.requireConsent", label: "Tags wait for cookie consent", kind: checkbox },
    ],
  },
] as const satisfies readonly SettingsSection[];

const FIELDS: readonly SettingsField[] = SETTINGS_SECTIONS.flatMap(
  (section) => section.fields as readonly SettingsField[],
);

function valueAt(settings: unknown, path: string): unknown {
  let at: unknown = settings;
  for (const key of path.split(".")) {
    at = typeof at === "object" && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  }
  return at;
}

/** The menu as lines of text, a child's line starting with one `-` per level. */
export function navLines(links: readonly NavLink[], depth = 0): string {
  return links
    .flatMap((link) => {
      const targets = [link.href, link.source].filter(Boolean).map((target) => ` | ${target}`);
      const line = `${depth > 0 ? `${"-".repeat(depth)} ` : ""}${link.label}${targets.join("")}`;
      return [line, ...(link.children?.length ? [navLines(link.children, depth + 1)] : [])];
    })
    .join("\n");
}

/** Lines back to links; a line deeper than the one before it nests under that one. */
export function parseNavLines(lines: string): NavLink[] {
  const root: NavLink[] = [];
  const parents: NavLink[][] = [root];
  for (const raw of lines.split(/\r?\n/)) {
    const match = /^\s*(-*)\s*(.*?)\s*$/.exec(raw)!;
    const body = match[2]!;
    if (body === "") continue;
    const depth = Math.min(match[1]!.length, parents.length - 1);
    const [label, ...targets] = body.split("|").map((part) => part.trim()) as [string, ...string[]];
    const link: NavLink = { label };
    // A link may name both a page and the list built from stock: `Range | /models | models`.
    for (const target of targets) {
      if (target === "models" || target === "body-types") link.source = target;
      else if (target) link.href = target;
    }
    parents[depth]!.push(link);
    parents.length = depth + 1;
    link.children = [];
    parents.push(link.children);
  }
  const prune = (links: NavLink[]) => {
    for (const link of links) {
      if (link.children?.length) prune(link.children);
      else delete link.children;
    }
  };
  prune(root);
  return root;
}

/** A menu field's links: the footer's columns are links whose children are the column's links. */
function menuLinks(kind: SettingsFieldKind, value: unknown): NavLink[] {
  const items = Array.isArray(value) ? value : [];
  if (kind.type === "nav-lines" && kind.columns) {
    return (items as FooterGroup[]).map((group) => ({ label: group.title, children: group.links }));
  }
  return items as NavLink[];
}

/** A menu field's lines as its setting: the footer's as columns, any other as links. */
function menuSetting(kind: SettingsFieldKind, lines: string): NavLink[] | FooterGroup[] {
  const links = parseNavLines(lines);
  if (kind.type === "nav-lines" && kind.columns) {
    return links.map((link) => ({ title: link.label, links: link.children ?? [] }));
  }
  return links;
}

/** The form's text for these settings: a box ticked is "on", an unset setting "". */
export function settingsFormValues(settings: SiteSettings): Record<string, string> {
  return Object.fromEntries(
    FIELDS.map((field) => {
      const value = valueAt(settings, field.path);
      if (field.kind.type === "checkbox") return [field.path, value === true ? "on" : ""];
      if (field.kind.type === "nav-lines") {
        return [field.path, navLines(menuLinks(field.kind, value))];
      }
      return [field.path, value === undefined || value === null ? "" : String(value)];
    }),
  );
}

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

/** A field's posted text as the form would show it again, to tell a changed field. */
function shownText(field: SettingsField, raw: string | undefined): string {
  if (field.kind.type === "checkbox") return raw !== undefined && raw !== "" ? "on" : "";
  if (field.kind.type === "nav-lines") {
    return navLines(menuLinks(field.kind, menuSetting(field.kind, raw ?? "")));
  }
  return (raw ?? "").trim();
}

/**
 * The posted form as a settings merge patch: an empty text removes its setting (its default
 * applies), a check box not sent is off, a number is a number. Only the form's fields are in it,
 * and of those only the ones that differ from `shown` (the form's text of the current
 * settings) when it is given, so every other setting (secrets among them) is kept as stored
 * and a publish records only what was changed.
 */
export function settingsPatchFromForm(
  values: Record<string, string>,
  shown?: Record<string, string>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const raw = values[field.path];
    if (shown && shownText(field, raw) === shownText(field, shown[field.path])) continue;
    let value: unknown;
    if (field.kind.type === "checkbox") value = raw !== undefined && raw !== "";
    else if (field.kind.type === "nav-lines") value = menuSetting(field.kind, raw ?? "");
    else if (raw === undefined) continue;
    else if (raw.trim() === "") value = null;
    else if (field.kind.type === "number" && NUMBER_PATTERN.test(raw.trim())) {
      value = Number(raw.trim());
    } else value = raw.trim();
    const keys = field.path.split(".");
    const last = keys.pop()!;
    let holder = patch;
    for (const key of keys) holder = (holder[key] ??= {}) as Record<string, unknown>;
    holder[last] = value;
  }
  return patch;
}

/** The hidden field that carries the form's values as the page showed them. */
export const LOADED_SETTINGS_FIELD = "loaded";

/**
 * The form's values as its page was loaded (the `loaded` field, JSON of each field's text), or
 * null when it is missing or not that shape: then the stored settings stand in for it.
 */
export function loadedSettingsValues(raw: string | undefined): Record<string, string> | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    return entries.every(([, value]) => typeof value === "string")
      ? Object.fromEntries(entries as [string, string][])
      : null;
  } catch {
    return null;
  }
}

export const SETTINGS_CONFLICT_MESSAGE =
  "Nothing was changed: someone else changed the settings listed below after you opened this page. Reload the page to see their changes, then make yours again.";

const settingsConflictMessage = (now: string) =>
  `Changed by someone else after you opened the page: now ${now === "" ? "empty" : `“${now.length > 80 ? `${now.slice(0, 80)}…` : now}”`}.`;

/**
 * The fields the admin changed (`values` against `loaded`, the form as its page showed it) that
 * someone else changed too since (`current`, the stored settings' form now) to another value,
 * each with a message saying what it is now. Fields only one of them changed are no conflict:
 * patching by `loaded` keeps the other's change.
 */
export function settingsConflicts(
  values: Record<string, string>,
  loaded: Record<string, string>,
  current: Record<string, string>,
): Record<string, string> {
  const conflicts: Record<string, string> = {};
  for (const field of FIELDS) {
    const raw = values[field.path];
    if (raw === undefined && field.kind.type !== "checkbox" && field.kind.type !== "nav-lines") {
      continue;
    }
    const mine = shownText(field, raw);
    const before = shownText(field, loaded[field.path]);
    const now = shownText(field, current[field.path]);
    if (mine !== before && now !== before && now !== mine) {
      conflicts[field.path] = settingsConflictMessage(now);
    }
  }
  return conflicts;
}

/**
 * Settings errors by form field: an error deep in a menu (`navigation.header.2.href`) belongs
 * to its field; one the form has no field for comes back under `form`.
 */
export function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = FIELDS.find((f) => path === f.path || path.startsWith(`${f.path}.`));
    const rest = field ? path.slice(field.path.length + 1) : "";
    byField[field?.path ?? "form"] ??= rest && field ? `${message} (${navPlace(rest)})` : message;
  }
  return byField;
}

/** `2.children.0.href` as "link 3, its link 1, href". */
function navPlace(rest: string): string {
  return rest
    .split(".")
    .filter((part) => part !== "children" && part !== "links")
    .map((part) => (/^\d+$/.test(part) ? `link ${Number(part) + 1}` : part))
    .join(", ");
}

/** A site's settings page in the console. */
export const consoleSiteSettingsPath = (websiteId: number) =>
  `${CONSOLE_PATH}/sites/${websiteId}/settings`;
