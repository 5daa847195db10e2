/* global module */
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
