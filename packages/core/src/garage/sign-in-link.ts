/** Spec §2: a sign-in route with a type and a redirect; type=finance shows as a finance link. */
const SIGN_IN_PATH = "/sign-in";
const SIGN_IN_TYPES = ["garage", "finance"] as const;
type SignInType = (typeof SIGN_IN_TYPES)[number];

type SignInRequest = { type: SignInType; redirect: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A place on this site to go after signing in. Anything else (another host, a protocol-relative
 * or backslash path, a scheme) would make the sign-in page an open redirect, so it is ignored.
 */
export function safeRedirect(raw: string | undefined, fallback: string): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || /[\\\s]/.test(raw)) return fallback;
  return raw;
}

/** The sign-in page's query, read leniently: an unknown type is the garage's sign-in. */
export function readSignInRequest(
  query: Record<string, string | string[] | undefined>,
  fallbacks: Record<SignInType, string>,
): SignInRequest {
  const raw = first(query.type);
  const type = SIGN_IN_TYPES.find((t) => t === raw) ?? "garage";
  return { type, redirect: safeRedirect(first(query.redirect), fallbacks[type]) };
}

export function signInHref(type: SignInType, redirect: string): string {
  const query = new URLSearchParams({ type, redirect });
  return `${SIGN_IN_PATH}?${query.toString()}`;
}
