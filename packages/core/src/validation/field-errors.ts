import type { z } from "zod";
import { NUL_CHARACTER_MESSAGE } from "./messages.ts";
import { plainIssueMessage } from "./plain-issue-message.ts";
import { hasNul } from "../text/nul-character.ts";

/** Field path ("filters.make", "price") to the first message about it. */
export type FieldErrors = Record<string, string>;

/** Where an issue is reported: its path joined with dots; an issue about the whole value is `body`. */
const dottedPath = (path: readonly PropertyKey[]) => path.map(String).join(".") || "body";

/**
 * The first issue per field of a failed zod parse. `fieldFor` turns an issue's path into the
 * field name a client knows it by.
 */
export function fieldErrors(
  error: z.ZodError,
  fieldFor: (path: readonly PropertyKey[]) => string = dottedPath,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[fieldFor(issue.path)] ??= issue.message;
  return errors;
}

export type ParseFieldsResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** At most this many NUL fields are named in one answer. */
export const MAX_NUL_FIELDS = 20;

type Walked = { value: unknown; key: PropertyKey | null; parent: Walked | null };

const pathOf = (node: Walked): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at: Walked | null = node; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * The paths of strings in `input` (object keys included) that hold a NUL character (U+0000),
 * which PostgreSQL's text and jsonb cannot store, whatever field it is in and whether or not
 * the schema reads that field. A loop over a stack with parent links, so a body nested
 * thousands deep neither overflows the call stack nor copies its path at every level.
 */
export function nulCharacterPaths(input: unknown, limit = MAX_NUL_FIELDS): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: Walked[] = [{ value: input, key: null, parent: null }];
  while (pending.length > 0 && found.length < limit) {
    const node = pending.pop()!;
    const { value } = node;
    if (typeof value === "string") {
      if (hasNul(value)) found.push(pathOf(node));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], key: index, parent: node });
      }
    } else if (isPlainObject(value)) {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        if (hasNul(key)) found.push(pathOf({ value: key, key, parent: node }));
        pending.push({ value: child, key, parent: node });
      }
    }
  }
  return found.slice(0, limit);
}

/**
 * A NUL_CHARACTER_MESSAGE for each field of `input` whose string holds a NUL character (see
 * {@link nulCharacterPaths}); none when it holds none. The one rule, applied by `parseFields`
 * and by the JSON body reader.
 */
export function nulFieldErrors(
  input: unknown,
  fieldFor: (path: readonly PropertyKey[]) => string = dottedPath,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const path of nulCharacterPaths(input)) errors[fieldFor(path)] ??= NUL_CHARACTER_MESSAGE;
  return errors;
}

/**
 * Client input checked against a schema, failures as field errors in our words
 * (`plainIssueMessage` for every check the schema gives no message of its own). A NUL
 * character anywhere in the input is refused here, for every endpoint, as an error on the
 * field that holds it (see {@link nulCharacterPaths}); the schema's own errors come with it.
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldFor: (path: readonly PropertyKey[]) => string = dottedPath,
): ParseFieldsResult<z.output<S>> {
  const nulErrors = nulFieldErrors(input, fieldFor);
  const result = schema.safeParse(input, { error: plainIssueMessage });
  if (result.success && Object.keys(nulErrors).length === 0) {
    return { ok: true, data: result.data };
  }
  const schemaErrors = result.success ? {} : fieldErrors(result.error, fieldFor);
  return { ok: false, errors: { ...schemaErrors, ...nulErrors } };
}
