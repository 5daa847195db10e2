import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_MEMORY_ENV } from "../../scripts/server-env.mjs";
import { nextBin } from "./next-build.ts";
import { onInterrupt } from "./on-interrupt.ts";
import { WEB_DIR } from "./paths.ts";

const LOG_LINES = 60;

export type NextServer = {
  port: number;
  /** The DATA_DIR it runs on (embedded PGlite in `pglite/` below it). */
  dataDir: string;
  pid: number | undefined;
  /** Polls `probe` (true when ready, else what it saw) until it holds or `timeoutMs` passes. */
  waitUntilReady: (probe: () => Promise<true | string>, timeoutMs: number) => Promise<void>;
  /** SIGTERM to this server only, SIGKILL 5 s later. Idempotent. */
  stop: () => Promise<void>;
  /** Stops it and removes its DATA_DIR. Idempotent. */
  close: () => Promise<void>;
  /** The last lines it printed, for error reports. */
  logTail: (lines?: number) => string;
};

export type StartOptions = {
  port: number;
  /** Added to the environment: DATABASE_URL (PostgreSQL instead of PGlite), limits, flags. */
  env?: Record<string, string>;
  /** The web app whose build to serve; apps/web of this checkout by default. */
  webDir?: string;
  /**
   * A DATA_DIR prepared beforehand (a test that wrote its own data into the embedded database
   * while no server had it open); a fresh temporary one by default. Removed by `close` either way.
   */
  dataDir?: string;
};

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(exited(child)), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * `next start` of the existing build on a fresh temporary DATA_DIR (or the one given), demo data
 * seeded on first use when the database is empty.
 * Only this process is ever stopped, also on Ctrl-C, and its DATA_DIR goes with it.
 *
 * No -H: with `-H 127.0.0.1` the proxy's rewrite (built from request.nextUrl, origin
 * localhost:<port>) no longer matches the server's own origin, so Next forwards it over HTTP as
 * an external rewrite, Host becomes localhost and every site answers 404. Requests still only ever
 * go to 127.0.0.1.
 */
export function startNextServer({
  port,
  env = {},
  webDir = WEB_DIR,
  dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-")),
}: StartOptions): NextServer {
  console.log(`Starting next start -p ${port} (DATA_DIR ${dataDir}).`);
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
    cwd: webDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      // As `npm start` runs it: glibc's malloc settings (scripts/server-env.mjs), unless set.
      ...SERVER_MEMORY_ENV,
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "", // the embedded PGlite database in DATA_DIR unless env says otherwise
      PLATFORM_DOMAIN: "localhost",
      SEED_DEMO_DATA: "true",
      NEXT_TELEMETRY_DISABLED: "1",
      // No load balancer in front: a SIGTERM stops at once (the SIGKILL above comes 5 s after).
      STOP_DRAIN_MS: "0",
      ...env,
    },
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) log.push(line);
    if (log.length > LOG_LINES) log.splice(0, log.length - LOG_LINES);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (exited(child)) return;
      child.kill("SIGTERM");
      if (await waitForExit(child, 5_000)) return;
      console.warn(`Server (pid ${child.pid}) still running 5 s after SIGTERM: sending SIGKILL.`);
      child.kill("SIGKILL");
      await waitForExit(child, 2_000);
    })();
    return stopping;
  };
  const close = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    forget();
  };
  const forget = onInterrupt(close);
  const logTail = (lines = 20) => log.slice(-lines).join("\n");

  const waitUntilReady = async (probe: () => Promise<true | string>, timeoutMs: number) => {
    const started = Date.now();
    let last = "no answer yet";
    while (Date.now() < started + timeoutMs) {
      if (exited(child))
        throw new Error(
          `The server exited (code ${child.exitCode ?? child.signalCode}) before it was ready:\n${logTail()}`,
        );
      try {
        const seen = await probe();
        if (seen === true) {
          console.log(`Ready after ${((Date.now() - started) / 1000).toFixed(1)} s.`);
          return;
        }
        last = seen;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    throw new Error(
      `The server was not ready within ${timeoutMs / 1000} s (last: ${last}):\n${logTail()}`,
    );
  };

  return { port, dataDir, pid: child.pid, waitUntilReady, stop, close, logTail };
}
