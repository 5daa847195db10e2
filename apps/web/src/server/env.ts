import "server-only";

/**
 * The validated environment (packages/env), for the server's code: the guard above keeps it, and
 * the secrets it reads, out of anything sent to a browser.
 */
export { env, type Env } from "@forecourt/env/env";
