/**
 * The largest body a console or storefront form (a server action) may send, in MB as
 * next.config.ts gives it to Next: the media library's 5 MB images and a phone photo up to 20 MB
 * with the form around it. A larger one is refused before Next reads it (node-request-guard.ts),
 * as Next itself answers it with an HTTP 500. Car photos go to a route handler with its own limit.
 */
export const SERVER_ACTION_BODY_LIMIT_MB = 21;
export const SERVER_ACTION_BODY_LIMIT_BYTES = SERVER_ACTION_BODY_LIMIT_MB * 1024 * 1024;
