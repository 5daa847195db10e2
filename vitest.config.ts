import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/core/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}"],
          exclude: ["**/*.db.test.ts"],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          // Property tests run hundreds of cases; a busy two-core machine needs headroom.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "db",
          include: ["packages/**/*.db.test.ts", "apps/web/src/**/*.db.test.ts"],
          environment: "node",
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
