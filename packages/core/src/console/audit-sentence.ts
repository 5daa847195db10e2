import { formatPrice } from "../locale/format-price.ts";
import { ROLE_LABELS, isGrantRole } from "./staff-roles.ts";
import type { AuditAction, AuditNames } from "./audit-action.ts";

/** One audit entry as a sentence needs it: who, what kind, and what it stored. */
export type AuditSentenceEntry = {
  /** The actor's name, or its email when it has none (or the account is gone). */
  actorName: string;
  action: AuditAction;
  subject: string;
  before: unknown;
  after: unknown;
  names?: AuditNames;
};

type Json = Record<string, unknown>;
type Parts = { before: Json; after: Json; names: AuditNames; subject: string };

const record = (value: unknown): Json =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;
const quoted = (value: unknown, otherwise: string) => {
  const shown = text(value);
  return shown === null ? otherwise : `“${shown}”`;
};
const role = (value: unknown) =>
  typeof value === "string" && isGrantRole(value) ? ROLE_LABELS[value].toLowerCase() : "staff";
const count = (value: unknown, one: string, many: string) =>
  typeof value === "number" ? `${value} ${value === 1 ? one : many}` : null;

/** "the car 2021 Toyota HiLux SR5 (ME10012)", or "a car since removed". */
function theCar({ names }: Parts): string {
  const car = names.car;
  return car ? `the car ${car.name} (${car.stockNumber})` : "a car since removed";
}

/** The words the lead statuses are stored as, as a dealer says them. */
function status(value: unknown): string {
  return typeof value === "string" ? value.replaceAll("_", " ").replaceAll("-", " ") : "unknown";
}

/** The sections of settings an entry changed, by their stored names, as words. */
function sections(parts: Parts): string {
  const keys = [...new Set([...Object.keys(parts.before), ...Object.keys(parts.after)])];
  const words = keys.map((key) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());
  return words.length === 0 ? "" : ` (${words.join(", ")})${mailFromChange(parts)}`;
}

/** The sending address a settings change set or cleared, said as such. */
function mailFromChange({ before, after }: Parts): string {
  const was = text(record(before.leads).mailFrom);
  const now = text(record(after.leads).mailFrom);
  if (was === now || !("leads" in after)) return "";
  return now
    ? `, sending shoppers' mail from ${now} once its DNS is checked`
    : ", sending shoppers' mail from the platform's address";
}

/** A content subject "offer:12" as "the offer". */
function theContent(subject: string): string {
  const kind = subject.split(":")[0] ?? "";
  return kind === "blog-post" ? "the blog post" : kind === "offer" ? "the offer" : "the page";
}

function leadSold(parts: Parts): string {
  const price = parts.after.salePrice;
  const details = [
    parts.names.car?.stockNumber ?? null,
    typeof price === "number" ? formatPrice(price) : null,
  ].filter((part) => part !== null);
  return `marked the lead sold${details.length > 0 ? ` (${details.join(", ")})` : ""}`;
}

function feedConfirmed({ after }: Parts): string {
  const figures = [
    count(after.created, "car added", "cars added"),
    count(after.updated, "changed", "changed"),
    count(after.sold, "sold", "sold"),
  ].filter((part) => part !== null);
  return `confirmed a held stock feed import${figures.length > 0 ? ` (${figures.join(", ")})` : ""}`;
}

/**
 * Each kind of entry as the rest of a sentence after its actor's name. A new kind in
 * AUDIT_ACTIONS without a row here is a type error (and its unit test fails).
 */
const SENTENCES = {
  "staff.invited": ({ after }) =>
    `invited ${text(after.email) ?? "someone"} as ${role(after.role)}`,
  "staff.invitation-accepted": ({ after }) =>
    `accepted the invitation to work as ${role(after.role)}`,
  "staff.invitation-resent": () => "sent an invitation again",
  "staff.invitation-revoked": ({ before }) =>
    `withdrew the invitation of ${text(before.email) ?? "someone"}`,
  "staff.grant-removed": ({ before, names }) =>
    `removed ${names.person ?? "a former user"}'s access as ${role(before.role)}`,
  "lead.status-changed": ({ before, after }) =>
    `moved a lead from ${status(before.status)} to ${status(after.status)}`,
  "lead.assigned": ({ after, names }) =>
    after.assignedStaffUserId === null || after.assignedStaffUserId === undefined
      ? "left a lead unassigned"
      : `assigned a lead to ${names.person ?? "a former user"}`,
  "lead.sold": leadSold,
  "site.opened": ({ after }) =>
    [`opened the new site ${quoted(after.name, "")}`.trimEnd(), text(after.dealerGroup)]
      .filter(Boolean)
      .join(" for "),
  "site.settings-changed": (parts) => `changed the site's settings${sections(parts)}`,
  "site.sending-domain-checked": ({ after }) =>
    after.isVerified === true
      ? `checked the DNS of ${text(after.domain) ?? "the mail domain"}: shoppers' mail now comes from it`
      : `checked the DNS of ${text(after.domain) ?? "the mail domain"}: records still missing, so shoppers' mail comes from the platform's address`,
  "site.location-changed": ({ names }) =>
    `changed the phone or opening hours of ${names.location ?? "a location"}`,
  "stock.car-created": (parts) => `added ${theCar(parts)}`,
  "stock.car-updated": (parts) => `changed ${theCar(parts)}`,
  "stock.car-published": (parts) => `published ${theCar(parts)}`,
  "stock.car-unpublished": (parts) => `took ${theCar(parts)} off the site as a draft`,
  "stock.car-sold": (parts) => `sold ${theCar(parts)} with a lead`,
  "stock.car-marked-sold": (parts) => `marked ${theCar(parts)} sold`,
  "stock.feed-confirmed": feedConfirmed,
  "stock.feed-discarded": () => "discarded a held stock feed import",
  "reservation.cancelled": ({ subject }) =>
    `cancelled reservation ${subject.split(":")[1] ?? ""} and refunded its deposit`,
  "reservation.held": ({ after, subject }) =>
    `held a car for ${quoted(after.buyer, "a buyer")} (reservation ${subject.split(":")[1] ?? ""})`,
  "reservation.hold-released": ({ subject }) =>
    `released the hold of reservation ${subject.split(":")[1] ?? ""}`,
  "reservation.handed-over": ({ subject }) =>
    `handed over the car of reservation ${subject.split(":")[1] ?? ""}`,
  "content.draft-saved": ({ after, subject }) =>
    `saved a draft of ${theContent(subject)} ${quoted(after.slug, "")}`.trimEnd(),
  "content.published": ({ after, subject }) =>
    `published ${theContent(subject)} ${quoted(after.slug, "")}`.trimEnd(),
  "content.unpublished": ({ subject }) => `took ${theContent(subject)} off the site as a draft`,
  "content.deleted": ({ after, subject }) =>
    `deleted ${theContent(subject)} ${quoted(after.slug, "")} (kept 30 days to restore)`.replace(
      "  (",
      " (",
    ),
  "content.undeleted": ({ after, subject }) =>
    `brought ${theContent(subject)} ${quoted(after.slug, "")} back from the deleted items`.replace(
      "  back",
      " back",
    ),
  "content.restored": ({ after, subject }) =>
    `restored an earlier version of ${theContent(subject)} ${quoted(after.slug, "")}`.trimEnd(),
  "media.uploaded": ({ after }) =>
    `uploaded ${quoted(after.fileName, "a file")} to the media library`,
  "media.changed": ({ after }) =>
    `changed a media file's alt text to ${quoted(after.altText, "nothing")}`,
  "media.deleted": ({ before }) =>
    `deleted ${quoted(before.fileName, "a file")} from the media library`,
  "search.page-saved": ({ before, after }) =>
    `${Object.keys(before).length === 0 ? "added" : "changed"} the search page ${quoted(after.title, "")}`.trimEnd(),
  "search.page-deleted": ({ before }) =>
    `deleted the search page ${quoted(before.title, "")}`.trimEnd(),
} satisfies Record<AuditAction, (parts: Parts) => string>;

/**
 * An audit entry as the console shows it: "Sam Sales marked the lead sold (ME10007, $35,790)",
 * "Alex Admin published the car 2021 Toyota HiLux SR5 (ME10012)". Never ids or stored JSON.
 */
export function auditSentence(entry: AuditSentenceEntry): string {
  const parts: Parts = {
    before: record(entry.before),
    after: record(entry.after),
    names: entry.names ?? {},
    subject: entry.subject,
  };
  return `${entry.actorName} ${SENTENCES[entry.action](parts)}.`;
}
