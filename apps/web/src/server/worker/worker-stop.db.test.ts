import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@forecourt/db/client";
import { STOP_DEADLINE_MS } from "../graceful-stop.ts";

/** `npm run worker`'s script: the worker under a wrapper that forwards the stop signals. */
const WORKER_SCRIPT = fileURLToPath(new URL("../../../../../scripts/worker.mjs", import.meta.url));
/** The machine's own Node when it has one older than 22: the wrapper re-runs under Node 22. */
const OLD_NODE = "/usr/bin/node";
const WEB = fileURLToPath(new URL("../../../", import.meta.url));
const url = process.env.DATABASE_URL;

/**
 * `npm run worker` on SIGTERM stops in order (graceful-stop.ts): no new claims, the sends under
 * way finished, the database closed, and the exit within the documented deadline. The signal goes
 * to the wrapper (scripts/worker.mjs, on the machine's own Node where it has one), which forwards
 * it and exits with the worker's status. The worker runs
 * on PostgreSQL only, so this runs in the db pass that has DATABASE_URL.
 */
/** A port nothing listens on now, for the worker's health listener. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!url)("npm run worker", () => {
  it("answers its health on WORKER_HEALTH_PORT, and stops on SIGTERM within the deadline, having closed its database", async () => {
    const healthPort = await freePort();
    const admin = await openDatabase({ url, migrate: false, maxConnections: 1 });
    const name = `forecourt_worker_stop_${randomBytes(4).toString("hex")}`;
    await admin.db.execute(sql.raw(`create database ${name}`));
    const target = new URL(url!);
    target.pathname = `/${name}`;
    try {
      // Signalled as a supervisor would: only the first process, the wrapper.
      const node = existsSync(OLD_NODE) ? OLD_NODE : process.execPath;
      const child = spawn(node, [WORKER_SCRIPT], {
        cwd: WEB,
        env: {
          ...process.env,
          DATABASE_URL: target.toString(),
          SMTP_URL: "",
          REDIS_URL: "",
          SEED_DEMO_DATA: "false",
          WORKER_HEALTH_PORT: String(healthPort),
          WORKER_HEALTH_HOST: "127.0.0.1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exit = new Promise<number | null>((resolve) => child.on("exit", resolve));
      const startedBy = Date.now() + 90_000;
      while (!output.includes("Outbox worker started") && Date.now() < startedBy) {
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(output).toContain("Outbox worker started");
      const health = `http://127.0.0.1:${healthPort}/api/health`;
      expect((await fetch(`${health}/live`)).status).toBe(200);
      const ready = await fetch(`${health}/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: "ready",
        checks: { database: { status: "ok" }, migrations: { status: "ok" } },
      });

      const signalled = Date.now();
      child.kill("SIGTERM");
      const code = await exit;
      expect(Date.now() - signalled).toBeLessThan(STOP_DEADLINE_MS);
      expect(code).toBe(143);
      expect(output).toContain("Stopped: the database is closed.");
    } finally {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    }
  }, 120_000);
});
