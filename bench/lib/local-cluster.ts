import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { onInterrupt } from "./on-interrupt.ts";
import { ROOT } from "./paths.ts";

export type LocalClusterOptions = {
  webPorts: number[];
  varnishPort: number;
  databaseUrl: string;
  redisUrl: string;
  /** More environment for the servers: limits, REDIS_KEY_PREFIX, ... */
  env?: Record<string, string>;
  timeoutMs?: number;
};

export type LocalCluster = {
  webPorts: number[];
  varnishPort: number;
  runDir: string;
  /** The pid deploy/local-cluster.sh recorded for one of its processes ("web-3000", "worker"). */
  pidOf: (name: string) => number;
  /** The last lines of one process's log, for error reports. */
  logTail: (name: string, lines?: number) => string;
  /** Stops the script and so everything it started; removes its run folder. Idempotent. */
  stop: () => Promise<void>;
};

/**
 * deploy/local-cluster.sh (docs/deploy.md): Varnish in front of `next start` on each of
 * `webPorts`, one PostgreSQL and Redis, the outbox worker as its own process. Resolves once the
 * script reports every part ready.
 */
export async function startLocalCluster(options: LocalClusterOptions): Promise<LocalCluster> {
  const runDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-cluster-"));
  const script = spawn("bash", [path.join(ROOT, "deploy", "local-cluster.sh")], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...options.env,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      WEB_PORTS: options.webPorts.join(" "),
      VARNISH_PORT: String(options.varnishPort),
      RUN_DIR: runDir,
    },
  });
  let output = "";
  script.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  script.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => script.once("exit", () => resolve()));

  const logTail = (name: string, lines = 30) => {
    const file = path.join(runDir, `${name}.log`);
    return existsSync(file) ? readFileSync(file, "utf8").split("\n").slice(-lines).join("\n") : "";
  };
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      forget();
      if (script.exitCode === null && script.signalCode === null) {
        script.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      }
      rmSync(runDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  const forget = onInterrupt(stop);

  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  while (!existsSync(path.join(runDir, "ready"))) {
    if (script.exitCode !== null || Date.now() > deadline) {
      const logs = ["varnish", ...options.webPorts.map((port) => `web-${port}`)]
        .map((name) => `--- ${name}\n${logTail(name)}`)
        .join("\n");
      await stop();
      throw new Error(`The local cluster did not start:\n${output}\n${logs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const pidOf = (name: string) => Number(readFileSync(path.join(runDir, `${name}.pid`), "utf8"));
  return {
    webPorts: options.webPorts,
    varnishPort: options.varnishPort,
    runDir,
    pidOf,
    logTail,
    stop,
  };
}
