import type { StoredLead } from "@forecourt/core/domain/lead";

export type LeadContext = {
  lead: StoredLead;
  siteName: string;
  dealershipName: string | null;
};

const line = (label: string, value: unknown) =>
  value === null || value === undefined || value === "" ? null : `${label}: ${String(value)}`;

/** The dealer's email: a plain-text summary a salesperson can act on from a phone. */
export function leadEmail(context: LeadContext): { subject: string; text: string } {
  const { lead } = context;
  const who = lead.name ?? lead.email ?? lead.phone ?? "a visitor";
  const subject = `New ${lead.category} lead from ${who} (${context.siteName})`;
  const answers = Object.entries(lead.fields).map(([key, value]) =>
    line(key, Array.isArray(value) ? value.join(", ") : value),
  );
  const text = [
    `${context.siteName}: new ${lead.category} lead${context.dealershipName ? ` for ${context.dealershipName}` : ""}.`,
    "",
    line("Name", lead.name),
    line("Email", lead.email),
    line("Phone", lead.phone),
    line("Postcode", lead.postcode),
    line("Enquiry", lead.subcategory),
    line("Message", lead.message),
    ...answers,
    "",
    line("Page", lead.url),
    line("Source", lead.source),
    line("Files", lead.hasFiles ? "attached to this email" : null),
    line("Lead id", lead.id),
    line("Received", lead.createdAt.toISOString()),
  ]
    .filter((entry): entry is string => entry !== null)
    .join("\n");
  return { subject, text };
}
