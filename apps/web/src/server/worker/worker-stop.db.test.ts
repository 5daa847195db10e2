import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@forecourt/db/client";
import { STOP_DEADLINE_MS } from "../graceful-stop.ts";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const WEB = fileURLToPath(new URL("../../../", import.meta.url));
const url = process.env.DATABASE_URL;

/**
 * `npm run worker` on SIGTERM stops in order (graceful-stop.ts): no new claims, the sends under
 * way finished, the database closed, and the exit within the documented deadline. The worker runs
 * on PostgreSQL only, so this runs in the db pass that has DATABASE_URL.
 */
describe.skipIf(!url)("npm run worker", () => {
  it("stops on SIGTERM within the deadline, having closed its database", async () => {
    const admin = await openDatabase({ url, migrate: false, maxConnections: 1 });
    const name = `forecourt_worker_stop_${randomBytes(4).toString("hex")}`;
    await admin.db.execute(sql.raw(`create database ${name}`));
    const target = new URL(url!);
    target.pathname = `/${name}`;
    try {
      const child = spawn(
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", MAIN],
        {
          cwd: WEB,
          env: {
            ...process.env,
            DATABASE_URL: target.toString(),
            SMTP_URL: "",
            REDIS_URL: "",
            SEED_DEMO_DATA: "false",
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
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
