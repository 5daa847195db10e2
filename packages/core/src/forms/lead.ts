import { z } from "zod";
import { CAR_TYPES } from "../domain/car.ts";
import { LEAD_STATUS } from "../domain/lead-status.ts";
import { slugify } from "../text/slugify.ts";
import { skipRecordSchema } from "../domain/skip-record.ts";
import { MAX_URL_LENGTH, MAX_VISITED_PAGES } from "./visit-history.ts";

/** §3: every lead from the site says where it came from. */
export const LEAD_SOURCE = "Website";

/**
 * Bot trap: a text input hidden from people (visually and from assistive technology). A lead
 * that arrives with it filled is turned away. Sent as `lead.company_website`.
 */
export const HONEYPOT_FIELD = "company_website";
/** The Cloudflare Turnstile token of a new lead, on sites whose settings configure Turnstile. */
export const BOT_CHECK_HEADER = "X-Turnstile-Response";
/** How long the form was shown before it was sent, in whole milliseconds. */
export const FILL_TIME_HEADER = "X-Form-Fill-Ms";

/** What the shopper is told when the bot defence turns a new lead away. */
export const TOO_FAST_MESSAGE =
  "This form was sent too soon after it was shown to have been filled in by a person. Please check your details and send it again.";
export const BOT_CHECK_MISSING_MESSAGE =
  "Please complete the 'verify you are human' check on the form, then send it again.";
export const BOT_CHECK_FAILED_MESSAGE =
  "The 'verify you are human' check did not pass. Please complete it again, then send the form.";
export const BOT_CHECK_UNAVAILABLE_MESSAGE =
  "The 'verify you are human' check could not be confirmed just now. Please try again in a minute.";

/** Header carrying a client-chosen key; a retried submit with the same key returns the same lead. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** §9 enquiry types. */
export const ENQUIRY_TYPES = [
  "General",
  "Service",
  "Parts",
  "New Vehicle",
  "Used Vehicle",
  "Fleet",
  "Finance",
  "Careers",
  "Sell My Car",
] as const;

export { isTestDriveOnly, TEST_DRIVE_ONLY_TAGS } from "../domain/car.ts";

// Bounds for what the browser may send; generous for people, tight for abuse.
export const LEAD_LIMITS = {
  text: 200,
  message: 5_000,
  url: MAX_URL_LENGTH,
  userAgent: 1_024,
  id: 64,
  fieldName: 100,
  otherFields: 100,
  skippedSteps: 50,
} as const;

const text = z.string().max(LEAD_LIMITS.text);
const url = z.string().max(LEAD_LIMITS.url);

/**
 * Where the shopper was when sending: the page, the pages visited before it and the first page's
 * query (campaign parameters). Every payload that ends as a lead carries these the same way.
 */
export const leadVisitFields = {
  url: url.optional(),
  visited_pages: z.array(url).max(MAX_VISITED_PAGES).optional(),
  linked_query_params: z.record(url, url).optional(),
};
const idSchema = z.union([z.string().min(1).max(LEAD_LIMITS.id), z.number().int().nonnegative()]);
const otherFieldValue = z.union([
  z.string().max(LEAD_LIMITS.message),
  z.number(),
  z.boolean(),
  z.array(z.string().max(LEAD_LIMITS.text)).max(LEAD_LIMITS.otherFields),
]);

/**
 * §3 lead as the browser sends it. Form rules (required fields, phone variant) depend on the
 * site and are checked by the form's own schema; this one bounds the shape of the request.
 */
export const leadSchema = z.object({
  name: text.optional(),
  first_name: text.optional(),
  middle_name: text.optional(),
  last_name: text.optional(),
  email: text.optional(),
  phone: z.string().max(32).optional(),
  postcode: z.string().max(10).optional(),
  category: text.min(1),
  /** The form the lead was sent from (`leadFormId`); the server checks the lead against it. */
  form_id: text.optional(),
  subcategory: text.optional(),
  message: z.string().max(LEAD_LIMITS.message).optional(),
  lead_id: idSchema.optional(),
  lead_status: z.literal(LEAD_STATUS.incomplete).optional(),
  form_completed: z.boolean().optional(),
  skipped_steps: z.array(skipRecordSchema).max(LEAD_LIMITS.skippedSteps).optional(),
  /** Spec §4: steps are indexed from 0; see `StepPayloadFields` for what the browser sends. */
  step_number: z.number().int().nonnegative().optional(),
  dealership_slug: text.optional(),
  manufacturer_slug: text.optional(),
  website_slug: text.optional(),
  ...leadVisitFields,
  source: z.literal(LEAD_SOURCE).optional(),
  user_agent: z.string().max(LEAD_LIMITS.userAgent).optional(),
  location_id: idSchema.optional(),
  has_files: z.boolean().optional(),
  car_id: idSchema.optional(),
  stock_number: text.optional(),
  car_type: z.enum(CAR_TYPES).optional(),
  make: text.optional(),
  model: text.optional(),
  year: z.union([text, z.number().int()]).optional(),
  vin: text.optional(),
  rego: text.optional(),
  vehicle_status: text.optional(),
  opt_in: z.enum(["Yes", "No"]).optional(),
  /** Every other answer of the form, keyed by field name. */
  fields: z
    .record(z.string().max(LEAD_LIMITS.fieldName), otherFieldValue)
    .refine((fields) => Object.keys(fields).length <= LEAD_LIMITS.otherFields, {
      message: `At most ${LEAD_LIMITS.otherFields} other fields`,
    })
    .optional(),
});

export const leadPayloadSchema = z.object({ lead: leadSchema });

export type Lead = z.infer<typeof leadSchema>;

const blank = (value: string | null | undefined) => (value ?? "").trim() === "";

/**
 * §3: the name to record. Forms that ask first and last name separately leave `name` empty,
 * and one old form sends "undefined undefined"; then first_name (with last_name) stands in.
 */
export function resolveLeadName(
  lead: Pick<Lead, "name" | "first_name" | "last_name">,
): string | undefined {
  const name = lead.name?.trim();
  if (name && name !== "undefined undefined") return name;
  if (blank(lead.first_name)) return undefined;
  return [lead.first_name, lead.last_name]
    .filter((part): part is string => !blank(part))
    .map((part) => part.trim())
    .join(" ");
}

/**
 * §2: the category of the /success page. With a car type: demo and used have their own,
 * anything else is a new vehicle. Without one, the form's own category.
 */
export function successCategorySlug(input: { car_type?: string | null; category: string }): string {
  const carType = input.car_type?.trim().toLowerCase();
  if (!carType) return slugify(input.category);
  if (carType === "demo") return "demo-vehicle-enquiry";
  if (carType === "used") return "used-vehicle-enquiry";
  return "new-vehicle-enquiry";
}

/** What the thank-you page calls a sent lead of a success category (the form's own words). */
const SUCCESS_LABELS: Readonly<Record<string, string>> = {
  general: "enquiry",
  enquiry: "enquiry",
  service: "service booking",
  finance: "finance enquiry",
  careers: "job application",
  "sell-my-car": "request to sell your car",
  // A trade-in is sent as a used-vehicle lead with no car type (the car is the shopper's).
  "used-vehicle": "trade-in valuation request",
  "request-photos": "photo request",
  "text-us": "message",
  reservation: "reservation",
};

const REQUEST_WORDS = /(enquiry|inquiry|request|application|booking|order|feedback)$/;

/**
 * The thank-you page's words for a success category: "We have received your {label}". A
 * category of no known form reads "{category} enquiry" unless it already names a request.
 */
export function successLabel(categorySlug: string): string {
  const known = SUCCESS_LABELS[categorySlug];
  if (known) return known;
  const words = categorySlug.replace(/-/g, " ").trim();
  if (!words) return "enquiry";
  return REQUEST_WORDS.test(words) ? words : `${words} enquiry`;
}

/** §2 "/success?category={slug}&{extra pairs}". */
export function successPath(categorySlug: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ category: categorySlug });
  for (const [key, value] of Object.entries(extra))
    if (key !== "category") query.append(key, value);
  return `/success?${query.toString()}`;
}

/**
 * Query parameter of the success page carrying the form's conversion event id (spec §4). In
 * core, not in the form's client module, so the server page reads the same name.
 */
export const SUCCESS_EVENT_PARAM = "event_id";

/** §9 form event ids; the catalogue (core `analytics/event-catalogue`) owns them. */
export { FORM_EVENT_IDS } from "../analytics/event-catalogue.ts";
