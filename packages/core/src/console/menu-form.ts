import type { FieldErrors } from "../validation/field-errors.ts";
import {
  navLinkSchema,
  type FooterGroup,
  type NavLink,
  type SiteSettings,
} from "../site/site-settings.ts";

/**
 * The studio's menu editor as a form: the header menu (a tree), the footer's columns and how
 * header menus open, posted whole under indexed names (`header.0.label`,
 * `header.0.children.1.href`, `footer.2.links.0.label`, `dropdownTrigger`), so the form's
 * names are also the settings' own paths under `navigation` and an error lands beside its
 * field. Links are checked by the settings schema's own rule (`navLinkSchema`), then by what
 * the storefront can show: three levels in the header (a top link, its menu, a titled group in
 * the menu), plain links in the footer, each link with somewhere to go.
 */

const DROPDOWN_TRIGGERS = ["click", "hover"] as const;
type DropdownTrigger = (typeof DROPDOWN_TRIGGERS)[number];

/** Where a header link may fill its menu from the site's data (a `source`), with its words. */
export const MENU_SOURCES = { models: "Models in stock", "body-types": "Body types" } as const;
type MenuSource = keyof typeof MENU_SOURCES;

/** The header's levels the storefront draws: top links, their menus, groups inside a menu. */
export const HEADER_MENU_DEPTH = 3;
export const MAX_MENU_LINKS = 80;
const MAX_MENU_LABEL_LENGTH = 60;

export type Menus = {
  header: NavLink[];
  footer: FooterGroup[];
  dropdownTrigger: DropdownTrigger;
};

const DROPDOWN_MESSAGE = "Choose whether menus open on a click or when the pointer rests on them.";

const MENU_MESSAGES = {
  label: (where: string) => `${where} needs a label.`,
  labelLength: (where: string) =>
    `${where}: a label is at most ${MAX_MENU_LABEL_LENGTH} characters.`,
  heading: (n: number) => `Footer column ${n} needs a heading.`,
  nowhere: (where: string) => `${where} needs an address, or links under it.`,
  footerAddress: (where: string) => `${where} needs an address.`,
  tooDeep: (where: string) =>
    `${where} is too far down: the menu shows a link, its menu, and groups inside that menu.`,
  deepSource: (where: string) => `${where} is too far down to be filled from your stock.`,
  source: (where: string) => `${where}: choose what to fill its menu with from the list.`,
  twice: (where: string, label: string) =>
    `${where} has two links called “${label}”: give each its own label.`,
  twiceHeading: (title: string) => `Two footer columns are called “${title}”: give each its own.`,
  tooMany: `A menu holds at most ${MAX_MENU_LINKS} links.`,
  dropdown: DROPDOWN_MESSAGE,
  address: (where: string, rule: string) => `${where}: ${rule}`,
} as const;

type Node = { [key: string]: string | Node };

const HEADER_NAME = /^header(?:\.\d{1,3}\.children)*\.\d{1,3}\.(?:label|href|source)$/;
const FOOTER_NAME = /^footer\.\d{1,3}\.(?:title|links\.\d{1,3}\.(?:label|href))$/;

/** The posted names under `prefix` as a nested record (numeric keys still as text). */
function nested(values: Record<string, string>, pattern: RegExp, prefix: string): Node {
  const root: Node = {};
  for (const [name, value] of Object.entries(values)) {
    if (!pattern.test(name)) continue;
    const keys = name.slice(prefix.length + 1).split(".");
    const last = keys.pop()!;
    let at = root;
    for (const key of keys) {
      const next = at[key];
      at = typeof next === "object" ? next : (at[key] = {});
    }
    at[last] = value;
  }
  return root;
}

/** A record's numeric keys as a list, in their order. */
function listOf(node: string | Node | undefined): Node[] {
  if (typeof node !== "object") return [];
  return Object.keys(node)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => node[key])
    .filter((item): item is Node => typeof item === "object");
}

const textOf = (value: string | Node | undefined) =>
  typeof value === "string" ? value.trim() : "";

type Posted = { name: string; link: NavLink; children: Posted[] };

function postedLinks(node: string | Node | undefined, base: string, key: string): Posted[] {
  return listOf(node).map((item, index) => {
    const name = `${base}.${index}`;
    const link: NavLink = { label: textOf(item.label) };
    const href = textOf(item.href);
    if (href) link.href = href;
    const source = textOf(item.source);
    if (source) link.source = source as MenuSource;
    return { name, link, children: postedLinks(item[key], `${name}.children`, "children") };
  });
}

/** How a message names a link: its label, or its place, and the link it sits under. */
function placeOf(label: string, index: number, parent: string | null): string {
  const own = label ? `“${label}”` : `Link ${index + 1}`;
  return parent ? `${own} under ${parent}` : own;
}

type Check = { errors: FieldErrors; count: number };

function add(check: Check, field: string, message: string) {
  check.errors[field] ??= message;
}

/** The settings schema's rule for one link's address, as its message. */
function addressRule(link: NavLink): string | null {
  const parsed = navLinkSchema.safeParse({ label: link.label || "-", href: link.href });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

function checkSiblings(check: Check, links: Posted[], where: string) {
  const seen = new Set<string>();
  for (const { name, link } of links) {
    const key = link.label.toLowerCase();
    if (key && seen.has(key)) add(check, `${name}.label`, MENU_MESSAGES.twice(where, link.label));
    seen.add(key);
  }
}

function checkLabel(check: Check, name: string, link: NavLink, where: string) {
  check.count += 1;
  if (!link.label) add(check, `${name}.label`, MENU_MESSAGES.label(where));
  else if (link.label.length > MAX_MENU_LABEL_LENGTH) {
    add(check, `${name}.label`, MENU_MESSAGES.labelLength(where));
  }
  const rule = addressRule(link);
  if (rule) add(check, `${name}.href`, MENU_MESSAGES.address(where, rule));
}

function checkHeader(check: Check, links: Posted[], depth: number, parent: string | null) {
  checkSiblings(check, links, parent ?? "The header menu");
  links.forEach(({ name, link, children }, index) => {
    const where = placeOf(link.label, index, parent);
    checkLabel(check, name, link, where);
    if (link.source !== undefined && !Object.hasOwn(MENU_SOURCES, link.source)) {
      add(check, `${name}.source`, MENU_MESSAGES.source(where));
    } else if (link.source && depth >= HEADER_MENU_DEPTH) {
      add(check, `${name}.source`, MENU_MESSAGES.deepSource(where));
    }
    if (depth > HEADER_MENU_DEPTH) add(check, `${name}.label`, MENU_MESSAGES.tooDeep(where));
    if (!link.href && !link.source && children.length === 0) {
      add(check, `${name}.href`, MENU_MESSAGES.nowhere(where));
    }
    checkHeader(check, children, depth + 1, where);
  });
}

function toLinks(posted: Posted[]): NavLink[] {
  return posted.map(({ link, children }) =>
    children.length > 0 ? { ...link, children: toLinks(children) } : link,
  );
}

type MenuFormResult =
  | { ok: true; menus: Menus }
  /** `message` names the first problem's link; `errors` holds each, by the field's name. */
  | { ok: false; message: string; errors: FieldErrors };

/** The posted menu editor as menus, or each problem by field, nothing half-taken. */
export function parseMenuForm(values: Record<string, string>): MenuFormResult {
  const check: Check = { errors: {}, count: 0 };
  const header = postedLinks(nested(values, HEADER_NAME, "header"), "header", "children");
  checkHeader(check, header, 1, null);
  const isHeaderTooLong = check.count > MAX_MENU_LINKS;
  check.count = 0;
  const titles = new Set<string>();
  const footer = listOf(nested(values, FOOTER_NAME, "footer")).map((group, g) => {
    const title = textOf(group.title);
    const name = `footer.${g}`;
    if (!title) add(check, `${name}.title`, MENU_MESSAGES.heading(g + 1));
    else if (titles.has(title.toLowerCase())) {
      add(check, `${name}.title`, MENU_MESSAGES.twiceHeading(title));
    }
    titles.add(title.toLowerCase());
    const column = title ? `“${title}”` : `footer column ${g + 1}`;
    // The footer draws plain links: what it posts under a link is not read.
    const links = postedLinks(group.links, `${name}.links`, "-");
    checkSiblings(check, links, column);
    links.forEach(({ name: linkName, link }, index) => {
      const where = placeOf(link.label, index, column);
      checkLabel(check, linkName, link, where);
      if (!link.href) add(check, `${linkName}.href`, MENU_MESSAGES.footerAddress(where));
    });
    return { title, links: toLinks(links) };
  });
  const dropdownTrigger = values.dropdownTrigger ?? "click";
  if (!(DROPDOWN_TRIGGERS as readonly string[]).includes(dropdownTrigger)) {
    add(check, "dropdownTrigger", MENU_MESSAGES.dropdown);
  }
  if (isHeaderTooLong || check.count > MAX_MENU_LINKS) add(check, "form", MENU_MESSAGES.tooMany);
  const problems = Object.values(check.errors);
  if (problems.length > 0) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more marked below)` : "";
    return { ok: false, message: `${problems[0]}${more}`, errors: check.errors };
  }
  return {
    ok: true,
    menus: {
      header: toLinks(header),
      footer,
      dropdownTrigger: dropdownTrigger as DropdownTrigger,
    },
  };
}

/** The settings merge patch of the menus: each list whole, in place of the stored one. */
export function menuSettingsPatch(menus: Menus): Record<string, unknown> {
  return {
    navigation: { header: menus.header, footer: menus.footer },
    header: { dropdownTrigger: menus.dropdownTrigger },
  };
}

/** A site's menus as the editor opens them. */
export function menusOf(settings: Pick<SiteSettings, "navigation" | "header">): Menus {
  return {
    header: settings.navigation.header,
    footer: settings.navigation.footer,
    dropdownTrigger: settings.header.dropdownTrigger,
  };
}
