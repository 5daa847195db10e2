/**
 * The largest body a POST to a page may send (every path but /api's, which set their own): a
 * console or storefront form (a server action) and the car photos' route, one phone photo of up
 * to 20 MB with the form around it. next.config.ts gives it to Next twice: as the server
 * actions' limit and as the proxy's, which otherwise passes on only a body's first 10 MB (the
 * rest cut off: a 12 MB photo never arrived whole, the media page answered a 500). A larger
 * declared body is a 413 before Next (node-request-guard.ts).
 */
export const PAGE_BODY_LIMIT_MB = 21;
export const PAGE_BODY_LIMIT_BYTES = PAGE_BODY_LIMIT_MB * 1024 * 1024;
