import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: "unit",
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
        },
      },
      {
        resolve,
        test: {
          name: "db",
          include: ["packages/**/*.db.test.ts", "apps/web/src/**/*.db.test.ts"],
          environment: "node",
          // Migrates one database that every test file copies (createTestDatabase).
          globalSetup: ["./packages/db/src/testing/test-database-template.ts"],
          setupFiles: ["./vitest.setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
          maxWorkers: 2,
        },
      },
    ],
  },
});
