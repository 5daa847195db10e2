import type { ContentKind } from "../content/content-input.ts";
import { wallTime, zonedTimeToInstant } from "../time/zoned-time.ts";

/**
 * The content studio's editor form: text fields as typed, turned into the platform API's JSON
 * body (so the console's write is checked by the API's schema) and back. Dates are typed as the
 * site's wall-clock time (`datetime-local`, seconds optional) and stored as instants. Pure.
 */

/** What the editor's three buttons ask: keep a draft, publish it at a time, or publish now. */
export const STUDIO_INTENTS = ["draft", "schedule", "publish"] as const;
type StudioIntent = (typeof STUDIO_INTENTS)[number];

export const isStudioIntent = (text: unknown): text is StudioIntent =>
  (STUDIO_INTENTS as readonly unknown[]).includes(text);

/** What the editor says once an item is stored as asked (`publishAt`: the wall time typed). */
export function studioDoneMessage(
  intent: StudioIntent,
  publishAt: string,
  timeZone: string,
): string {
  switch (intent) {
    case "draft":
      return "Draft saved. The site shows it once you publish.";
    case "publish":
      return "Published: the site shows it on its next page load.";
    case "schedule":
      return `Scheduled: it is published at ${publishAt.replace("T", " ")} (${timeZone}).`;
  }
}

/** The form's fields of each kind besides `slug`, `intent`, `publish_at` and the ids. */
const STUDIO_FIELDS = {
  offer: [
    "title",
    "summary",
    "body_html",
    "image_url",
    "offer_price",
    "finance_terms",
    "model_slugs",
    "starts_at",
    "ends_at",
  ],
  "blog-post": [
    "title",
    "excerpt",
    "body_html",
    "image_url",
    "published_at",
    "seo_title",
    "seo_description",
    "social_image_url",
  ],
  page: ["title", "description", "body_html", "seo_title", "social_image_url"],
} as const satisfies Record<ContentKind, readonly string[]>;

const DATE_FIELDS = new Set(["starts_at", "ends_at", "published_at", "publish_at"]);
const NULLABLE_TEXT = new Set(["image_url", "seo_title", "seo_description", "social_image_url"]);

const WALL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `datetime-local` value in `timeZone` as an ISO instant; "" is null; anything else stays. */
export function instantOfWallText(text: string, timeZone: string): string | null {
  const value = text.trim();
  if (value === "") return null;
  const match = WALL_PATTERN.exec(value);
  if (!match) return value;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as number[];
  const second = match[6] === undefined ? 0 : Number(match[6]);
  const instant = zonedTimeToInstant(
    { year: year!, month: month!, day: day!, hour: hour!, minute: minute! },
    timeZone,
  );
  // A time a daylight-saving jump skips is not a time: the API's check refuses the text.
  if (instant === null) return value;
  return new Date(instant + second * 1000).toISOString();
}

/** An instant as a `datetime-local` value in `timeZone` (seconds when not zero). */
export function wallTextOf(iso: unknown, timeZone: string): string {
  if (typeof iso !== "string" || iso === "") return "";
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return "";
  const wall = wallTime(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  const seconds = new Date(instant).getUTCSeconds();
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}${seconds ? `:${pad(seconds)}` : ""}`;
}

/** The API's body of a kind from the form's values. */
export function studioBodyOf(
  kind: ContentKind,
  values: Record<string, string>,
  timeZone: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of STUDIO_FIELDS[kind]) {
    const text = values[field] ?? "";
    if (DATE_FIELDS.has(field)) body[field] = instantOfWallText(text, timeZone);
    else if (NULLABLE_TEXT.has(field)) body[field] = text.trim() === "" ? null : text.trim();
    else if (field === "offer_price") body[field] = offerPriceOf(text);
    else if (field === "model_slugs") {
      body[field] = text
        .split(",")
        .map((slug) => slug.trim())
        .filter(Boolean);
    } else body[field] = text;
  }
  return body;
}

/** A whole number of dollars as typed ("24,990" too); other text is passed on to be refused. */
function offerPriceOf(text: string): number | string | null {
  const value = text.trim().replace(/[$,\s]/g, "");
  if (value === "") return null;
  return /^\d+$/.test(value) ? Number(value) : text;
}

/** The form's values of an API body (a draft, a version or the stored item). */
export function studioValuesOf(
  kind: ContentKind,
  body: Record<string, unknown>,
  timeZone: string,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of STUDIO_FIELDS[kind]) {
    const value = body[field];
    if (DATE_FIELDS.has(field)) values[field] = wallTextOf(value, timeZone);
    else if (Array.isArray(value)) values[field] = value.join(", ");
    else values[field] = value === null || value === undefined ? "" : String(value);
  }
  return values;
}
