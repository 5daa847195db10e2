import { fsyncSync } from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { pgliteExtensions } from "./pglite-extensions.ts";

type EmscriptenModule = {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => number } };
};

/** Counts the flushes PGlite asked of the disk (read by the durability test). */
export const pgliteFlushes = { count: 0 };

/**
 * PGlite's Node file system as it ships is not durable: the server starts with `-F` (fsync off),
 * and even with fsync on, the WebAssembly file layer answers fsync without flushing and
 * fdatasync is a no-op. A power cut could then lose commits that were acknowledged (leads the
 * visitor saw stored). This file system flushes for real: an fsync from Postgres is an
 * `fsync(2)` of the file, and the WAL is synced with fsync (`wal_sync_method=fsync`), so every
 * commit reaches the disk before it returns.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS["init"]>) {
    const result = await super.init(...args);
    const options = result.emscriptenOpts as { preRun?: ((module: EmscriptenModule) => void)[] };
    options.preRun = [
      ...(options.preRun ?? []),
      (module) => {
        module.NODEFS.stream_ops.fsync = (stream) => {
          pgliteFlushes.count += 1;
          fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

export async function durablePgliteOptions(dataDir: string): Promise<PGliteOptions> {
  const startParams = PGlite.defaultStartParams.filter((param) => param !== "-F");
  return {
    fs: new DurableNodeFS(dataDir),
    extensions: pgliteExtensions,
    startParams: [...startParams, "-c", "fsync=on", "-c", "wal_sync_method=fsync"],
  };
}
