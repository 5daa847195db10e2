/**
 * Clean-ups that must run on Ctrl-C (or SIGTERM) as well as on a normal end: stop the servers and
 * load this benchmark started, remove its temporary data. Registered in order, run in reverse.
 */
const cleanups = new Set<() => unknown>();
let interrupted = false;
let installed = false;

/** Runs `cleanup` if the benchmark is interrupted; the returned function unregisters it. */
export function onInterrupt(cleanup: () => unknown): () => void {
  install();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** True once Ctrl-C was pressed: start no new work. */
export function isInterrupted(): boolean {
  return interrupted;
}

function install() {
  if (installed) return;
  installed = true;
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the benchmark.`);
      interrupted = true;
      void (async () => {
        for (const cleanup of [...cleanups].reverse()) {
          try {
            await cleanup();
          } catch (error) {
            console.error(`Clean-up failed: ${String(error)}`);
          }
        }
      })().finally(() => process.exit(code));
    });
  }
}
