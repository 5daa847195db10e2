// The environment every web server process starts with for its memory (docs/deploy.md, "Expected
// RSS"), read by glibc, not by the app. `npm start` (start.mjs), deploy/local-cluster.sh (through
// the command below) and the benchmarks' servers use it; a value already in the environment wins.
//
//   eval "$(node scripts/server-env.mjs)"   # in a shell: exports each one not already set
//
// - Two malloc arenas instead of glibc's eight per core.
// - Memory freed at the top of the heap goes back to the system above 128 KiB, and blocks of
//   128 KiB and more (request bodies, rendered pages) get their own mapping, returned when freed.
//   glibc starts at these values but raises both as the process frees large blocks, after which
//   freed memory stays with the process: measured, RSS 568 -> 888 MB after 30,000 fuzzed requests
//   and 60 s idle without them, 346 -> 343 MB with them (docs/performance-log.md, "Memory after a
//   fuzz run").
// V8's part, how far its old generation grows past its live objects, is set by the server itself
// (apps/web/src/server/heap-growth.ts): NODE_OPTIONS does not take that flag.
import { fileURLToPath } from "node:url";

export const SERVER_MEMORY_ENV = Object.freeze({
  MALLOC_ARENA_MAX: "2",
  GLIBC_TUNABLES: "glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072",
});

/** `env` with the memory settings added where it does not set them itself. */
export function withServerMemoryEnv(env) {
  return { ...SERVER_MEMORY_ENV, ...env };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, value] of Object.entries(SERVER_MEMORY_ENV)) {
    if (process.env[name] === undefined) console.log(`export ${name}='${value}'`);
  }
}
