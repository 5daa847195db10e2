import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import nextPlugin from "@next/eslint-plugin-next";

/** Next's internals are not a public API: one module imports them (next-internals.mjs). */
const nextInternals = {
  group: ["next/dist", "next/dist/*"],
  message:
    "Import Next's internals through apps/web/src/server/next-internals.mjs, the one module that names them.",
};

const frameworkImports = [
  "next",
  "next/*",
  "react",
  "react/*",
  "react-dom",
  "react-dom/*",
  "drizzle-orm",
  "drizzle-orm/*",
  "pg",
  "@electric-sql/*",
  "@forecourt/db",
  "@forecourt/db/*",
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.next/**",
      "**/.data/**",
      "**/next-env.d.ts",
      "**/test-results/**",
      "**/playwright-report/**",
      "scratch/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // The domain runs anywhere: no framework, no database.
    files: ["packages/core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: frameworkImports,
              message: "packages/core is pure TypeScript: no next, react or database imports.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "@next/next": nextPlugin },
    settings: { next: { rootDir: "apps/web" } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Use AppLink (components/app-link.tsx) or SiteLink: next/link's code and viewport prefetching would load on every page again (decision 0022).",
            },
          ],
          patterns: [nextInternals],
        },
      ],
      // A function longer than a screenful or two (JSX included) becomes named parts.
      "max-lines-per-function": ["error", { max: 120, IIFEs: true }],
    },
  },
  {
    // A test's describe block holds its cases, a stand-in its whole fake service: the cap is
    // for the product's own functions.
    files: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/src/testing/**"],
    rules: { "max-lines-per-function": "off" },
  },
  {
    // Everywhere else that could reach Next's internals (core forbids next altogether).
    files: [
      "apps/web/cache/**",
      "apps/web/e2e/**",
      "apps/web/*.ts",
      "bench/**",
      "packages/db/**",
      "packages/env/**",
      "scripts/**",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: [nextInternals] }] },
  },
  {
    files: ["apps/web/src/server/next-internals.mjs", "apps/web/src/server/next-internals.d.mts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // One reader of the environment (packages/env: runtime-env.mjs reads, env.ts validates), so
    // each variable has one default and one place to look, for the server and the database
    // commands alike. Scripts, benchmarks, tests and config files read their own variables.
    files: ["apps/web/src/**", "apps/web/cache/**", "packages/*/src/**"],
    ignores: [
      "packages/env/src/runtime-env.mjs",
      // Next replaces process.env.NEXT_RUNTIME here at build time, dropping the Node-only
      // imports from the edge bundle: it has to stay a literal read.
      "apps/web/src/instrumentation.ts",
      "**/*.test.{ts,tsx}",
      "**/testing/**",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message:
            "Read the environment through @forecourt/env: env() (validated) or runtime-env (plain: the proxy, the cache handlers); code below them takes the values as parameters.",
        },
      ],
    },
  },
  {
    files: [
      ".ci/**",
      "bench/**",
      "**/scripts/**",
      "**/cli/**",
      "**/*.config.*",
      "packages/db/src/demo/**",
      "apps/web/src/server/worker/**",
    ],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
        URL: "readonly",
        AbortSignal: "readonly",
      },
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error, and a switch over a union
    // must name every member (or say what its default stands for).
    files: ["**/*.{ts,tsx,mts}"],
    ignores: ["**/*.d.mts"],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files at the root and of packages/db, which no tsconfig includes.
          allowDefaultProject: ["*.ts", "packages/db/*.ts"],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": [
        "error",
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  prettier,
);
