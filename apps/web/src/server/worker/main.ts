import { database } from "../db.ts";
import { env } from "../env.ts";
import { startOutboxWorker } from "./start-worker.ts";

/**
 * `npm run worker`: the outbox worker as its own process, for PostgreSQL shared by several web
 * servers. The embedded database belongs to the one web server that opened it, which runs the
 * worker itself.
 */
async function main() {
  if (!env().DATABASE_URL) {
    console.error(
      "The worker process needs DATABASE_URL (PostgreSQL). On the embedded database the web server runs the worker itself.",
    );
    process.exit(1);
  }
  await database();
  const worker = startOutboxWorker();
  const shutdown = async (signal: string) => {
    console.info(`Outbox worker stopping (${signal})`);
    await worker.stop();
    await (await database()).close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  // The worker's timer is unref'd; this keeps the process alive until a signal arrives.
  setInterval(() => {}, 1 << 30);
}

await main();
