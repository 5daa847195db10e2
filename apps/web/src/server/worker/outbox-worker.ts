import { SpanKind } from "@opentelemetry/api";
import { parseOutboxPayload, type OutboxKind } from "@forecourt/core/outbox/outbox-payload";
import type { Database } from "@forecourt/db/client";
import {
  claimDueDeliveries,
  type OutboxItem,
} from "@forecourt/db/repositories/outbox/claim-due-deliveries";
import {
  DEFAULT_BACKOFF,
  markDelivered,
  markFailed,
  markHeld,
  markOutcomeUnknown,
  markSending,
  markUndeliverable,
  releaseHeld,
  type BackoffOptions,
} from "@forecourt/db/repositories/outbox/mark-delivery";
import { renewLeases, type OutboxClaim } from "@forecourt/db/repositories/outbox/renew-leases";
import {
  pruneDelivered,
  type PruneOptions,
} from "@forecourt/db/repositories/outbox/prune-delivered";
import { pruneSignIns } from "@forecourt/db/repositories/sign-in/prune-sign-ins";
import { OUTBOX_CHANNELS } from "./channels/outbox-channels.ts";
import {
  OutcomeUnknownError,
  UndeliverableError,
  type AnyOutboxChannel,
  type ChannelDeps,
  type DeliveryOutcome,
  type MailTransport,
  type OutboxChannel,
  type WorkerLog,
} from "./channels/outbox-channel.ts";
import { metrics } from "../observability/metrics.ts";
import { lineLog } from "../observability/log.ts";
import { runInRequestContext } from "@forecourt/db/request-context";
import { inSpan, outsideTraces } from "@forecourt/db/tracing";

export type { MailTransport, WorkerLog };

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Renewed every third of it while a delivery is in flight, so a slow send keeps its claim. */
const DEFAULT_LEASE_MS = 120_000;
/**
 * Longer than the mail client waits in all for one message (connection, greeting, the socket
 * timeout of `start-worker.ts`, which covers the server's answer to the data).
 */
const DEFAULT_MAX_SEND_MS = 11 * 60_000;
/**
 * Tries of one delivery before it is marked failed for an operator: with the default back-off
 * (5 s doubling to an hour) about 20 hours of trying.
 */
const DEFAULT_MAX_ATTEMPTS = 30;
/**
 * Deliveries one worker has under way at once. A slow answer holds up its own message only: the
 * worker claims only as many rows as it has free places, so other workers take the rest.
 */
const DEFAULT_CONCURRENCY = 8;

/** Delivered rows are kept this long (the lead API shows them), then pruned. */
type RetentionOptions = PruneOptions & {
  /** How often a worker prunes; the first drain after start prunes at once. */
  intervalMs: number;
};

const DEFAULT_RETENTION: RetentionOptions = {
  olderThanMs: 30 * DAY_MS,
  intervalMs: 60 * 60 * 1000,
  batchSize: 500,
  maxBatches: 20,
};

export type OutboxWorkerOptions = {
  database: () => Promise<Database>;
  /** No transport: mail is held in the outbox, its ids logged (design §2). */
  mail: ChannelDeps["mail"];
  /** Without SMTP: copies of held mail written here (ChannelDeps.heldMail). */
  heldMail?: ChannelDeps["heldMail"];
  fetch?: typeof fetch;
  /** The platform's SMS account (TWILIO_*); none: texts are held. */
  sms?: ChannelDeps["sms"];
  backoff?: BackoffOptions;
  /**
   * The most deliveries this worker has under way at once (claimed and not yet settled), sent
   * side by side; it claims only as many rows as it has free, so another worker takes the rest.
   * {@link DEFAULT_CONCURRENCY} by default.
   */
  batchSize?: number;
  /**
   * How long a claim holds without renewal: longer than any one delivery may take (the
   * webhook timeout, the mail client's timeouts). While a delivery is in flight the worker
   * renews it every third of this, so another worker never sends it meanwhile; a worker that
   * dies stops renewing, and the row comes due again one lease later.
   */
  leaseMs?: number;
  /**
   * The longest a worker waits for one send and keeps renewing its lease; a send still hanging
   * then is left to lapse (the row stays `sending`), the worker goes on with its batch, and
   * another attempt (same Message-ID, same webhook key) follows one lease later. Should the
   * send still succeed, the row is marked delivered.
   */
  maxSendMs?: number;
  /**
   * Tries of one delivery (failed, outcome unknown, or cut short by a worker's death) before
   * the row is marked `failed` and logged for an operator.
   */
  maxAttempts?: number;
  webhookTimeoutMs?: number;
  retention?: Partial<RetentionOptions>;
  log?: WorkerLog;
  /** The channels this worker delivers; every registered one by default. */
  channels?: readonly AnyOutboxChannel[];
};

type DrainResult = { delivered: number; failed: number; held: number };

export type OutboxWorker = {
  /**
   * Delivers what is due now, once; resolves when every claimed row has its new state. Prunes
   * old delivered rows first when the retention interval has passed since the last prune.
   */
  drainOnce(): Promise<DrainResult>;
  /** Polls every `pollMs`, and at once after `wake()`. */
  start(pollMs: number): void;
  wake(): void;
  /**
   * Claims nothing more and resolves once the sends under way are settled. With a `deadline`
   * (epoch ms, a graceful stop's): a send still unanswered shortly before it is recorded as
   * outcome unknown and failed for good, never left for another worker to send again.
   */
  stop(deadline?: number): Promise<void>;
};

type Attempt =
  | DeliveryOutcome
  | { status: "failed"; error: string; isFinal: boolean }
  | { status: "unknown"; error: string };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const failedAttempt = (error: unknown): Attempt =>
  error instanceof OutcomeUnknownError
    ? { status: "unknown", error: error.message }
    : {
        status: "failed",
        error: errorMessage(error),
        isFinal: error instanceof UndeliverableError,
      };

const SEND_TIMED_OUT = Symbol("send timed out");
const WORKER_STOPPED = Symbol("worker stopped");
/** Before a graceful stop's deadline: what recording the sends still under way may take. */
const STOP_SETTLE_MS = 1_000;

/**
 * The send's outcome, or `SEND_TIMED_OUT` once `ms` have passed, or `WORKER_STOPPED` when the
 * worker's stop cuts its sends short (the send itself goes on until the process exits).
 */
function withDeadline(
  sending: Promise<Attempt>,
  ms: number,
  stopped: Promise<typeof WORKER_STOPPED>,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof SEND_TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(SEND_TIMED_OUT), ms);
  });
  return Promise.race([sending, deadline, stopped]).finally(() => clearTimeout(timer));
}

/**
 * Parses the row's payload for the channel's kind and lets the channel read what it needs.
 * Answers the step that sends it; it never throws, a failure is an attempt's outcome.
 */
async function prepareAttempt<K extends OutboxKind>(
  channel: OutboxChannel<K>,
  item: OutboxItem,
  deps: ChannelDeps,
): Promise<() => Promise<Attempt>> {
  const parsed = parseOutboxPayload(channel.kind, item.payload);
  if (!parsed.ok) {
    const error = parsed.error;
    return async () => ({ status: "failed", error, isFinal: true });
  }
  try {
    const send = await channel.prepare(
      { ...item, kind: channel.kind, payload: parsed.payload },
      deps,
    );
    return () => send().catch(failedAttempt);
  } catch (error) {
    return async () => failedAttempt(error);
  }
}

/** The worker's options with their defaults filled in, and its channels by kind. */
type WorkerConfig = {
  log: WorkerLog;
  batchSize: number;
  leaseMs: number;
  maxSendMs: number;
  maxAttempts: number;
  backoff: BackoffOptions;
  retention: RetentionOptions;
  channels: Map<string, AnyOutboxChannel>;
  /** Resolves when a graceful stop cuts the sends under way short. */
  sendsCut: Promise<typeof WORKER_STOPPED>;
};

function workerConfig(
  options: OutboxWorkerOptions,
  sendsCut: Promise<typeof WORKER_STOPPED>,
): WorkerConfig {
  return {
    sendsCut,
    log: options.log ?? lineLog,
    batchSize: options.batchSize ?? DEFAULT_CONCURRENCY,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    maxSendMs: options.maxSendMs ?? DEFAULT_MAX_SEND_MS,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
    retention: { ...DEFAULT_RETENTION, ...options.retention },
    channels: new Map<string, AnyOutboxChannel>(
      (options.channels ?? OUTBOX_CHANNELS).map((channel) => [channel.kind, channel]),
    ),
  };
}

/**
 * Prunes old delivered rows, and sign-in codes and sessions past their time, at most once per
 * retention interval (the first call prunes).
 */
function createPruner({ retention, log }: WorkerConfig) {
  let lastPrunedAt: number | null = null;
  return async function pruneIfDue(db: Database) {
    const now = Date.now();
    if (lastPrunedAt !== null && now - lastPrunedAt < retention.intervalMs) return;
    lastPrunedAt = now;
    try {
      const pruned = await pruneDelivered(db, retention);
      if (pruned > 0) log.info(`[outbox] pruned ${pruned} delivered rows`);
      const signIns = Object.entries(await pruneSignIns(db, retention)).filter(([, n]) => n > 0);
      if (signIns.length > 0) {
        log.info(`[outbox] pruned ${signIns.map(([table, n]) => `${n} ${table}`).join(", ")}`);
      }
    } catch (error) {
      // Housekeeping: deliveries go ahead, and the next interval tries again.
      log.warn(`[outbox] pruning failed: ${errorMessage(error)}`);
    }
  };
}

/** Failed for good; the log line is the operator's signal, the row's `lastError` the detail. */
async function giveUp(db: Database, item: OutboxItem, error: string, log: WorkerLog) {
  await markUndeliverable(db, item.id, error);
  log.warn(
    `[outbox] ${item.kind} for ${item.aggregateId} (row ${item.id}) failed for good, needs an operator: ${error}`,
  );
}

/** How an attempt's outcome is counted in forecourt_deliveries_total. */
const DELIVERY_RESULTS = {
  delivered: "sent",
  held: "held",
  failed: "failed",
  unknown: "failed",
} as const satisfies Record<Attempt["status"], string>;

/** Records one attempt's outcome on its row: delivered, held, retried later, or given up. */
async function settle(
  db: Database,
  item: OutboxItem,
  outcome: Attempt,
  result: DrainResult,
  { maxAttempts, backoff, log }: WorkerConfig,
) {
  metrics().deliveries.inc({ channel: item.kind, result: DELIVERY_RESULTS[outcome.status] });
  switch (outcome.status) {
    case "delivered":
      await markDelivered(db, item.id);
      result.delivered += 1;
      return;
    case "held":
      await markHeld(db, item.id, outcome.note);
      result.held += 1;
      return;
    case "failed":
    case "unknown": {
      result.failed += 1;
      const isUnknown = outcome.status === "unknown";
      const error = isUnknown ? `Outcome unknown: ${outcome.error}` : outcome.error;
      if (outcome.status === "failed" && outcome.isFinal) {
        await giveUp(db, item, error, log);
        return;
      }
      if (item.attempts >= maxAttempts) {
        await giveUp(db, item, `Gave up after ${item.attempts} attempts. ${error}`, log);
        return;
      }
      const next = await (isUnknown ? markOutcomeUnknown : markFailed)(db, item, error, backoff);
      log.warn(
        `[outbox] ${item.kind} for lead ${item.aggregateId} failed (attempt ${item.attempts} of ${maxAttempts}): ${error}; next try ${next.toISOString()}`,
      );
    }
  }
}

/** Renews the claims still in flight every third of a lease; the answer stops it. */
function startHeartbeat(
  db: Database,
  inFlight: Map<number, OutboxClaim>,
  { leaseMs, log }: WorkerConfig,
): () => void {
  const heartbeat = setInterval(
    () => {
      renewLeases(db, [...inFlight.values()], leaseMs).catch((error: unknown) =>
        log.warn(`[outbox] renewing leases failed: ${errorMessage(error)}`),
      );
    },
    Math.max(10, Math.floor(leaseMs / 3)),
  );
  heartbeat.unref?.();
  return () => clearInterval(heartbeat);
}

/** One claimed batch on its way: what each row's send needs and where the counts go. */
type Batch = {
  db: Database;
  config: WorkerConfig;
  inFlight: Map<number, OutboxClaim>;
  result: DrainResult;
};

/**
 * What became of one claimed row, for its trace span: an attempt's result as counted in
 * forecourt_deliveries_total, or not sent at all (another worker's by now, or out of attempts).
 */
type SendResult =
  (typeof DELIVERY_RESULTS)[Attempt["status"]] | "timed_out" | "stopped" | "not_ours" | "gave_up";

/** Marks the row `sending`, sends it within `maxSendMs` and records the outcome. */
async function sendAndSettle(
  batch: Batch,
  item: OutboxItem,
  send: () => Promise<Attempt>,
): Promise<SendResult> {
  const { db, config, inFlight, result } = batch;
  const { leaseMs, maxSendMs, maxAttempts, log } = config;
  const claim = inFlight.get(item.id);
  if (!claim) return "not_ours";
  if (item.attempts > maxAttempts) {
    // Only a row whose every send was cut short (the worker died) gets here.
    inFlight.delete(item.id);
    result.failed += 1;
    await giveUp(
      db,
      item,
      `Gave up after ${maxAttempts} attempts, the last ones cut short mid-send: outcome unknown.`,
      log,
    );
    return "gave_up";
  }
  // Another worker has the row since this claim lapsed, or it was settled: not this one's.
  if (!(await markSending(db, claim, leaseMs))) {
    inFlight.delete(item.id);
    return "not_ours";
  }
  const sending = send();
  const outcome = await withDeadline(sending, maxSendMs, config.sendsCut);
  inFlight.delete(item.id);
  if (outcome === WORKER_STOPPED) {
    // The receiver may have it; another worker sending it again would make a second copy.
    result.failed += 1;
    metrics().deliveries.inc({ channel: item.kind, result: "failed" });
    await giveUp(
      db,
      item,
      "Outcome unknown: the worker stopped while this send was under way and may still have delivered it; not sent again, so nobody gets a second copy.",
      log,
    );
    return "stopped";
  }
  if (outcome === SEND_TIMED_OUT) {
    // Left `sending` to lapse and be sent again; a late success still counts.
    log.warn(
      `[outbox] ${item.kind} for lead ${item.aggregateId} still unanswered after ${maxSendMs} ms: outcome unknown, retried once its lease lapses`,
    );
    void sending.then((late) =>
      late.status === "delivered" ? markDelivered(db, item.id).catch(() => undefined) : undefined,
    );
    result.failed += 1;
    metrics().deliveries.inc({ channel: item.kind, result: "timed_out" });
    return "timed_out";
  }
  await settle(db, item, outcome, result, config);
  return DELIVERY_RESULTS[outcome.status];
}

/** What an `outbox.send` span says of its row: never the payload, an address or a message. */
function outboxSpanAttributes(item: OutboxItem, requestId: string) {
  return {
    "forecourt.outbox.channel": item.kind,
    "forecourt.outbox.row_id": item.id,
    "forecourt.outbox.attempt": item.attempts,
    "forecourt.request_id": requestId,
  };
}

/** Delivers a claimed batch: every row's reads first, then the sends. */
async function deliver(
  db: Database,
  items: OutboxItem[],
  deps: ChannelDeps,
  inFlight: Map<number, OutboxClaim>,
  config: WorkerConfig,
  /** Called once per row when its outcome is recorded (or it turned out not to be this worker's). */
  onSettled: () => void,
): Promise<DrainResult> {
  const { channels } = config;
  // Every row's reads first, then the sends: no database work competes with a send's timeout.
  const attempts = await Promise.all(
    items.map((item) => {
      const channel = channels.get(item.kind);
      if (channel) return prepareAttempt(channel as OutboxChannel<OutboxKind>, item, deps);
      return async (): Promise<Attempt> =>
        failedAttempt(new UndeliverableError(`No channel delivers ${item.kind}.`));
    }),
  );
  const batch: Batch = { db, config, inFlight, result: { delivered: 0, failed: 0, held: 0 } };
  // Side by side: the batch is no larger than the worker's free places, so a slow answer holds
  // up its own message only, and each row frees its place as soon as it is settled.
  await Promise.all(
    items.map(async (item, index) => {
      try {
        const send = attempts[index];
        // The send's log lines carry the id of the request that queued the row; with traces on,
        // each attempt is an `outbox.send` span with its channel and that id (no address, no text).
        if (send) {
          const requestId = item.requestId ?? `outbox-${item.id}`;
          await runInRequestContext({ requestId }, () =>
            inSpan(
              "outbox.send",
              outboxSpanAttributes(item, requestId),
              async (span) => {
                const sent = await sendAndSettle(batch, item, send);
                span?.setAttribute("forecourt.outbox.result", sent);
              },
              // Linked to the span of the request that queued the row (its trace).
              SpanKind.INTERNAL,
              item.traceParent ?? null,
            ),
          );
        }
      } finally {
        onSettled();
      }
    }),
  );
  return batch.result;
}

/** A drain under way: how many rows it claimed of how many it could, and its outcome. */
type StartedDrain = { claimed: number; limit: number; done: Promise<DrainResult> };

/**
 * Starts a drain every `pollMs` once started, at once after `wake()` or when a delivery under
 * way is settled (its place is free again), and again at once while a drain filled every free
 * place. Drains overlap: a slow delivery holds up its own place only.
 */
function createPoller(
  startDrain: () => Promise<StartedDrain>,
  { log }: WorkerConfig,
): Pick<OutboxWorker, "start" | "wake" | "stop"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let claiming: Promise<void> | undefined;
  const sending = new Set<Promise<unknown>>();
  let isStopped = true;
  let pollMs = 1_000;
  let isWakeRequested = false;

  async function claimWhileDue() {
    do {
      isWakeRequested = false;
      try {
        const started = await startDrain();
        if (started.claimed > 0) {
          const done: Promise<unknown> = started.done
            .catch((error: unknown) => log.warn(`[outbox] drain failed: ${errorMessage(error)}`))
            .finally(() => sending.delete(done));
          sending.add(done);
          // Every free place filled: more may be due.
          if (started.claimed >= started.limit) isWakeRequested = true;
        }
      } catch (error) {
        log.warn(`[outbox] drain failed: ${errorMessage(error)}`);
      }
    } while (isWakeRequested && !isStopped);
  }

  function schedule(delay: number) {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref?.();
  }

  function tick() {
    if (isStopped) return;
    if (claiming) {
      isWakeRequested = true;
      return;
    }
    claiming = claimWhileDue().finally(() => {
      claiming = undefined;
      schedule(pollMs);
    });
  }

  return {
    start(interval) {
      pollMs = interval;
      isStopped = false;
      schedule(0);
    },
    wake: tick,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await claiming;
      await Promise.all([...sending]);
    },
  };
}

/**
 * Drains the outbox: each claimed row is one delivery over one channel (see
 * `channels/outbox-channels.ts`). A worker has at most `batchSize` deliveries under way and
 * claims only as many rows as it has free places, so several workers share a backlog and a slow
 * answer holds up its own message only. A batch's reads come first, then its sends, side by side:
 * each row is marked `sending` just before its send and settled just after, so a worker killed
 * mid-send leaves only the messages it had under way with an outcome unknown (sent again, same
 * Message-ID, one lease later). A failure is retried with exponential back-off; after
 * `maxAttempts` tries, or when retrying cannot help (a bad payload, a lead that is gone, a mail
 * server that took the message and never answered, which may still deliver it), the row is
 * marked failed with the reason and logged for an operator. Delivered rows are pruned after the
 * retention age.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  let cutSends = () => {};
  const sendsCut = new Promise<typeof WORKER_STOPPED>((resolve) => {
    cutSends = () => resolve(WORKER_STOPPED);
  });
  const config = workerConfig(options, sendsCut);
  const { log, channels } = config;
  const mailKinds = [...channels.values()].filter((c) => c.isMail).map((c) => c.kind);
  const pruneIfDue = createPruner(config);
  let hasReleasedHeld = false;
  /** Rows claimed and not yet settled, across this worker's overlapping drains. */
  let underWay = 0;

  const settledOne = () => {
    underWay -= 1;
    // A place is free: claim what is due now rather than at the next poll.
    poller.wake();
  };

  async function startDrain(): Promise<StartedDrain> {
    const limit = Math.max(0, config.batchSize - underWay);
    const nothing: StartedDrain = {
      claimed: 0,
      limit,
      done: Promise.resolve({ delivered: 0, failed: 0, held: 0 }),
    };
    if (limit === 0) return nothing;
    const db = await options.database();
    const deps: ChannelDeps = {
      db,
      mail: options.mail,
      heldMail: options.mail ? null : (options.heldMail ?? null),
      fetch: options.fetch ?? fetch,
      sms: options.sms ?? null,
      webhookTimeoutMs: options.webhookTimeoutMs ?? 15_000,
      log,
    };
    if (options.mail && !hasReleasedHeld) {
      // Mail held while no SMTP server was configured goes out now that there is one.
      const released = await releaseHeld(db, mailKinds);
      if (released > 0) log.info(`[outbox] ${released} held mail deliveries queued again`);
      hasReleasedHeld = true;
    }
    await pruneIfDue(db);
    // Only kinds this worker has a channel for: a newer worker's kinds wait for it. Only as many
    // as it has free places: the rest are left to other workers, or to this one's next drain.
    const items = await claimDueDeliveries(db, {
      limit,
      leaseMs: config.leaseMs,
      kinds: [...channels.keys()],
    });
    if (items.length === 0) return nothing;
    underWay += items.length;
    // Claims are renewed from the claim until each row's outcome is recorded: the reads and
    // the sends together can outlast one lease.
    const inFlight = new Map<number, OutboxClaim>(
      items.map((item) => [item.id, { id: item.id, attempts: item.attempts }]),
    );
    const stopHeartbeat = startHeartbeat(db, inFlight, config);
    const done = deliver(db, items, deps, inFlight, config, settledOne).finally(stopHeartbeat);
    return { claimed: items.length, limit, done };
  }

  // A drain a request wakes (a new lead) is not part of that request's trace: each send is a
  // trace of its own, and the polls after it belong to no request.
  const startDrainOutsideTraces = () => outsideTraces(startDrain);

  async function drainOnce(): Promise<DrainResult> {
    return (await startDrainOutsideTraces()).done;
  }

  const poller = createPoller(startDrainOutsideTraces, config);
  return {
    drainOnce,
    start: poller.start,
    wake: poller.wake,
    async stop(deadline) {
      const cut =
        deadline === undefined
          ? undefined
          : setTimeout(cutSends, Math.max(0, deadline - STOP_SETTLE_MS - Date.now()));
      cut?.unref?.();
      try {
        await poller.stop();
      } finally {
        clearTimeout(cut);
      }
    },
  };
}
