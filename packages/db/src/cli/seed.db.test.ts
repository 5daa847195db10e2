import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireDataFolderLock } from "../data-folder-lock.ts";
import { WEB_APP_DIR } from "./app-database.ts";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "seed.ts");
/** Where `npm run seed -w @forecourt/db` runs: the package's folder. */
const PACKAGE_DIR = path.resolve(path.dirname(SCRIPT), "../..");

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "forecourt-seed-cli-"));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

type Run = { code: number; stdout: string; stderr: string };

/**
 * `npm run seed -w @forecourt/db` as its own process, with these variables over the test's own;
 * DATABASE_URL is dropped (unless given) so it never writes to a shared server.
 */
function seed(variables: Record<string, string>, cwd?: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, variables);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", SCRIPT],
      { env, timeout: 120_000, cwd },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe("npm run seed", () => {
  it("reads the environment as the server does: a bad value stops it by name, before any database is opened", async () => {
    const dataDir = path.join(folder, "refused");
    const run = await seed({ DATA_DIR: dataDir, DATABASE_URL: "mysql://localhost/forecourt" });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("DATABASE_URL: DATABASE_URL must be a postgres:// URL");
    expect(existsSync(dataDir)).toBe(false);
  });

  it("fills an empty embedded database in DATA_DIR with the demo sites, then leaves it alone", async () => {
    const dataDir = path.join(folder, "data");
    const first = await seed({ DATA_DIR: dataDir });
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Seeded 5 sites and \d+ images in \d+ ms:/);
    expect(first.stdout).toContain("metro-pre-owned:");
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);

    const second = await seed({ DATA_DIR: dataDir });
    expect(second.code).toBe(0);
    expect(second.stdout.trim()).toBe("The database already has sites; nothing seeded.");
    // Two processes that each open a fresh embedded database (up to 120 s each on a busy machine).
  }, 240_000);

  it("run from packages/db as README gives it, takes the app's data folder, and refuses while a server holds it", async () => {
    // A relative DATA_DIR is the server's: under apps/web, never beside the package.
    const name = `.data-seed-test-${process.pid}`;
    const lock = acquireDataFolderLock(path.join(WEB_APP_DIR, name, "pglite"), {
      command: "web server",
      port: "3999",
    });
    try {
      const run = await seed({ DATA_DIR: name }, PACKAGE_DIR);
      expect(run.code, run.stdout).toBe(1);
      expect(run.stderr).toContain("port 3999");
      expect(existsSync(path.join(PACKAGE_DIR, name))).toBe(false);
    } finally {
      lock.release();
      await rm(path.join(WEB_APP_DIR, name), { recursive: true, force: true });
      await rm(path.join(PACKAGE_DIR, name), { recursive: true, force: true });
    }
  }, 240_000);
});
