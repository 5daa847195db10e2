import { fieldTypeRule, type KeptCardAnswer } from "../validation/fields.ts";
import type { FormDefinition } from "./form-definition.ts";
import { formFields } from "./form-definition.ts";
import type { Lead } from "./lead.ts";

const lastFourDigits = (answer: unknown) => {
  const digits = String(answer ?? "").replace(/\D/g, "");
  return digits.slice(-4);
};

/** What each way of keeping a card answer leaves of it; undefined, nothing. */
const KEPT_CARD_ANSWERS = {
  lastFour: lastFourDigits,
  dropped: () => undefined,
} satisfies Record<KeptCardAnswer, (answer: unknown) => string | undefined>;

/**
 * A lead as it may be kept (decision 0018): each card answer is kept as its field type's row
 * says (FIELD_TYPE_RULES `kept`: a card number as its last four digits, a card expiry dropped),
 * so neither reaches the database, a delivery or a log. Other answers are left as they are.
 */
export function withoutCardDetails(lead: Lead, form: FormDefinition | null): Lead {
  if (!form || !lead.fields) return lead;
  const cardFields = formFields(form).flatMap((field) => {
    const kept = fieldTypeRule(field.type).kept;
    return kept === undefined ? [] : [{ name: field.name, kept }];
  });
  if (cardFields.length === 0) return lead;
  const fields = { ...lead.fields };
  for (const { name, kept } of cardFields) {
    if (!Object.hasOwn(fields, name)) continue;
    const answer = KEPT_CARD_ANSWERS[kept](fields[name]);
    if (answer === undefined) delete fields[name];
    else fields[name] = answer;
  }
  return { ...lead, fields };
}
