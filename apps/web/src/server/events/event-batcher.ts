import type { TrackingEventInput } from "@forecourt/db/repositories/tracking/record-tracking-events";

export type EventBatcherOptions = {
  /** Writes one batch (one multi-row INSERT). */
  write: (events: TrackingEventInput[]) => Promise<unknown>;
  /** A batch is written as soon as it holds this many events ... */
  maxBatch?: number;
  /** ... or this long after its first event arrived. */
  maxWaitMs?: number;
};

export type EventBatcher = {
  /** Resolves once the batch holding this event is stored; rejects if that write failed. */
  add: (event: TrackingEventInput) => Promise<void>;
  /** Writes whatever is waiting now. */
  flush: () => Promise<void>;
};

type Waiting = { event: TrackingEventInput; resolve: () => void; reject: (error: unknown) => void };

/**
 * Group commit for the collector: events that arrive within a few milliseconds of each other
 * are written in one statement, and each request still answers only after its own event is
 * stored. On the embedded database every statement is a turn of one connection, so at a few
 * hundred events a second one INSERT of many rows costs far less than many of one. One write
 * is in flight at a time: what arrives meanwhile waits for it and goes in the next batch, so a
 * slow write makes the batches bigger rather than the queue of statements longer.
 */
export function createEventBatcher({
  write,
  maxBatch = 200,
  maxWaitMs = 15,
}: EventBatcherOptions): EventBatcher {
  const queue: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> | null = null;

  const writeBatch = async (batch: Waiting[]) => {
    try {
      await write(batch.map((waiting) => waiting.event));
      for (const waiting of batch) waiting.resolve();
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  const flush = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (writing) {
      // Events that came while a batch was being written follow it as the next batch.
      await writing;
      return flush();
    }
    const batch = queue.splice(0, maxBatch);
    if (batch.length === 0) return;
    writing = writeBatch(batch).finally(() => {
      writing = null;
    });
    await writing;
    if (queue.length > 0) await flush();
  };

  const add = (event: TrackingEventInput) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ event, resolve, reject });
      if (queue.length >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), maxWaitMs);
    });

  return { add, flush };
}
