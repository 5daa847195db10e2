/* global module */

/**
 * The server floor (apps/web/src/server): four entry kits map input to a service call, the
 * platform API (`api/`, HTTP), the console (`console/`), the worker (`worker/`) and the
 * operator's listeners (`ops/`: metrics and the worker's health); everything else there is a
 * service or a ground-floor helper, and never imports an entry kit.
 */
const ENTRY_KITS = "^apps/web/src/server/(api|console|worker|ops)/";

/**
 * The ground floor of the server: what every kit and service stands on (the HTTP edge, the
 * caches, security headers, observability, the outbox's wake-up, the database and the
 * environment, and the few helpers beside them). It imports no service and no kit.
 */
const GROUND_FLOOR =
  "^apps/web/src/server/((http|cache|security|observability|outbox)/|(db|env|redis|cached|cache-tags|short-memory|site-url)\\.ts$|next-internals\\.mjs$)";

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
      name: "core-leads-below-forms",
      severity: "error",
      comment:
        "core/forms builds the site's forms on core/leads (a lead's answers, replies and kinds): leads never imports forms (tests may).",
      from: { path: "^packages/core/src/leads/", pathNot: "\\.test\\.ts$" },
      to: { path: "^packages/core/src/forms/" },
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
        pathNot: [ENTRY_KITS, "\\.test\\.tsx?$"],
      },
      to: { path: ENTRY_KITS },
    },
    {
      name: "entry-kits-apart",
      severity: "error",
      comment:
        "One entry kit never imports another (server/api, server/console, server/worker, server/ops): what two kits share is a service or a ground-floor module they both call. The worker process's main starts the operator's listeners beside the worker, as instrumentation.ts does for the web server (tests may).",
      from: {
        path: "^apps/web/src/server/(api|console|worker|ops)/",
        pathNot: ["\\.test\\.tsx?$", "^apps/web/src/server/worker/main\\.ts$"],
      },
      to: { path: ENTRY_KITS, pathNot: "^apps/web/src/server/$1/" },
    },
    {
      name: "ground-floor-is-a-floor",
      severity: "error",
      comment:
        "The server's ground floor (http, cache, security, observability, outbox, db.ts, env.ts and the helpers beside them) imports no service, no entry kit and nothing else of the app: services and kits stand on it (tests may).",
      from: { path: GROUND_FLOOR, pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^apps/web/src/",
        pathNot: GROUND_FLOOR,
      },
    },
    {
      name: "proxy-loads-no-payment-adapter",
      severity: "error",
      comment:
        "The request proxy runs before every page: nothing it loads, however indirectly, is a payment provider's adapter or SDK (its payment pages' origins are the ground floor's security/payment-page-origins.ts).",
      from: { path: "^apps/web/src/proxy\\.ts$" },
      to: {
        path: ["^apps/web/src/server/payments/", "(^|/)node_modules/stripe/"],
        reachable: true,
      },
    },
    {
      name: "app-reads-through-server",
      severity: "error",
      comment:
        "src/app (pages and route files) never imports @forecourt/db: pages read through src/server (the console's through server/console/queries) (tests may).",
      from: {
        path: "^apps/web/src/app/",
        pathNot: "\\.test\\.tsx?$",
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
