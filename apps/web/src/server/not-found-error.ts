/**
 * The digest of the error Next's `notFound()` throws. Next does not export a test for it; this
 * string is the one its own `isHTTPAccessFallbackError` matches, and not-found-error.test.ts
 * holds it to what `notFound()` throws and to the rule in globals.css that shows the 404
 * message after React's error template (not-found-document.tsx).
 */
export const NOT_FOUND_DIGEST = "NEXT_HTTP_ERROR_FALLBACK;404";

/** Whether an error is the one `notFound()` throws. */
export function isNotFoundError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "digest" in error &&
    (error as { digest: unknown }).digest === NOT_FOUND_DIGEST
  );
}
