// The one module that reads the process's environment. Plain ESM with no imports, so it loads
// wherever the product's code runs: the proxy (edge-safe), the cache handlers Next loads by path
// (apps/web/cache), the start script before `npm ci` has run, the worker, the server and the
// database commands (seed, site). env.ts beside it validates the whole environment from
// `processEnv()` (a bad value stops start-up there, naming the variable) and takes its defaults
// for the variables below from ENV_DEFAULTS, so each default is written once. The reads here are
// of the raw values: code that runs before env.ts has checked them (the proxy, the cache
// handler, the start script) gets the same default env.ts would.

/** Defaults of the variables read outside server/env.ts's validated `env()`. */
export const ENV_DEFAULTS = Object.freeze({
  PLATFORM_DOMAIN: "localhost",
  DATA_DIR: ".data",
  REDIS_KEY_PREFIX: "forecourt:",
  PAGE_CACHE_DISK_MB: 1024,
  STOP_DRAIN_MS: 5_000,
});

/**
 * Where the web app keeps its page and data caches on its own disk (without REDIS_URL), relative
 * to apps/web. They outlive the embedded database: whatever replaces or writes that database while
 * the server is stopped (the start script, `npm run site`) clears them, or the server would show
 * what it cached before, for up to a year.
 */
export const EMBEDDED_CACHE_FOLDERS = Object.freeze([
  ".next/cache/fetch-cache",
  ".next/server/route-cache",
]);

/** The process's variables, for server/env.ts to validate. */
export function processEnv() {
  return process.env;
}

/** How log lines are written, as set (LOG_FORMAT: auto, json or pretty; env.ts validates it). */
export function logFormat() {
  return process.env.LOG_FORMAT ?? "auto";
}

/** The platform's own domain; a site's subdomains sit under it (PLATFORM_DOMAIN). */
export function platformDomain() {
  return process.env.PLATFORM_DOMAIN ?? ENV_DEFAULTS.PLATFORM_DOMAIN;
}

/** Where the embedded database and its files are kept, as set or the default (DATA_DIR). */
export function dataDir() {
  return process.env.DATA_DIR ?? ENV_DEFAULTS.DATA_DIR;
}

/** The PostgreSQL server's address (DATABASE_URL; unset or empty: the embedded database). */
export function databaseUrl() {
  return process.env.DATABASE_URL || undefined;
}

/** The front cache in front of the servers, as set (CACHE_PURGE; unset: none). */
export function frontCachePurge() {
  return process.env.CACHE_PURGE;
}

/** The Redis that holds the shared page cache (REDIS_URL; unset: each server's own disk). */
export function redisUrl() {
  return process.env.REDIS_URL;
}

/** What every Redis key of this deployment starts with (REDIS_KEY_PREFIX; empty: the default). */
export function redisKeyPrefix() {
  return process.env.REDIS_KEY_PREFIX || ENV_DEFAULTS.REDIS_KEY_PREFIX;
}

/**
 * Megabytes the embedded page cache's files may take on disk (PAGE_CACHE_DISK_MB; unset or not a
 * positive number: the default, and env.ts stops start-up on the latter).
 */
export function pageCacheDiskMb() {
  const megabytes = Number(process.env.PAGE_CACHE_DISK_MB);
  return megabytes > 0 ? megabytes : ENV_DEFAULTS.PAGE_CACHE_DISK_MB;
}

/**
 * How long a web server drains on SIGTERM before it closes its listener (STOP_DRAIN_MS; unset or
 * not a number from 0 on: the default, and env.ts stops start-up on the latter).
 */
export function stopDrainMs() {
  const raw = process.env.STOP_DRAIN_MS;
  const ms = raw === undefined || raw === "" ? Number.NaN : Number(raw);
  return Number.isInteger(ms) && ms >= 0 ? ms : ENV_DEFAULTS.STOP_DRAIN_MS;
}

/** Whether this is a production build or server (NODE_ENV, which Next sets). */
export function isProduction() {
  return process.env.NODE_ENV === "production";
}

/** Whether this is `next dev` (NODE_ENV, which Next sets). */
export function isDevelopment() {
  return process.env.NODE_ENV === "development";
}

/** Whether this process is `next build` (NEXT_PHASE, which Next sets while it prerenders). */
export function isNextBuild() {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** The port the server listens on, as set (PORT). */
export function serverPort() {
  return process.env.PORT;
}

/** Set by a wrapper script on the process it starts: the wrapper's pid (scripts/supervise-child.mjs). */
export const WRAPPER_PID_VARIABLE = "FORECOURT_PARENT_PID";

/** The pid of the wrapper that started this process, as set (FORECOURT_PARENT_PID). */
export function wrapperPid() {
  return process.env[WRAPPER_PID_VARIABLE];
}
