/**
 * Runs once per server process. In the embedded default the outbox worker lives in the web
 * server (design §9); only in the Node runtime, never in the edge runtime or at build time.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { shouldRunEmbeddedWorker, startOutboxWorker } =
    await import("./server/worker/start-worker");
  if (shouldRunEmbeddedWorker()) startOutboxWorker();
}
