import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { lockPathOf } from "@forecourt/db/data-folder-lock";
import { loopback } from "../../../bench/lib/loopback.ts";
import { ROOT } from "../../../bench/lib/paths.ts";
import { SIGNAL_PORTS } from "./ports.ts";

/**
 * A supervisor (systemd, a container's PID 1, `kill PID`) signals only the process it started.
 * Started as `node scripts/start.mjs` on the machine's own Node 20, that process runs the start
 * script again under Node 22, which starts the server: a SIGTERM to the first process stops the
 * whole tree (the port closes, the data folder's lock is released, no process is left), and so
 * does killing it outright (SIGKILL), which the processes under it notice.
 */
const OLD_NODE = "/usr/bin/node";
const DRAIN_MS = 1_000;
/** The drain, the stop's deadline (STOP_DEADLINE_MS) and room for a busy machine. */
const STOP_WITHIN_MS = DRAIN_MS + 10_000 + 5_000;

test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);
test.skip(
  !existsSync(OLD_NODE) ||
    Number(
      execFileSync(OLD_NODE, ["-p", "process.versions.node"], { encoding: "utf8" }).split(".")[0],
    ) >= 22,
  "needs the machine's own Node older than 22 at /usr/bin/node",
);

/** Every process under `pid`, by the parent pids `ps` reports. */
function descendantsOf(pid: number): number[] {
  const table = execFileSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function ready(port: number): Promise<boolean> {
  try {
    const answer = await loopback(port, {
      host: `localhost:${port}`,
      path: "/api/health/ready",
      timeoutMs: 5_000,
    });
    return answer.status === 200;
  } catch {
    return false;
  }
}

async function refused(port: number): Promise<boolean> {
  try {
    await loopback(port, { host: `localhost:${port}`, path: "/api/health/live", timeoutMs: 2_000 });
    return false;
  } catch (error) {
    return /ECONNREFUSED/.test(String((error as Error & { code?: string }).code ?? error));
  }
}

async function until(check: () => boolean | Promise<boolean>, withinMs: number): Promise<boolean> {
  const by = Date.now() + withinMs;
  while (Date.now() < by) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

type Started = { first: ChildProcess; tree: number[]; exited: Promise<unknown>; pglite: string };

/** `node scripts/start.mjs` on the old Node, on a fresh embedded database, once it is ready. */
async function startAsSupervisor(port: number, name: string): Promise<Started> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `forecourt-e2e-${name}-`));
  const first = spawn(OLD_NODE, ["scripts/start.mjs"], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      SEED_DEMO_DATA: "false",
      OUTBOX_WORKER: "off",
      TRUSTED_PROXY_HOPS: "0",
      PLATFORM_DOMAIN: "localhost",
      STOP_DRAIN_MS: String(DRAIN_MS),
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  const exited = new Promise((resolve) => first.on("exit", resolve));
  expect(await until(() => ready(port), 180_000), "the server answers ready").toBe(true);
  const tree = descendantsOf(first.pid!);
  // The re-run under Node 22, and the server under it.
  expect(tree.length).toBeGreaterThanOrEqual(2);
  const pglite = path.join(dataDir, "pglite");
  expect(existsSync(lockPathOf(pglite))).toBe(true);
  test.info().annotations.push({ type: "data", description: dataDir });
  return { first, tree, exited, pglite };
}

async function expectAllGone({ tree, pglite }: Started, port: number) {
  expect(await until(() => refused(port), STOP_WITHIN_MS), "the port is closed").toBe(true);
  expect(
    await until(() => !existsSync(lockPathOf(pglite)), STOP_WITHIN_MS),
    "the lock is freed",
  ).toBe(true);
  expect(await until(() => tree.every((pid) => !isAlive(pid)), STOP_WITHIN_MS)).toBe(true);
  rmSync(path.dirname(pglite), { recursive: true, force: true });
}

test("a SIGTERM to the first process stops the server under it", async () => {
  const started = await startAsSupervisor(SIGNAL_PORTS.term, "signal-term");
  try {
    started.first.kill("SIGTERM");
    await started.exited;
    await expectAllGone(started, SIGNAL_PORTS.term);
  } finally {
    for (const pid of started.tree) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  }
});

test("killing the first process outright stops the server under it, freeing its folder", async () => {
  const started = await startAsSupervisor(SIGNAL_PORTS.kill, "signal-kill");
  try {
    started.first.kill("SIGKILL");
    await started.exited;
    await expectAllGone(started, SIGNAL_PORTS.kill);
  } finally {
    for (const pid of started.tree) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  }
});
