import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "@forecourt/db/client";
import type { DemoSite } from "@forecourt/db/demo/demo-sites";
import { seedDemoData } from "@forecourt/db/demo/seed";
import { answers } from "../../../bench/lib/loopback.ts";
import { startNextServer, type NextServer } from "../../../bench/lib/next-server.ts";

/**
 * A spec that needs a server of its own (keys or limits the shared e2e server does not have):
 * `next start` of the production build on `port`, with no proxy hops, no outbox worker, no mail
 * and no Redis unless `env` says otherwise, ready once `host`'s home page answers.
 */
export async function startOwnServer({
  port,
  host,
  env = {},
  dataDir,
  readyWithinMs = 180_000,
}: {
  port: number;
  /** The site host whose home page says the server is ready, with its port. */
  host: string;
  env?: Record<string, string>;
  /** A DATA_DIR from {@link seededDataDir}; a fresh one seeded with the demo data by default. */
  dataDir?: string;
  readyWithinMs?: number;
}): Promise<NextServer> {
  const server = startNextServer({
    port,
    dataDir,
    env: { TRUSTED_PROXY_HOPS: "0", OUTBOX_WORKER: "off", SMTP_URL: "", REDIS_URL: "", ...env },
  });
  await server.waitUntilReady(answers(port, { host, path: "/", timeoutMs: 60_000 }), readyWithinMs);
  return server;
}

/**
 * A fresh DATA_DIR whose embedded database holds `sites` (without images), numbered from
 * `firstSiteId`, and whatever `then` writes to it, before any server opens it (the embedded
 * database has one process at a time). Every server of one build shares the cache folders on
 * disk, each keeping its entries under its own database's id (decision 0029); each spec's own
 * sites still take ids no other server uses, so a log line or a failure names one site only.
 */
export async function seededDataDir(
  name: string,
  sites: DemoSite[],
  options: { firstSiteId: number; then?: (db: Database) => Promise<void> },
): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `forecourt-e2e-${name}-`));
  const handle = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    await handle.db.execute(
      sql`select setval(pg_get_serial_sequence('websites', 'id'), ${options.firstSiteId}, false)`,
    );
    await seedDemoData(handle.db, { sites, withImages: false });
    await options.then?.(handle.db);
  } finally {
    await handle.close();
  }
  return dataDir;
}
