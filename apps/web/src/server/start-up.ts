import "server-only";
import { hasSites, seedDemoData } from "@forecourt/db/demo/seed";
import { database } from "./db.ts";
import { env } from "./env.ts";
import { markStarted, markStarting } from "./health/starting.ts";
import { mediaStore } from "./media/media-store.ts";
import { lineLog } from "./observability/log.ts";

/**
 * The web server's start-up, before it serves a page (instrumentation.ts): the database is opened
 * and migrated and, on an empty one with SEED_DEMO_DATA, the demo sites are seeded. Readiness
 * answers 503 `starting` until it is done. Opening the database (db.ts) never seeds: only this
 * step does, once per start.
 */
export async function prepareDatabase(): Promise<void> {
  markStarting();
  const handle = await database();
  if (env().SEED_DEMO_DATA === "true" && !(await hasSites(handle.db))) {
    const report = await seedDemoData(handle.db, { mediaStore });
    lineLog.info(
      `Seeded demo data: ${report.sites.map((s) => `${s.slug} (${s.cars} vehicles)`).join(", ")}`,
    );
  }
  markStarted();
}
