import type { ThirdPartyOrigins } from "./third-party-origins.ts";

/**
 * The security headers of every response (see docs/decisions for what the policy allows and
 * why). Pure: the caller says what the page may use and how the request arrived.
 */
type PageSecurityOptions = {
  origins: ThirdPartyOrigins;
  /** Origins allowed to frame the page; empty means no one may. */
  frameAncestors: readonly string[];
  /** The request reached the platform over https (HSTS is sent only then). */
  isHttps: boolean;
  /** `next dev` evaluates code for fast refresh and talks to its socket; production never. */
  isDevelopment?: boolean;
  /**
   * The page may read a barcode with the camera (the console's VIN scan): the camera is allowed
   * to the page itself and WebAssembly may be compiled ('wasm-unsafe-eval', not 'unsafe-eval').
   * Storefront pages never.
   */
  mayScanBarcodes?: boolean;
};

/** A year; no includeSubDomains, since a dealer's custom domain has subdomains we do not serve. */
export const HSTS_VALUE = "max-age=31536000";
const REFERRER_POLICY = "strict-origin-when-cross-origin";
/** Powerful features no storefront page uses are off; payment stays with the page and its provider. */
const PERMISSIONS_POLICY = (paymentFrames: readonly string[], mayScanBarcodes: boolean) =>
  [
    mayScanBarcodes ? "camera=(self)" : "camera=()",
    "microphone=()",
    "usb=()",
    "geolocation=(self)",
    `payment=(${["self", ...paymentFrames.map((origin) => `"${origin}"`)].join(" ")})`,
  ].join(", ");

const directive = (name: string, sources: readonly string[]) => `${name} ${sources.join(" ")}`;

/**
 * The page's content security policy. Pages are rendered once and served from the cache to
 * everyone, so a per-request nonce cannot be used: inline scripts (Next's streamed payload)
 * are allowed by 'unsafe-inline', and everything else is held to the site's own origin plus
 * the hosts its settings switch on. Never 'unsafe-eval' outside `next dev`.
 */
export function contentSecurityPolicy(options: PageSecurityOptions): string {
  const { origins, frameAncestors, isDevelopment = false, mayScanBarcodes = false } = options;
  return [
    directive("default-src", ["'self'"]),
    directive("script-src", [
      "'self'",
      "'unsafe-inline'",
      ...(isDevelopment ? ["'unsafe-eval'"] : []),
      ...(mayScanBarcodes ? ["'wasm-unsafe-eval'"] : []),
      ...origins.script,
    ]),
    directive("style-src", ["'self'", "'unsafe-inline'"]),
    directive("img-src", ["'self'", "data:", "blob:", ...origins.img]),
    directive("font-src", ["'self'", "data:"]),
    directive("connect-src", ["'self'", ...(isDevelopment ? ["ws:"] : []), ...origins.connect]),
    directive("frame-src", ["'self'", ...origins.frame]),
    directive("media-src", ["'self'"]),
    directive("worker-src", ["'self'", "blob:"]),
    directive("manifest-src", ["'self'"]),
    directive("object-src", ["'none'"]),
    directive("base-uri", ["'self'"]),
    directive("form-action", ["'self'"]),
    directive("frame-ancestors", frameAncestors.length > 0 ? frameAncestors : ["'none'"]),
  ].join("; ");
}

/** Headers for a storefront page (HTML, sitemap, robots) of a site, or of no site. */
export function pageSecurityHeaders(options: PageSecurityOptions): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(options),
    // Older browsers ignore frame-ancestors; X-Frame-Options cannot list origins, so it is
    // only sent when no one may frame the page.
    ...(options.frameAncestors.length === 0 ? { "x-frame-options": "DENY" } : {}),
    ...commonSecurityHeaders(options.isHttps),
    "permissions-policy": PERMISSIONS_POLICY(
      options.origins.payment,
      options.mayScanBarcodes ?? false,
    ),
  };
}

/**
 * Headers for what is not a page: API answers, media, Next's static files. Nothing in them
 * runs as a document, so the policy forbids everything.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** The same for powerful features: none is used by a JSON answer, an image or a script file. */
export const RESOURCE_PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "usb=()",
  "geolocation=()",
  "payment=()",
].join(", ");

export function resourceSecurityHeaders(isHttps: boolean): Record<string, string> {
  return {
    "content-security-policy": API_CONTENT_SECURITY_POLICY,
    "x-frame-options": "DENY",
    ...commonSecurityHeaders(isHttps),
    "permissions-policy": RESOURCE_PERMISSIONS_POLICY,
  };
}

function commonSecurityHeaders(isHttps: boolean): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": REFERRER_POLICY,
    ...(isHttps ? { "strict-transport-security": HSTS_VALUE } : {}),
  };
}
