/**
 * The NUL character (U+0000). No text or jsonb column of PostgreSQL can store it, and no name,
 * slug or message needs it, so input carrying one is refused (a field error, a 400) or, where a
 * shopper's words must not be lost for it, stored without it. Every such place uses these.
 */
export const NUL = "\u0000";

/** Whether `text` holds a NUL character. */
export function hasNul(text: string): boolean {
  return text.includes(NUL);
}

/** `text` with every NUL character removed. */
export function withoutNul(text: string): string {
  return text.replaceAll(NUL, "");
}
