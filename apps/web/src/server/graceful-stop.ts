import "server-only";
import { wrapperPid } from "@forecourt/env/runtime-env";
import { markDraining } from "./http/draining.ts";

/**
 * How long a stop may take from SIGTERM or SIGINT to the process's exit: requests in flight and
 * the outbox worker's current sends get this long, then the database is closed and the process
 * exits whatever is left (docs/deploy.md, "Stopping"). A send still unanswered shortly before the
 * deadline is recorded as outcome unknown and not sent again (outbox-worker.ts).
 */
export const STOP_DEADLINE_MS = 10_000;
/** After the deadline, what closing the database may still take before the exit is forced. */
const CLOSE_GRACE_MS = 2_000;

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
type StopSignal = keyof typeof EXIT_CODES;

export type StopSteps = {
  /**
   * At the signal: take no new work (the outbox worker claims nothing more); what is under way
   * must be settled by `deadline` (epoch ms).
   */
  begin: (deadline: number) => void;
  /** Once no request is in flight: wait for the work taken (until `deadline`), then close. */
  finish: (deadline: number) => Promise<void>;
};

export type StopOptions = {
  deadlineMs?: number;
  /**
   * In `next start` (or `next dev`), Next's own handler stops the listener, waits for the
   * requests in flight and then calls process.exit: `finish` runs at that call, before the exit.
   * Elsewhere (the worker, or Next with NEXT_MANUAL_SIG_HANDLE set) `finish` runs at once and the
   * process exits after it.
   */
  isNextHandlingSignals: boolean;
  /**
   * On SIGTERM (a supervisor's or an orchestrator's stop, not Ctrl-C), how long readiness answers
   * 503 while the listener stays open and requests are answered as usual, before the stop goes on
   * (STOP_DRAIN_MS): a load balancer takes the server out before it refuses a connection. The
   * deadline counts from the end of the drain.
   */
  drainMs?: number;
  /** Where the stop's lines go (the process's logger; the console by default). */
  log?: {
    info(message: string): void;
    warn(message: string): void;
    error(message: string, error?: unknown): void;
  };
};

/** Resolves when `promise` settles or at `deadline` (epoch ms), whichever comes first. */
export function untilDeadline(promise: Promise<unknown>, deadline: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
    timer.unref?.();
  });
  return Promise.race([promise.then(() => {}), timeout]).finally(() => clearTimeout(timer));
}

const holder = globalThis as typeof globalThis & { __forecourtStopRegistered?: boolean };

type SignalListener = (signal: NodeJS.Signals) => void;

/** Removes the listeners `signal` has now and answers them, to be called later. */
function takeListeners(signal: NodeJS.Signals): Set<SignalListener> {
  const listeners = new Set(process.listeners(signal) as SignalListener[]);
  for (const listener of listeners) process.off(signal, listener);
  return listeners;
}

type StopLog = NonNullable<StopOptions["log"]>;

/** What one stop knows: its steps, where it logs, its timings and Next's deferred listeners. */
type StopContext = {
  steps: StopSteps;
  log: StopLog;
  deadlineMs: number;
  drainMs: number;
  isNextHandlingSignals: boolean;
  deferred: Set<SignalListener>;
};

/** The stop's first line: the drain (if any), then what is given how long. */
function stopMessage(signal: StopSignal, drain: number, deadlineMs: number): string {
  const drainPart =
    drain > 0 ? `readiness 503, requests still answered for ${drain / 1000} s; then ` : "";
  return `Stopping (${signal}): ${drainPart}no new requests; those in flight and the outbox worker's sends get up to ${deadlineMs / 1000} s.`;
}

/**
 * Under Next, its process.exit call (once its server has closed and its requests are answered)
 * finishes first; its SIGTERM listeners, held back, run when the drain is over.
 */
function exitThroughNext(
  signal: StopSignal,
  drain: number,
  { deferred, log }: StopContext,
  finishThenExit: (code: number) => void,
): void {
  process.exit = ((code?: number | string | null) => {
    finishThenExit(typeof code === "number" ? code : EXIT_CODES[signal]);
  }) as typeof process.exit;
  if (signal === "SIGTERM" && deferred.size > 0) {
    setTimeout(() => {
      log.info("Stopping: the drain is over; the listener closes.");
      for (const listener of deferred) listener(signal);
    }, drain);
  }
}

/** One stop, from its signal to the exit, forced once the deadline and a grace have passed. */
function stopOnce(signal: StopSignal, context: StopContext): void {
  const { steps, log, deadlineMs } = context;
  // The readiness check answers 503 from now on, so a load balancer stops sending traffic.
  markDraining();
  const drain = signal === "SIGTERM" ? context.drainMs : 0;
  const deadline = Date.now() + drain + deadlineMs;
  const realExit = process.exit.bind(process);
  log.info(stopMessage(signal, drain, deadlineMs));
  let finishing: Promise<void> | undefined;
  const finishThenExit = (code: number) => {
    finishing ??= steps
      .finish(deadline)
      .catch((error: unknown) => log.error("Stopping:", error))
      .then(() => {
        log.info("Stopped: the database is closed.");
        realExit(code);
      });
  };
  try {
    steps.begin(deadline);
  } catch (error) {
    log.error("Stopping:", error);
  }
  if (context.isNextHandlingSignals) exitThroughNext(signal, drain, context, finishThenExit);
  else setTimeout(() => finishThenExit(EXIT_CODES[signal]), drain);
  const force = setTimeout(() => {
    log.warn(
      `Still stopping after ${(drain + deadlineMs) / 1000} s: closing the database and exiting.`,
    );
    finishThenExit(EXIT_CODES[signal]);
    setTimeout(() => realExit(EXIT_CODES[signal]), CLOSE_GRACE_MS).unref();
  }, drain + deadlineMs);
  force.unref();
}

/**
 * Stops the process in order on SIGTERM and SIGINT (and SIGHUP, or its wrapper's death, as
 * SIGTERM), within `deadlineMs` (registered once).
 */
export function stopGracefullyOnSignals(steps: StopSteps, options: StopOptions): void {
  if (holder.__forecourtStopRegistered) return;
  holder.__forecourtStopRegistered = true;
  const { deadlineMs = STOP_DEADLINE_MS, isNextHandlingSignals, log = console } = options;
  const drainMs = options.drainMs ?? 0;
  // Next's own SIGTERM handler (registered before this, at its start) closes the listener at
  // once: with a drain, it runs when the drain is over.
  const deferred =
    isNextHandlingSignals && drainMs > 0 ? takeListeners("SIGTERM") : new Set<SignalListener>();
  const context: StopContext = { steps, log, deadlineMs, drainMs, isNextHandlingSignals, deferred };
  let isStopping = false;
  for (const signal of Object.keys(EXIT_CODES) as StopSignal[]) {
    process.on(signal, () => {
      if (isStopping) return;
      isStopping = true;
      stopOnce(signal, context);
    });
  }
  // A closed session's SIGHUP, or the wrapper that started this process gone: the same stop as
  // SIGTERM (raised, so that Next's own handler runs too).
  const stopAsOnSigterm = () => process.kill(process.pid, "SIGTERM");
  process.on("SIGHUP", stopAsOnSigterm);
  stopWhenParentGoes(stopAsOnSigterm);
}

const PARENT_POLL_MS = 500;

/**
 * Started by a wrapper script that named itself (scripts/supervise-child.mjs): `stop` runs when
 * this process's parent is no longer that wrapper (it was killed outright). A pid inherited from
 * further up (another parent) is ignored.
 */
export function stopWhenParentGoes(stop: () => void): () => void {
  const parent = process.ppid;
  if (parent <= 1 || wrapperPid() !== String(parent)) return () => {};
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, PARENT_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
