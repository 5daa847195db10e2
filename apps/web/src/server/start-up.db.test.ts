import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hasSites } from "@forecourt/db/demo/seed";

/**
 * Opening the database migrates it and seeds nothing; the web server's start-up step seeds the
 * demo sites on an empty one, and readiness says `starting` until it is done. On the embedded
 * database, in a folder of its own (the env is this file's: it runs isolated).
 */
const folder = mkdtempSync(path.join(tmpdir(), "forecourt-start-up-"));
process.env.DATA_DIR = folder;
process.env.SEED_DEMO_DATA = "true";
delete process.env.DATABASE_URL;

const { closeDatabase, database } = await import("./db.ts");
const { prepareDatabase } = await import("./start-up.ts");
const { isStarting } = await import("./health/starting.ts");

afterAll(async () => {
  await closeDatabase();
  rmSync(folder, { recursive: true, force: true });
});

describe("the web server's start-up", () => {
  it("is where the demo sites are seeded: opening the database seeds nothing", async () => {
    const handle = await database();
    expect(await hasSites(handle.db)).toBe(false);
    const starting = prepareDatabase();
    expect(isStarting()).toBe(true);
    await starting;
    expect(isStarting()).toBe(false);
    expect(await hasSites(handle.db)).toBe(true);
  }, 180_000);
});
