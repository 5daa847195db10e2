import { leadAnswers } from "@forecourt/core/leads/lead-answers";
import { formatPhone } from "@forecourt/core/locale/format-phone";
import type { LeadDeliveryContext } from "@forecourt/core/outbox/lead-delivery";
import { siteTime } from "@forecourt/core/time/site-time";

const line = (label: string, value: unknown) =>
  value === null || value === undefined || value === "" ? null : `${label}: ${String(value)}`;

/** The form's other answers as "key: value" lines, lists joined, blanks and `omit` left out. */
export function leadAnswerLines(
  fields: Readonly<Record<string, unknown>>,
  omit: readonly string[] = [],
): string[] {
  return Object.entries(fields)
    .filter(([key]) => !omit.includes(key))
    .map(([key, value]) => line(key, Array.isArray(value) ? value.join(", ") : value))
    .filter((entry): entry is string => entry !== null);
}

/**
 * The lead's kind as the mail names it: "New Finance lead", and a category that already starts
 * with "New" once ("New Vehicle lead", never "New New Vehicle lead").
 */
function newLeadKind(category: string): string {
  const trimmed = category.trim();
  return /^new\b/i.test(trimmed) ? `${trimmed} lead` : `New ${trimmed} lead`;
}

/** The car as a salesperson finds it on the yard: "2019 Toyota Hilux SR5, stock number ME10007". */
function carLine(car: LeadDeliveryContext["car"]): string | null {
  if (!car) return null;
  const name = [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
  return `${name}, stock number ${car.stockNumber}`;
}

/**
 * The dealer's email: a plain-text summary a salesperson can act on from a phone, every answer
 * under the label the console shows it with (never the form's field name) and the time in the
 * dealership's zone.
 */
export function leadEmail(context: LeadDeliveryContext): { subject: string; text: string } {
  const { lead } = context;
  const siteName = context.site.name;
  const dealershipName = context.dealership?.name;
  const phone = lead.phone ? formatPhone(lead.phone, context.site.locale) : null;
  const who = lead.name ?? lead.email ?? phone ?? "a visitor";
  const kind = newLeadKind(lead.category);
  const subject = `${kind} from ${who} (${siteName})`;
  const text = [
    `${siteName}: ${kind}${dealershipName ? ` for ${dealershipName}` : ""}.`,
    "",
    line("Name", lead.name),
    line("Email", lead.email),
    line("Phone", phone),
    line("Postcode", lead.postcode),
    line("Enquiry", lead.subcategory),
    line("Message", lead.message),
    line("Car", carLine(context.car)),
    ...leadAnswers(lead.fields, {
      dealershipSlug: lead.dealershipSlug,
      dealershipNames: new Map(),
    }).map((answer) => line(answer.label, answer.value)),
    "",
    line("Page", lead.url),
    line("Source", lead.source),
    line("Files", lead.hasFiles ? "attached to this email" : null),
    line("Lead id", lead.id),
    line("Received", siteTime(lead.createdAt, context.site.timeZone)),
  ]
    .filter((entry): entry is string => entry !== null)
    .join("\n");
  return { subject, text };
}
