/**
 * Lead mail behind a slow SMTP server: the time to deliver N leads and the copies each lead got.
 *
 *   node --conditions react-server --import tsx bench/slow-mail.ts [--leads 10] [--answer 45]
 *                                  [--workers 2] [--timeout-answer 6] [--mail-timeout 2]
 *                                  [--watch 10] [--db pglite,postgres] [--write]
 *
 * (`--conditions react-server`: the worker is server-only, as in the app.) Two runs on each
 * database. "Slow": --leads complete leads, their dealer email queued as the lead API queues it,
 * delivered by --workers outbox workers running as the product runs them (polling every 100 ms,
 * the default places per worker, the product's mail client) to an SMTP stand-in that takes the
 * message and answers --answer seconds later; prints the time until every row is delivered, the
 * copies per lead the server received and how many each worker sent. "Timeout": one lead to a
 * server that answers after --timeout-answer seconds, slower than the mail client's socket
 * timeout (--mail-timeout seconds here, 10 minutes in the product), watched for --watch seconds
 * with short back-offs: prints the copies the server received and the row's final state.
 * PostgreSQL is the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * in a database of its own that is dropped afterwards. Exits 1 if any lead got no copy, or more
 * than one.
 */
import os from "node:os";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { DatabaseHandle } from "@forecourt/db/client";
import { createLead } from "@forecourt/db/repositories/leads/create-lead";
import { outbox } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { dealerMailOf, startSmtpStandIn } from "../apps/web/src/testing/smtp-stand-in.ts";
import type { MailTransport } from "../apps/web/src/server/worker/channels/outbox-channel.ts";
import { dealerEmailChannel } from "../apps/web/src/server/worker/channels/dealer-email-channel.ts";
import { createOutboxWorker } from "../apps/web/src/server/worker/outbox-worker.ts";
import { createMailTransport } from "../apps/web/src/server/worker/start-worker.ts";
import { benchDatabaseNames, onBenchDatabases } from "./lib/bench-databases.ts";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { writePerformanceSection } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

const args = benchArgs(import.meta.url, {
  leads: { type: "string", default: "10" },
  answer: { type: "string", default: "45" },
  workers: { type: "string", default: "2" },
  "timeout-answer": { type: "string", default: "6" },
  "mail-timeout": { type: "string", default: "2" },
  watch: { type: "string", default: "10" },
  db: { type: "string", default: "pglite" },
});
const LEADS = intOption("leads", args.leads, 1, 1000);
const ANSWER_S = intOption("answer", args.answer, 0, 900);
const WORKERS = intOption("workers", args.workers, 1, 8);
const TIMEOUT_ANSWER_S = intOption("timeout-answer", args["timeout-answer"], 1, 900);
const MAIL_TIMEOUT_S = intOption("mail-timeout", args["mail-timeout"], 1, 600);
const WATCH_S = intOption("watch", args.watch, 1, 3600);
const DATABASES = benchDatabaseNames(args.db);
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const FROM = "Leads <leads@forecourt.bench>";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => {}, warn: () => {} };

async function queueLeads(handle: DatabaseHandle, site: LeadTestSite, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { lead } = await createLead(handle.db, {
      websiteId: site.id,
      lead: {
        dealershipId: site.dealershipId,
        dealershipSlug: site.dealershipSlug,
        locationId: null,
        carId: null,
        category: "General",
        subcategory: null,
        isFormCompleted: true,
        stepNumber: null,
        skippedSteps: [],
        name: `Sam ${i}`,
        firstName: null,
        middleName: null,
        lastName: null,
        email: `sam${i}@shop.test`,
        phone: null,
        postcode: null,
        message: `Lead ${i}`,
        fields: {},
        url: null,
        userAgent: null,
        visitedPages: [],
        linkedQueryParams: {},
        hasFiles: false,
      },
    });
    ids.push(lead.id);
  }
  return ids;
}

/** Copies the server received per lead, as "1 each" or the spread. */
function copiesOf(ids: readonly string[], received: readonly string[]) {
  const copies = ids.map((id) => received.filter((leadId) => leadId === id).length);
  const min = Math.min(...copies);
  const max = Math.max(...copies);
  return { copies, text: min === max ? `${min} each` : `${min}-${max}` };
}

type SlowResult = { seconds: number; copies: string; perWorker: number[]; ok: boolean };
type TimeoutResult = { copies: string; status: string; ok: boolean };

async function slowRun(handle: DatabaseHandle): Promise<SlowResult> {
  const received: string[] = [];
  const smtp = await startSmtpStandIn({
    onMessage: (message) => received.push(dealerMailOf(message).leadId),
    ackDelayMs: () => ANSWER_S * 1000,
  });
  const site = await createLeadTestSite(handle.db, { slug: "slow-mail" });
  const ids = await queueLeads(handle, site, LEADS);
  const perWorker = Array.from({ length: WORKERS }, () => 0);
  const workers = perWorker.map((_, index) => {
    const transport = createMailTransport(`smtp://127.0.0.1:${smtp.port}`);
    const counted: MailTransport = {
      sendMail: (message) => {
        perWorker[index] = (perWorker[index] ?? 0) + 1;
        return transport.sendMail(message);
      },
    };
    return createOutboxWorker({
      database: async () => handle.db,
      mail: { transport: counted, from: FROM },
      channels: [dealerEmailChannel],
      log: quiet,
    });
  });
  const started = performance.now();
  for (const worker of workers) worker.start(100);
  const pending = async () =>
    (
      await handle.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(eq(outbox.websiteId, site.id))
    ).filter((row) => row.status !== "delivered").length;
  while ((await pending()) > 0) await sleep(100);
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(workers.map((worker) => worker.stop()));
  await smtp.close();
  const { copies, text } = copiesOf(ids, received);
  return { seconds, copies: text, perWorker, ok: copies.every((count) => count === 1) };
}

async function timeoutRun(handle: DatabaseHandle): Promise<TimeoutResult> {
  const received: string[] = [];
  const smtp = await startSmtpStandIn({
    onMessage: (message) => received.push(dealerMailOf(message).leadId),
    ackDelayMs: () => TIMEOUT_ANSWER_S * 1000,
  });
  const site = await createLeadTestSite(handle.db, { slug: "timeout-mail" });
  const ids = await queueLeads(handle, site, 1);
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
    socketTimeout: MAIL_TIMEOUT_S * 1000,
  });
  const worker = createOutboxWorker({
    database: async () => handle.db,
    mail: { transport, from: FROM },
    channels: [dealerEmailChannel],
    backoff: { baseMs: 500, maxMs: 500 },
    leaseMs: 1_000,
    log: quiet,
  });
  worker.start(100);
  await sleep(WATCH_S * 1000);
  await worker.stop();
  // Let a server still working on a message finish it before it is counted.
  await sleep(TIMEOUT_ANSWER_S * 1000);
  await smtp.close();
  const [row] = await handle.db
    .select({ status: outbox.status, attempts: outbox.attempts })
    .from(outbox)
    .where(eq(outbox.websiteId, site.id));
  const { copies, text } = copiesOf(ids, received);
  return {
    copies: text,
    status: `${row?.status ?? "gone"} after ${row?.attempts ?? 0} attempt(s)`,
    ok: copies.every((count) => count === 1),
  };
}

async function main(): Promise<number> {
  const info = runInfo(["DATABASE_URL"]);
  const measured = await onBenchDatabases(
    DATABASES,
    { serverUrl: SERVER_URL, prefix: "forecourt_bench_mail" },
    async (_database, handle) => ({
      slow: await slowRun(handle),
      timeout: await timeoutRun(handle),
    }),
  );
  const lines = [
    `| database | ${LEADS} leads, answer after ${ANSWER_S} s, ${WORKERS} workers | copies per lead | sent per worker | server slower than the mail timeout (${TIMEOUT_ANSWER_S} s vs ${MAIL_TIMEOUT_S} s, ${WATCH_S} s watched) | row |`,
    "| --- | --: | --: | --: | --: | --- |",
    ...measured.results.map(
      ({ database, result }) =>
        `| ${database.label} | ${result.slow.seconds.toFixed(1)} s | ${result.slow.copies} | ${result.slow.perWorker.join(" / ")} | ${result.timeout.copies} | ${result.timeout.status} |`,
    ),
  ];
  const table = lines.join("\n");
  console.log(
    `\n${table}\n\n1-min load average: ${measured.loads.map((load) => load.toFixed(2)).join(" → ")} (${os.availableParallelism()} CPUs)`,
  );
  const isOk = measured.results.every(({ result }) => result.slow.ok && result.timeout.ok);
  if (args.write && isOk) {
    const preamble = runPreamble(
      info,
      `leads stored and queued as the lead API does, delivered by the product's outbox worker(s) (default places, polling every 100 ms) to an SMTP stand-in (\`apps/web/src/testing/smtp-stand-in.ts\`) that receives each message and answers later; time from the workers' start until every row is \`delivered\`. The timeout run uses a mail client whose socket timeout stands in for the product's 10 minutes. 1-min load average ${measured.loads.map((load) => load.toFixed(2)).join(" → ")} across the run.`,
    );
    await writePerformanceSection(
      "slow-mail",
      "## Lead mail behind a slow SMTP server",
      `${preamble}\n\n${table}`,
    );
  }
  if (!isOk) console.error("A lead got no copy or more than one.");
  return isOk ? 0 : 1;
}

runBench(main);
