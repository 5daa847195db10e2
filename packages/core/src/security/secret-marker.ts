/**
 * How an API answer shows a secret it holds: never the value, only that one is set and, for a
 * long one, its last four characters to tell keys apart. `null` when none is set. Secrets are
 * write-only: a client may send a new value, but no answer gives one back.
 */
export type SecretMarker = { set: true; last4: string | null } | null;

/** Shorter secrets show no characters at all: four of eight would give half of it away. */
const SECRET_LAST4_MIN_LENGTH = 16;

export function secretMarker(value: string | null | undefined): SecretMarker {
  if (typeof value !== "string" || value.trim() === "") return null;
  return { set: true, last4: value.length >= SECRET_LAST4_MIN_LENGTH ? value.slice(-4) : null };
}

/** Is `value` a marker as `secretMarker` writes it (a client sending back what it read)? */
export function isSecretMarker(value: unknown): value is NonNullable<SecretMarker> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { set?: unknown }).set === true &&
    Object.keys(value).every((key) => key === "set" || key === "last4")
  );
}
