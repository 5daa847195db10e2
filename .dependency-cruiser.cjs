/* global module */

/**
 * The server floor (apps/web/src/server): three entry kits map input to a service call, the
 * platform API (`api/`, HTTP), the console (`console/`) and the worker (`worker/`); everything
 * else there is a service or a ground-floor helper, and never imports an entry kit.
 */
const ENTRY_KITS = "^apps/web/src/server/(api|console|worker)/";

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
        pathNot: [ENTRY_KITS, "\\.test\\.tsx?$"],
      },
      to: { path: ENTRY_KITS },
    },
    {
      name: "entry-kits-apart",
      severity: "error",
      comment:
        "One entry kit never imports another (server/api, server/console, server/worker): what two kits share is a service or a ground-floor module they both call (tests may).",
      from: { path: "^apps/web/src/server/(api|console|worker)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: ENTRY_KITS, pathNot: "^apps/web/src/server/$1/" },
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
