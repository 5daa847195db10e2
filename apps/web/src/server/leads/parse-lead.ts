import type { FormDefinition } from "@forecourt/core/forms/form-definition";
import { formSiteForCar, type FormSite } from "@forecourt/core/forms/form-site";
import {
  HONEYPOT_FIELD,
  leadPayloadSchema,
  leadSchema,
  type Lead,
} from "@forecourt/core/forms/lead";
import { validateLead } from "@forecourt/core/forms/validate-lead";
import { MAX_VISITED_PAGES } from "@forecourt/core/forms/visit-history";
import { parseFields, type FieldErrors } from "@forecourt/core/validation/field-errors";
import { isFilled } from "@forecourt/core/validation/fields";
import { REQUIRED_MESSAGE } from "@forecourt/core/validation/messages";
import { withoutNul } from "@forecourt/core/text/nul-character";

/** A body the lead API can store, or why not: a bot, or field errors in our words. */
type ParseLeadResult =
  | { ok: true; lead: Lead; isComplete: boolean; form: FormDefinition | null }
  | { ok: false; kind: "honeypot" }
  | { ok: false; kind: "invalid"; errors: FieldErrors };

type ParseLeadOptions = {
  /** Names of the file fields a multipart lead carried; they answer the form's file fields. */
  fileFields?: readonly string[];
};

export const NOT_A_LEAD_MESSAGE = "The lead must be an object of named values.";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * PostgreSQL text and jsonb cannot hold U+0000; no person types it, so it is dropped. Deeper
 * than any lead shape allows, values are left for the schema to refuse (and the walk stays
 * shallow whatever the body's nesting).
 */
function withoutNulDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return withoutNul(value);
  if (depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => withoutNulDeep(item, depth + 1));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        withoutNul(key),
        withoutNulDeep(item, depth + 1),
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

/** The form field an issue belongs to: `lead.email` -> "email", `lead.fields.colour` -> "colour". */
function issueField(path: readonly PropertyKey[]): string {
  const [, field, nested] = path;
  if (field === "fields" && typeof nested === "string") return nested;
  return typeof field === "string" ? field : "lead";
}

/**
 * A lead body as the server takes it: the honeypot first, then the shape and bounds of
 * spec §3 (`leadPayloadSchema`, with messages in our words), then the core `validateLead`:
 * the same form rules the browser ran, on the form the lead names or its category's.
 */
export function parseLead(
  body: unknown,
  site: FormSite,
  options: ParseLeadOptions = {},
): ParseLeadResult {
  if (isHoneypotFilled(body)) return { ok: false, kind: "honeypot" };
  if (!isRecord(body) || !isRecord(body.lead)) {
    const given = isRecord(body) ? body.lead : undefined;
    // Missing is the spec's required message; something else where the lead goes is not.
    const message = given === undefined ? REQUIRED_MESSAGE : NOT_A_LEAD_MESSAGE;
    return { ok: false, kind: "invalid", errors: { lead: message } };
  }
  const raw = withOtherAnswersInFields(withoutNulDeep(body.lead) as Record<string, unknown>);
  // §9 keeps the latest 50 pages; an older browser that sends more loses the oldest, not the lead.
  if (Array.isArray(raw.visited_pages) && raw.visited_pages.length > MAX_VISITED_PAGES) {
    raw.visited_pages = raw.visited_pages.slice(-MAX_VISITED_PAGES);
  }
  const parsed = parseFields(leadPayloadSchema, { lead: raw }, issueField);
  if (!parsed.ok) return { ok: false, kind: "invalid", errors: parsed.errors };
  const { lead } = parsed.data;
  // A car's form asks no location the car decides; its lead carries the car's (formSiteForCar).
  const formSite = lead.car_id === undefined ? site : formSiteForCar(site, lead);
  const result = validateLead(lead, formSite, options);
  if (!result.ok) return { ok: false, kind: "invalid", errors: result.errors };
  return { ok: true, lead: result.lead, isComplete: result.isComplete, form: result.form };
}
