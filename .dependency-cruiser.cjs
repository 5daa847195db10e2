/* global module */

/**
 * The server floor (apps/web/src/server): three entry kits map input to a service call, the
 * platform API (`api/`, HTTP), the console (`console/`) and the worker (`worker/`); everything
 * else there is a service or a ground-floor helper, and never imports an entry kit.
 */
const ENTRY_KITS = "^apps/web/src/server/(api|console|worker)/";

/**
 * Services that import an entry kit today, each one an arrow running back up: waking the worker
 * (`worker/embedded.ts`) and signing a webhook (`worker/webhook.ts`) still live in the worker's
 * folder. Allowed only until those move to ground-floor modules; the list only shrinks.
 */
const SERVICES_STILL_IMPORTING_AN_ENTRY_KIT = [
  "^apps/web/src/server/leads/submit-lead\\.ts$",
  "^apps/web/src/server/payments/car-reserved\\.ts$",
  "^apps/web/src/server/payments/providers/test/test-provider\\.ts$",
  "^apps/web/src/server/rego/lookup-routes\\.ts$",
];

/**
 * Routes that still read the database's repositories themselves rather than through
 * src/server: the garage's sign-in and watchlist routes and its unsubscribe link. Allowed only
 * until they read through a server module; the list only shrinks.
 */
const ROUTES_STILL_READING_THE_DATABASE = [
  "^apps/web/src/app/api/auth/",
  "^apps/web/src/app/api/garage/unsubscribe/route\\.ts$",
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module must not import itself through a chain of other modules.",
      from: {},
      to: { circular: true },
    },
    {
      name: "core-is-pure",
      severity: "error",
      comment:
        "packages/core is the bottom of the tree: it never imports the environment, the database or the app.",
      from: { path: "^packages/core/" },
      to: { path: "^(packages/env|packages/db|apps/web)/" },
    },
    {
      name: "env-is-below-db",
      severity: "error",
      comment:
        "packages/env reads and checks the environment for the server and the database commands: it never imports them.",
      from: { path: "^packages/env/" },
      to: { path: "^(packages/db|apps/web)/" },
    },
    {
      name: "core-domain-is-bottom",
      severity: "error",
      comment: "core/domain holds the shared types and constants: it imports nothing else in core.",
      from: { path: "^packages/core/src/domain/", pathNot: "\\.test\\.ts$" },
      to: { path: "^packages/core/src/", pathNot: "^packages/core/src/domain/" },
    },
    {
      name: "core-site-is-top",
      severity: "error",
      comment:
        "core/site puts the features' settings slices together: features type their settings by their slices and never import it (tests may).",
      from: {
        path: "^packages/core/src/",
        pathNot: ["^packages/core/src/(site|console|sitemap|testing)/", "\\.test\\.ts$"],
      },
      to: { path: "^packages/core/src/site/" },
    },
    {
      name: "services-below-entry-kits",
      severity: "error",
      comment:
        "A service in src/server never imports an entry kit (server/api, server/console, server/worker): the kits call services, not the other way round (tests may).",
      from: {
        path: "^apps/web/src/server/",
        pathNot: [ENTRY_KITS, "\\.test\\.tsx?$", ...SERVICES_STILL_IMPORTING_AN_ENTRY_KIT],
      },
      to: { path: ENTRY_KITS },
    },
    {
      name: "app-reads-through-server",
      severity: "error",
      comment:
        "src/app (pages and route files) never imports @forecourt/db: pages read through src/server (the console's through server/console/queries) (tests may).",
      from: {
        path: "^apps/web/src/app/",
        pathNot: ["\\.test\\.tsx?$", ...ROUTES_STILL_READING_THE_DATABASE],
      },
      to: { path: "^packages/db/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: ".dependency-cruiser.tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
