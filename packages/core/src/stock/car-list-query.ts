import { z } from "zod";
import type { FieldErrors } from "../validation/field-errors.ts";
import { parseRowId } from "../domain/row-id.ts";

/**
 * The query of the car list (`GET /api/v1/websites/{id}/cars.json`): a stock system pages
 * through every car of a site in the order of their last change, `updated_since` a time, and
 * resumes with the `next_cursor` of the page before.
 */

export const CAR_LIST_DEFAULT_LIMIT = 50;
const CAR_LIST_MAX_LIMIT = 200;
const MAX_CURSOR_LENGTH = 200;

/** Where a page ends: the last car's change time, to the microsecond as stored, and its id. */
export type CarListCursor = { updatedAt: string; id: number };

export type CarListQuery = {
  cursor: CarListCursor | null;
  limit: number;
  updatedSince: Date | null;
};

const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${CAR_LIST_MAX_LIMIT}.`;
const CURSOR_MESSAGE = "cursor must be the next_cursor of a page before, as given.";
const SINCE_MESSAGE = "updated_since must be an ISO 8601 date and time with a time zone.";

export function encodeCarListCursor(cursor: CarListCursor): string {
  // The text is ASCII, so btoa (which every runtime has) encodes it as it is.
  return btoa(`${cursor.updatedAt}|${cursor.id}`)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function decodeCarListCursor(text: string): CarListCursor | null {
  if (text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let decoded: string;
  try {
    decoded = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const [updatedAt, id, ...rest] = decoded.split("|");
  if (rest.length > 0 || !updatedAt || !id || !TIME_PATTERN.test(updatedAt)) return null;
  const rowId = parseRowId(id);
  if (rowId === null || Number.isNaN(Date.parse(updatedAt))) return null;
  return { updatedAt, id: rowId };
}

const querySchema = z.strictObject(
  {
    cursor: z
      .string({ error: CURSOR_MESSAGE })
      .transform((text, ctx) => {
        const cursor = decodeCarListCursor(text);
        if (!cursor) ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
        return cursor ?? z.NEVER;
      })
      .optional(),
    limit: z
      .string({ error: LIMIT_MESSAGE })
      .regex(/^[0-9]{1,4}$/, { error: LIMIT_MESSAGE })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, { error: LIMIT_MESSAGE })
          .max(CAR_LIST_MAX_LIMIT, { error: LIMIT_MESSAGE }),
      )
      .optional(),
    updated_since: z.iso
      .datetime({ offset: true, error: SINCE_MESSAGE })
      .transform((text) => new Date(text))
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown parameter ${issue.keys.join(", ")}; the car list takes cursor, limit and updated_since.`
        : "The query must be cursor, limit and updated_since.",
  },
);

/** The list's query parameters, each checked; a parameter given twice is refused. */
export function parseCarListQuery(
  params: URLSearchParams,
): { ok: true; query: CarListQuery } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const values: Record<string, string> = {};
  for (const [name, value] of params) {
    if (name in values) errors[name] = `${name} is given twice.`;
    values[name] = value;
  }
  const parsed = querySchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) errors[key] ??= issue.message;
      } else errors[issue.path.map(String).join(".") || "query"] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: {
      cursor: parsed.data.cursor ?? null,
      limit: parsed.data.limit ?? CAR_LIST_DEFAULT_LIMIT,
      updatedSince: parsed.data.updated_since ?? null,
    },
  };
}
