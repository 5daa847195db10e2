import type { FormDefinition } from "./form-definition.ts";
import { formFields } from "./form-definition.ts";
import type { Lead } from "./lead.ts";

/**
 * A lead as it may be kept (decision 0018): a card number answer becomes its last four digits
 * and a card expiry answer is dropped, so neither reaches the database, a delivery or a log.
 * Answers of fields that are not card fields are left as they are.
 */
export function withoutCardDetails(lead: Lead, form: FormDefinition | null): Lead {
  if (!form || !lead.fields) return lead;
  const cardFields = formFields(form).filter(
    (field) => field.type === "cardNumber" || field.type === "CCExpiration",
  );
  if (cardFields.length === 0) return lead;
  const fields = { ...lead.fields };
  for (const field of cardFields) {
    if (!Object.hasOwn(fields, field.name)) continue;
    if (field.type === "CCExpiration") {
      delete fields[field.name];
      continue;
    }
    const digits = String(fields[field.name] ?? "").replace(/\D/g, "");
    fields[field.name] = digits.slice(-4);
  }
  return { ...lead, fields };
}
