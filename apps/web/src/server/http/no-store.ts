/**
 * The cache-control of every answer that must not be kept by a browser, a proxy or the CDN: API
 * and console answers, errors, anything per shopper or per staff member. Written once; spread it
 * into a headers object that says more (`{ ...NO_STORE, location }`).
 */
export const NO_STORE = { "cache-control": "no-store" } as const;
