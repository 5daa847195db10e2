/**
 * An outbox worker as a process of its own, for tests that kill it: `node --conditions=
 * react-server --import tsx outbox-worker-process.ts` with WORKER_DATA_DIR (an embedded
 * database no other process has open), WORKER_SMTP_URL, WORKER_LEASE_MS and, optionally,
 * WORKER_BATCH_SIZE (deliveries under way at once). It is the product's worker and mail client;
 * only the database, the lease and the number of places come from the test.
 */
import { openDatabase } from "@forecourt/db/client";
import { dealerEmailChannel } from "../server/worker/channels/dealer-email-channel.ts";
import { createOutboxWorker } from "../server/worker/outbox-worker.ts";
import { createMailTransport } from "../server/worker/start-worker.ts";

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const handle = await openDatabase({ dataDir: required("WORKER_DATA_DIR") });
const worker = createOutboxWorker({
  database: async () => handle.db,
  mail: {
    transport: createMailTransport(required("WORKER_SMTP_URL")),
    from: "Leads <leads@forecourt.test>",
  },
  channels: [dealerEmailChannel],
  leaseMs: Number(required("WORKER_LEASE_MS")),
  batchSize: process.env.WORKER_BATCH_SIZE ? Number(process.env.WORKER_BATCH_SIZE) : undefined,
  log: { info: () => {}, warn: (message) => console.warn(message) },
});
worker.start(100);
process.stdout.write("worker ready\n");
// The worker's timer is unref'd; this keeps the process alive until it is killed.
setInterval(() => {}, 1 << 30);
