/**
 * Why a write to a site's setup was refused, with the field the client sent it in and a
 * message in our words; the HTTP layer answers it with a 422 (or a 404 for `not-found`).
 */
export type SiteWriteRefusal = {
  ok: false;
  reason:
    | "not-found"
    | "slug-taken"
    | "domain-taken"
    | "unknown-dealership"
    | "unknown-location"
    | "dealership-has-cars"
    | "location-has-cars"
    | "invalid-settings";
  field: string;
  message: string;
};

export const refusal = (
  reason: SiteWriteRefusal["reason"],
  field: string,
  message: string,
): SiteWriteRefusal => ({ ok: false, reason, field, message });

export const SLUG_TAKEN_MESSAGE = "This web address is already taken; choose another.";
export const DOMAIN_TAKEN_MESSAGE = "This domain is already in use by another site.";

/** Thrown inside a transaction to roll it back; turned into its refusal outside. */
export class SiteWriteRefused extends Error {
  constructor(readonly refusal: SiteWriteRefusal) {
    super(refusal.message);
    this.name = "SiteWriteRefused";
  }
}

/** A PostgreSQL unique violation (a racing write took the slug or domain between check and insert). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** The row a write works on, or the write refused as not found (`id`) with this message. */
export function foundOrRefused<T>(row: T | undefined, message: string): T {
  if (!row) throw new SiteWriteRefused(refusal("not-found", "id", message));
  return row;
}

/** Runs `work` (a transaction) and answers a refusal it threw as its result. */
export async function refusedOr<T>(
  work: () => Promise<T>,
  onUniqueViolation?: SiteWriteRefusal,
): Promise<T | SiteWriteRefusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SiteWriteRefused) return error.refusal;
    if (onUniqueViolation && isUniqueViolation(error)) return onUniqueViolation;
    throw error;
  }
}

/** The entries of `values` that differ from the row's, compared as JSON (a PATCH's changes). */
export function changedValues<V extends object>(values: V, row: object): Partial<V> {
  const stored = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !sameJson(value, stored[key])),
  ) as Partial<V>;
}

/** Plain JSON values compared whatever their keys' order (jsonb keeps its own order). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
