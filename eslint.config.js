import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import nextPlugin from "@next/eslint-plugin-next";

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
    files: [
      "packages/*/src/**/*.ts",
      "apps/web/src/**/*.{ts,tsx}",
      "apps/web/e2e/**/*.ts",
      "bench/**/*.ts",
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
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
