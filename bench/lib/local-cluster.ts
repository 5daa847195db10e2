import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
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
  // Each process's metrics and the worker's health need ports of their own: free ones the system
  // hands out, unless the caller named them, so clusters side by side (the e2e specs) never
  // share the script's default 9464 on.
  const hasMetricsPorts = ["METRICS_BASE_PORT", "METRICS_PORTS"].some((key) => options.env?.[key]);
  const opsPorts = hasMetricsPorts ? [] : await freePorts(options.webPorts.length + 2);
  const opsEnv: Record<string, string> = hasMetricsPorts
    ? {}
    : {
        METRICS_PORTS: opsPorts.slice(0, -1).join(" "),
        WORKER_HEALTH_PORT: String(opsPorts.at(-1)),
      };
  const script = spawn("bash", [path.join(ROOT, "deploy", "local-cluster.sh")], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...opsEnv,
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

/** `count` distinct ports free now, as the system picks them for a listener on port 0. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once("error", reject);
          server.listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return ports;
}
