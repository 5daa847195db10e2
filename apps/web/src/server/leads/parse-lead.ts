import type { z } from "zod";
import {
  HONEYPOT_FIELD,
  leadPayloadSchema,
  leadSchema,
  resolveLeadName,
  type Lead,
} from "@forecourt/core/forms/lead";
import { LEAD_STATUS } from "@forecourt/core/domain/lead-status";
import { MAX_VISITED_PAGES } from "@forecourt/core/forms/visit-history";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import { emailRule, isFilled, nameRule, postcodeRule } from "@forecourt/core/validation/fields";
import { REQUIRED_MESSAGE, TOO_MANY_CHARACTERS_MESSAGE } from "@forecourt/core/validation/messages";
import { validatePhone, type PhoneVariant } from "@forecourt/core/validation/phone";

export const MAX_STEP_NUMBER = 1_000;
export const STEP_NUMBER_MESSAGE = `The step number must be from 1 to ${MAX_STEP_NUMBER}.`;

/** Plain text and bounds for what the server could not use; field errors carry spec §5 texts. */
export type ParseLeadResult =
  | { ok: true; lead: Lead; isComplete: boolean }
  | { ok: false; kind: "honeypot" }
  | { ok: false; kind: "invalid"; errors: FieldErrors };

export type ParseLeadOptions = { phoneVariant: PhoneVariant };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * PostgreSQL text and jsonb cannot hold U+0000; no person types it, so it is dropped. Deeper
 * than any lead shape allows, values are left for the schema to refuse (and the walk stays
 * shallow whatever the body's nesting).
 */
function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replaceAll("\u0000", "");
  if (depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => withoutNul(item, depth + 1));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key.replaceAll("\u0000", ""),
        withoutNul(item, depth + 1),
      ]),
    );
  }
  return value;
}

const LEAD_KEYS = new Set(Object.keys(leadSchema.shape));

/**
 * Forms send every answer next to the §3 keys (the form engine spreads its values into the
 * lead). Answers without a §3 key of their own are kept in `fields`, where the schema bounds
 * them, rather than dropped by object parsing. A JSON null is an unanswered field.
 */
function withOtherAnswersInFields(lead: Record<string, unknown>): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const others: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(lead)) {
    if (key === HONEYPOT_FIELD || value === null) continue;
    if (LEAD_KEYS.has(key)) raw[key] = value;
    else others[key] = value;
  }
  if (Object.keys(others).length > 0) {
    raw.fields = isRecord(raw.fields) ? { ...others, ...raw.fields } : (raw.fields ?? others);
  }
  return raw;
}

/** The honeypot is not part of the lead schema (parsing would drop it): look at the raw body. */
export function isHoneypotFilled(body: unknown): boolean {
  if (!isRecord(body) || !isRecord(body.lead)) return false;
  return isFilled(body.lead[HONEYPOT_FIELD]);
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "too_big") return TOO_MANY_CHARACTERS_MESSAGE;
  if (issue.code === "invalid_type" && issue.input === undefined) return REQUIRED_MESSAGE;
  return issue.message;
}

/** The form field an issue belongs to: `lead.email` -> "email", `lead.fields.colour` -> "colour". */
function issueField(path: PropertyKey[]): string {
  const [, field, nested] = path;
  if (field === "fields" && typeof nested === "string") return nested;
  return typeof field === "string" ? field : "lead";
}

/**
 * Server-side check of a lead with the same core rules the browser runs: the shape and bounds
 * of spec §3, then the §5 field rules for what was filled. A complete lead must also say who
 * it is from (a name) and how to reach them (email or phone); a partial one may still be empty.
 */
export function parseLead(body: unknown, options: ParseLeadOptions): ParseLeadResult {
  if (isHoneypotFilled(body)) return { ok: false, kind: "honeypot" };
  if (!isRecord(body) || !isRecord(body.lead)) {
    return { ok: false, kind: "invalid", errors: { lead: REQUIRED_MESSAGE } };
  }
  const raw = withOtherAnswersInFields(withoutNul(body.lead) as Record<string, unknown>);
  // §9 keeps the latest 50 pages; an older browser that sends more loses the oldest, not the lead.
  if (Array.isArray(raw.visited_pages) && raw.visited_pages.length > MAX_VISITED_PAGES) {
    raw.visited_pages = raw.visited_pages.slice(-MAX_VISITED_PAGES);
  }
  const parsed = leadPayloadSchema.safeParse({ lead: raw });
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issueField(issue.path);
      errors[field] ??= issueMessage(issue);
    }
    return { ok: false, kind: "invalid", errors };
  }
  const lead = { ...parsed.data.lead };
  const isComplete = lead.form_completed !== false && lead.lead_status !== LEAD_STATUS.incomplete;
  const errors: FieldErrors = {};

  const check = (field: "email" | "postcode", rule: (value: string) => string | null) => {
    const value = lead[field]?.trim();
    if (!value) return;
    const message = rule(value);
    if (message) errors[field] = message;
    else lead[field] = value;
  };
  check("email", emailRule);
  check("postcode", postcodeRule);
  for (const field of ["first_name", "middle_name", "last_name"] as const) {
    const value = lead[field]?.trim();
    if (!value) continue;
    const message = nameRule(value);
    if (message) errors[field] = message;
    else lead[field] = value;
  }
  const phone = lead.phone?.trim();
  if (phone) {
    const result = validatePhone(phone, options.phoneVariant);
    if (result.ok) lead.phone = result.normalised;
    else errors.phone = result.message;
  }

  // The column is a 32-bit integer; no form has anywhere near this many steps.
  if (lead.step_number !== undefined && lead.step_number > MAX_STEP_NUMBER) {
    errors.step_number = STEP_NUMBER_MESSAGE;
  }

  if (isComplete) {
    if (!resolveLeadName(lead))
      errors[lead.first_name === undefined ? "name" : "first_name"] ??= REQUIRED_MESSAGE;
    if (!isFilled(lead.email) && !isFilled(lead.phone)) {
      errors.email ??= REQUIRED_MESSAGE;
      errors.phone ??= REQUIRED_MESSAGE;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, kind: "invalid", errors };
  return { ok: true, lead, isComplete };
}
