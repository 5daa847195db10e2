import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { databaseUrl } from "./packages/env/src/runtime-env.mjs";

const web = (path: string) => fileURLToPath(new URL(`./apps/web/src/${path}`, import.meta.url));

// Route modules and server code run in tests as the app imports them: "@/" is apps/web/src, and
// Next's server-only guard and data cache are replaced by stand-ins (apps/web/src/testing).
const resolve = {
  alias: {
    "@/": web(""),
    "server-only": web("testing/server-only.ts"),
    "next/cache": web("testing/next-cache.ts"),
  },
};

/**
 * Test files that change the process for the files after them: they mock modules, stub globals
 * or the environment, or set environment variables the server reads once (env() caches them).
 * These run each in a fresh worker of their own (the `-isolated` projects); every other file
 * shares its worker's modules with the files before it, which saves importing the server's
 * modules once per file. scripts/isolated-tests.test.mjs keeps this list complete.
 */
export const isolatedTests = [
  "apps/web/src/app/media/[...id]/route.db.test.ts",
  "apps/web/src/app/sites/[site]/(storefront)/[...rest]/_routes/noun-in-sentence.db.test.ts",
  "apps/web/src/app/sites/[site]/(storefront)/[...rest]/_routes/shopper-states.db.test.ts",
  "apps/web/src/app/sites/[site]/(storefront)/home-reads.db.test.ts",
  "apps/web/src/components/analytics/load-tags.test.ts",
  "apps/web/src/components/analytics/measure-web-vitals.test.ts",
  "apps/web/src/components/analytics/site-analytics.test.ts",
  "apps/web/src/components/analytics/track-event.test.ts",
  "apps/web/src/components/chat/provider-launcher.test.ts",
  "apps/web/src/components/console/account/add-passkey-form.test.tsx",
  "apps/web/src/components/console/leads/lead-call-form.test.tsx",
  "apps/web/src/components/console/leads/lead-sale-form.test.tsx",
  "apps/web/src/components/console/sites/settings/reply-templates-form.test.tsx",
  "apps/web/src/components/console/sites/settings/settings-form.test.tsx",
  "apps/web/src/components/console/sites/media/media-upload-form.test.tsx",
  "apps/web/src/components/console/sites/content/home/home-layout-form.test.tsx",
  "apps/web/src/components/console/sites/content/menus/menu-editor.test.tsx",
  "apps/web/src/components/console/sites/wizard/site-wizard.test.tsx",
  "apps/web/src/components/console/stock/car-form/car-equipment-fields.test.tsx",
  "apps/web/src/components/console/stock/car-form/car-form.test.tsx",
  "apps/web/src/components/console/stock/car-form/vin-scan.test.tsx",
  "apps/web/src/components/console/stock/car-photo-upload/car-photo-upload.test.tsx",
  "apps/web/src/components/console/stock/car-photos/car-photos-form.test.tsx",
  "apps/web/src/components/console/stock/car-publishing/car-publishing-form.test.tsx",
  "apps/web/src/components/forms/lead-form-errors.test.tsx",
  "apps/web/src/components/checkout/post-json.test.ts",
  "apps/web/src/components/forms/lead-form.test.tsx",
  "apps/web/src/components/garage/garage-events.test.ts",
  "apps/web/src/components/ui/cn.test.ts",
  "apps/web/src/server/bots/lead-bot-defence.db.test.ts",
  "apps/web/src/server/cache/disk-cap.test.ts",
  "apps/web/src/server/cached.test.ts",
  "apps/web/src/server/console/car-equipment-writes.db.test.ts",
  "apps/web/src/server/console/car-form-action.db.test.ts",
  "apps/web/src/server/console/car-photos-action.db.test.ts",
  "apps/web/src/server/console/console-kit.db.test.ts",
  "apps/web/src/server/console/console-site-times.db.test.ts",
  "apps/web/src/server/console/insight-data.db.test.ts",
  "apps/web/src/server/console/marketing-access.db.test.ts",
  "apps/web/src/server/console/reply-templates-action.db.test.ts",
  "apps/web/src/server/console/sales-stock-entry.db.test.ts",
  "apps/web/src/server/console/staff-hold-actions.db.test.ts",
  "apps/web/src/server/domains/verify-domain.db.test.ts",
  "apps/web/src/server/http/edge.test.ts",
  "apps/web/src/server/leads/lead-conversation.db.test.ts",
  "apps/web/src/server/media/media-env.test.ts",
  "apps/web/src/server/media/s3-media-store.db.test.ts",
  "apps/web/src/server/observability/observability.db.test.ts",
  "apps/web/src/server/observability/tracing.test.ts",
  "apps/web/src/server/payments/payment-api.db.test.ts",
  "apps/web/src/server/payments/providers/registry.test.ts",
  "apps/web/src/server/payments/st-george-payments.db.test.ts",
  "apps/web/src/server/payments/till-payments.db.test.ts",
  "apps/web/src/server/queries/careers.test.ts",
  "apps/web/src/server/security/payment-page-origins.test.ts",
  "apps/web/src/server/start-up.db.test.ts",
  "apps/web/src/server/vehicle/shown-make.db.test.ts",
  "apps/web/src/server/worker/mail-dkim.test.ts",
  "apps/web/src/server/worker/outbox-wake.db.test.ts",
];

/** A path as a glob: brackets and parentheses in a route's folder name taken literally. */
const glob = (file: string) => file.replace(/[[\]()]/g, "\\$&");
const isDbTest = (file: string) => file.endsWith(".db.test.ts");
const ISOLATED = isolatedTests.map(glob);

const unit = {
  include: [
    "packages/core/src/**/*.test.ts",
    "apps/web/src/**/*.test.{ts,tsx}",
    "scripts/**/*.test.mjs",
  ],
  exclude: ["**/*.db.test.ts"],
  environment: "node",
  setupFiles: ["./vitest.setup.ts"],
  // Property tests run hundreds of cases; a busy two-core machine needs headroom.
  testTimeout: 20_000,
} as const;

const db = {
  include: ["packages/**/*.db.test.ts", "apps/web/src/**/*.db.test.ts"],
  environment: "node",
  // Migrates one database that every test file copies (createTestDatabase).
  globalSetup: ["./packages/db/src/testing/test-database-template.ts"],
  setupFiles: ["./vitest.setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: "forks",
  // On PostgreSQL a third file runs while one waits on a slow stand-in (delivery-once waits 95 s
  // for its SMTP server): the suite took 192 s against 230 s with two. Embedded PGlite keeps two:
  // each fork holds its own database, and CI builds the app beside that run.
  maxWorkers: databaseUrl() ? 3 : 2,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: { ...unit, name: "unit", exclude: [...unit.exclude, ...ISOLATED], isolate: false },
      },
      {
        resolve,
        test: {
          ...unit,
          name: "unit-isolated",
          include: isolatedTests.filter((file) => !isDbTest(file)).map(glob),
        },
      },
      {
        resolve,
        // Each file still opens its own database (createTestDatabase) and points its routes at it
        // in beforeAll.
        test: { ...db, name: "db", exclude: ISOLATED, isolate: false },
      },
      {
        resolve,
        test: { ...db, name: "db-isolated", include: isolatedTests.filter(isDbTest).map(glob) },
      },
    ],
  },
});
