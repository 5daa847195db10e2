import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { lockPathOf } from "@forecourt/db/data-folder-lock";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { loopback } from "../../../bench/lib/loopback.ts";
import { nextBin } from "../../../bench/lib/next-build.ts";
import { ROOT, WEB_DIR } from "../../../bench/lib/paths.ts";
import type { NextServer } from "../../../bench/lib/next-server.ts";
import { seededDataDir, startOwnServer } from "./own-server.ts";
import { DATA_FOLDER_PORTS } from "./ports.ts";
import { generalEnquiryAnswers } from "./site-form-answers.ts";

/**
 * The embedded database has one writer (packages/db data-folder-lock.ts) and a clean stop
 * (server/graceful-stop.ts): every other process that would open a running server's folder
 * refuses, naming it, and writes nothing; a stop closes the database, so sequences go on from
 * where they were; a backup taken under load restores every write acknowledged before it.
 */

const [PORT, SECOND_PORT] = DATA_FOLDER_PORTS;
const site = DEMO_SITES[1]!;
const location = site.locations[0]!;
const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
/** What graceful-stop.ts gives a stop (STOP_DEADLINE_MS), and room for a busy machine. */
const STOP_WITHIN_MS = 10_000 + 5_000;
const LIMITS = {
  LEAD_RATE_LIMIT_BURST: "10000",
  LEAD_RATE_LIMIT_PER_MINUTE: "10000",
};

test.describe.configure({ mode: "serial" });
test.setTimeout(600_000);

type Run = { code: number | null; output: string; ms: number };

/** A command on `dataDir` as an operator runs it, with the embedded database and no Redis. */
function run(command: string[], cwd: string, dataDir: string, timeoutMs = 180_000): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(
      command[0]!,
      command.slice(1),
      {
        cwd,
        timeout: timeoutMs,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          REDIS_URL: "",
          PLATFORM_DOMAIN: "localhost",
          NEXT_TELEMETRY_DISABLED: "1",
          PORT: String(SECOND_PORT),
        },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
        resolve({ code, output: `${stdout}\n${stderr}`, ms: Date.now() - started });
      },
    );
  });
}

const tsx = (script: string) => [process.execPath, "--import", "tsx", script];

async function api(method: string, apiPath: string, body?: unknown, port = PORT) {
  const answer = await loopback(port, {
    host: `localhost:${port}`,
    path: apiPath,
    method,
    headers: { authorization: AUTH, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    timeoutMs: 60_000,
  });
  return { status: answer.status, json: () => JSON.parse(answer.body) as Record<string, unknown> };
}

async function createCar(siteId: number, tag: string, port = PORT): Promise<number> {
  const created = await api(
    "POST",
    `/api/v1/websites/${siteId}/cars.json`,
    {
      stocknum: tag.toUpperCase(),
      make: "Toyota",
      model: "Kept",
      year: 2021,
      car_type: "used",
      price: 20_000,
      km: 1000,
      dealership: location.dealership,
      location: location.slug,
    },
    port,
  );
  expect(created.status, JSON.stringify(created.json())).toBe(201);
  return Number(created.json().id);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM (or `signal`) to `pid`; how long it took to exit. */
async function stopAndTime(pid: number, signal: NodeJS.Signals = "SIGTERM"): Promise<number> {
  const started = Date.now();
  process.kill(pid, signal);
  while (isRunning(pid) && Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

async function startServer(dataDir: string): Promise<NextServer> {
  // A server left on the port by an earlier run would answer for this one.
  const isTaken = await loopback(PORT, { host: "localhost", path: "/", timeoutMs: 2_000 }).then(
    () => true,
    () => false,
  );
  if (isTaken) throw new Error(`Something already listens on port ${PORT}.`);
  return startOwnServer({
    port: PORT,
    host: `${site.slug}.localhost:${PORT}`,
    dataDir,
    env: LIMITS,
  });
}

test("every other opener of a running server's data folder refuses, naming it, and writes nothing; a SIGTERM stop keeps every write and the ids in order", async () => {
  const siteId = 9101;
  const dataDir = await seededDataDir("lock", [site], { firstSiteId: siteId });
  const pglite = path.join(dataDir, "pglite");
  const siteFile = path.join(dataDir, "lock-motors.json");
  writeFileSync(
    siteFile,
    JSON.stringify({
      slug: "lock-motors",
      name: "Lock Motors",
      settings: { template: "cars" },
      dealerships: [{ slug: "lock", name: "Lock Motors" }],
      locations: [{ slug: "city", name: "City", dealership: "lock", primary: true }],
    }),
  );
  let server = await startServer(dataDir);
  try {
    const pid = server.pid!;
    const firstCar = await createCar(siteId, `LOCK${Date.now().toString(36)}`);
    const namesServer = [`pid ${pid}`, `port ${PORT}`];

    const attempts: Record<string, { run: Run; says: string[] }> = {
      "npm run site -- apply": {
        run: await run([...tsx("packages/db/src/cli/site.ts"), "apply", siteFile], ROOT, dataDir),
        says: [...namesServer, `--api http://localhost:${PORT}`, "nothing was done"],
      },
      "npm run seed": {
        run: await run(tsx("src/cli/seed.ts"), path.join(ROOT, "packages/db"), dataDir),
        says: [...namesServer, "--api"],
      },
      "a second next start": {
        run: await run(
          [process.execPath, nextBin, "start", "-p", String(SECOND_PORT)],
          WEB_DIR,
          dataDir,
        ),
        says: [...namesServer, "did not start"],
      },
      "next build": {
        run: await run([process.execPath, nextBin, "build"], WEB_DIR, dataDir),
        says: [...namesServer, "next build refused"],
      },
      "npm run worker": {
        run: await run(
          [
            process.execPath,
            "--conditions=react-server",
            ...tsx("src/server/worker/main.ts").slice(1),
          ],
          WEB_DIR,
          dataDir,
        ),
        says: [`pid ${pid}`, `port ${PORT}`, "DATABASE_URL"],
      },
    };
    for (const [command, { run: outcome, says }] of Object.entries(attempts)) {
      expect.soft(outcome.code, `${command} exits non-zero:\n${outcome.output}`).not.toBe(0);
      expect.soft(outcome.code, `${command} was not killed:\n${outcome.output}`).not.toBeNull();
      for (const words of says) {
        expect.soft(outcome.output, `${command} says ${words}`).toContain(words);
      }
    }
    // The second server never listened.
    expect(isRunning(pid)).toBe(true);
    expect(
      await loopback(SECOND_PORT, { host: "localhost", path: "/", timeoutMs: 2_000 }).then(
        () => "answered",
        () => "nothing there",
      ),
    ).toBe("nothing there");

    const stopMs = await stopAndTime(pid);
    console.info(`The server stopped ${stopMs} ms after SIGTERM.`);
    expect(stopMs).toBeLessThan(STOP_WITHIN_MS);
    expect(existsSync(lockPathOf(pglite)), "the stop frees the folder").toBe(false);

    server = await startServer(dataDir);
    expect((await api("GET", `/api/v1/websites/${siteId}/cars/${firstCar}.json`)).status).toBe(200);
    const websites = await api("GET", "/api/v1/websites.json");
    expect(JSON.stringify(websites.json())).not.toContain("lock-motors");
    // Closed cleanly, the database needed no recovery: its sequences go on from the last id.
    expect(await createCar(siteId, `NEXT${Date.now().toString(36)}`)).toBe(firstCar + 1);
  } finally {
    await server.close();
  }
});

test("Ctrl-C through npm start stops the server in order: the start script waits for it, the next id follows the last, and a killed server's lock is taken over", async () => {
  const siteId = 9102;
  const dataDir = await seededDataDir("start", [site], { firstSiteId: siteId });
  const start = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...LIMITS,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      PORT: String(PORT),
      PLATFORM_DOMAIN: "localhost",
      OUTBOX_WORKER: "on",
      SMTP_URL: "",
      TRUSTED_PROXY_HOPS: "0",
    },
  });
  let log = "";
  start.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  start.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => start.on("exit", (code) => resolve(code)));
  try {
    await expect
      .poll(() => log, { timeout: 240_000, intervals: [1_000] })
      .toContain("Platform index");
    const lastCar = await createCar(siteId, `CTRLC${Date.now().toString(36)}`);
    const stopMs = await stopAndTime(start.pid!, "SIGINT");
    await exited;
    console.info(`npm start exited ${stopMs} ms after SIGINT.`);
    expect(stopMs).toBeLessThan(STOP_WITHIN_MS);
    expect(log).toContain("Stopped: the database is closed.");
    expect(
      existsSync(lockPathOf(path.join(dataDir, "pglite"))),
      "the server freed the folder",
    ).toBe(false);

    let server = await startServer(dataDir);
    try {
      const nextCar = await createCar(siteId, `AFTER${Date.now().toString(36)}`);
      expect(nextCar).toBe(lastCar + 1);
      // Killed outright, the server leaves its lock: the next start finds its pid gone and takes
      // the folder over, with every acknowledged write.
      await stopAndTime(server.pid!, "SIGKILL");
      expect(existsSync(lockPathOf(path.join(dataDir, "pglite")))).toBe(true);
      server = await startServer(dataDir);
      expect((await api("GET", `/api/v1/websites/${siteId}/cars/${nextCar}.json`)).status).toBe(
        200,
      );
    } finally {
      await server.close();
    }
  } finally {
    if (start.exitCode === null) start.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a backup taken through the running server under write load restores every lead and car acknowledged before it", async () => {
  const siteId = 9103;
  const dataDir = await seededDataDir("backup", [site], { firstSiteId: siteId });
  const restoredDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-e2e-restored-"));
  const backupFile = path.join(restoredDir, "..", `${path.basename(restoredDir)}.tar.gz`);
  let server = await startServer(dataDir);
  try {
    const answers = await generalEnquiryAnswers(PORT, siteId, AUTH);
    type Write = { kind: "car" | "lead"; id: string; ackedAt: number };
    const acknowledged: Write[] = [];
    let isLoading = true;
    const carLoop = async (n: number) => {
      for (let i = 0; isLoading; i++) {
        const id = await createCar(siteId, `BK${n}X${i}X${Date.now().toString(36)}`);
        acknowledged.push({ kind: "car", id: String(id), ackedAt: Date.now() });
      }
    };
    const leadLoop = async (n: number) => {
      for (let i = 0; isLoading; i++) {
        const answer = await loopback(PORT, {
          host: `${site.slug}.localhost:${PORT}`,
          path: "/api/leads",
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            lead: {
              first_name: "Kept",
              last_name: "Buyer",
              email: `kept${n}x${i}@example.com`,
              phone: "0412345678",
              category: "General",
              message: `Lead ${i} of loop ${n}`,
              ...answers,
            },
          }),
          timeoutMs: 60_000,
        });
        expect(answer.status, answer.body).toBe(201);
        acknowledged.push({
          kind: "lead",
          id: String((JSON.parse(answer.body) as { id: string }).id),
          ackedAt: Date.now(),
        });
      }
    };
    let loadError: unknown;
    const load = Promise.all([carLoop(1), carLoop(2), leadLoop(1), leadLoop(2)]).catch(
      (error: unknown) => {
        loadError = error;
        isLoading = false;
      },
    );
    await expect
      .poll(() => (loadError ? String(loadError) : acknowledged.length), { timeout: 60_000 })
      .toBeGreaterThan(10);

    const backupStarted = Date.now();
    const backup = await run([...tsx("packages/db/src/cli/backup.ts"), backupFile], ROOT, dataDir);
    const writtenBefore = acknowledged.filter((write) => write.ackedAt < backupStarted);
    isLoading = false;
    await load;
    expect(loadError).toBeUndefined();
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`through the server at http://localhost:${PORT}`);
    console.info(
      `Backup in ${backup.ms} ms under load; ${writtenBefore.length} writes acknowledged before it, ${acknowledged.length} in all.`,
    );
    expect(writtenBefore.filter((write) => write.kind === "lead").length).toBeGreaterThan(0);
    expect(writtenBefore.filter((write) => write.kind === "car").length).toBeGreaterThan(0);

    // Restore refuses the running server's folder, and writes nothing there.
    const refused = await run(
      [...tsx("packages/db/src/cli/restore.ts"), backupFile],
      ROOT,
      dataDir,
    );
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(`pid ${server.pid}`);
    await server.close();

    const restored = await run(
      [...tsx("packages/db/src/cli/restore.ts"), backupFile],
      ROOT,
      restoredDir,
    );
    expect(restored.code, restored.output).toBe(0);
    server = await startServer(restoredDir);
    const missing: Write[] = [];
    for (const write of writtenBefore) {
      const answer = await api(
        "GET",
        write.kind === "car"
          ? `/api/v1/websites/${siteId}/cars/${write.id}.json`
          : `/api/v1/websites/${siteId}/leads/${write.id}.json`,
      );
      if (answer.status !== 200) missing.push(write);
    }
    expect(missing, "acknowledged before the backup, missing after the restore").toEqual([]);
  } finally {
    await server.close();
    rmSync(restoredDir, { recursive: true, force: true });
    rmSync(backupFile, { force: true });
  }
});
