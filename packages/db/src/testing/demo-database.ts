import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { seedDemoData, type SeedReport } from "../demo/seed.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * A test file's database with the demo data seeded (without images), as of `now` when given:
 * its handle and the seed's report once seeded (beforeAll), closed after the file's tests.
 */
export function seededDemoDatabase(options: { now?: Date } = {}) {
  const seeded = { handle: null! as DatabaseHandle, report: null! as SeedReport };
  beforeAll(async () => {
    seeded.handle = await createTestDatabase();
    seeded.report = await seedDemoData(seeded.handle.db, { now: options.now, withImages: false });
  });
  afterAll(async () => {
    await seeded.handle?.close();
  });
  return seeded;
}
