import type {
  RefusedTrackingEvent,
  TrackingEventInput,
} from "@forecourt/db/repositories/tracking/record-tracking-events";

/** An event of a batch the database refused on its own; the rest of its batch was stored. */
export class RefusedEventError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "RefusedEventError";
  }
}

type EventBatcherOptions = {
  /**
   * Writes one batch (one multi-row INSERT), and names the events the database refused by
   * their index in it: only their requests fail.
   */
  write: (events: TrackingEventInput[]) => Promise<{ refused: readonly RefusedTrackingEvent[] }>;
  /** A batch is written as soon as it holds this many events ... */
  maxBatch?: number;
  /** ... or this long after its first event arrived. */
  maxWaitMs?: number;
};

export type EventBatcher = {
  /**
   * Resolves once the batch holding this event is stored; rejects with a RefusedEventError if
   * the database refused this event alone, or with the error if the whole write failed.
   */
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
      const { refused } = await write(batch.map((waiting) => waiting.event));
      const reasons = new Map(refused.map((refusal) => [refusal.index, refusal.reason]));
      for (const [index, waiting] of batch.entries()) {
        const reason = reasons.get(index);
        if (reason === undefined) waiting.resolve();
        else waiting.reject(new RefusedEventError(reason));
      }
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
