import type { DatabaseHandle } from "../../client.ts";

/**
 * The channel every transaction that inserts outbox rows notifies when it commits (the
 * `outbox_queued` trigger of migration 0045), whatever queued them: a worker listening on it
 * starts a pass at once, in this process or another.
 */
const OUTBOX_QUEUED_CHANNEL = "outbox_queued";

/** Calls `onQueued` after each commit that queued outbox rows; answers the stop. */
export function listenForQueued(
  handle: Pick<DatabaseHandle, "listen">,
  onQueued: () => void,
): Promise<() => Promise<void>> {
  return handle.listen(OUTBOX_QUEUED_CHANNEL, onQueued);
}
