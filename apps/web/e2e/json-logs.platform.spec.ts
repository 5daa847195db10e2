import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { loopback } from "../../../bench/lib/loopback.ts";
import { nextBin } from "../../../bench/lib/next-build.ts";
import { WEB_DIR } from "../../../bench/lib/paths.ts";
import { LOGS_PORT } from "./ports.ts";

/**
 * What an operator ships: every line a server writes on stdout is one JSON object, Next's start
 * banner and a failed render's error included, with no personal data, no query values and no
 * client-chosen site or request id. The server's PostgreSQL refuses connections, so every page
 * and the lead API fail, as when the database is down.
 */
const EMAIL = "json.logs.buyer@example.com";
const PHONE = "0412 777 123";
const SITE_HOST = `harbour-city-motors.localhost:${LOGS_PORT}`;

let server: ChildProcess;
let stdout = "";

const request = (
  pathname: string,
  init: { host: string; method?: string; headers?: Record<string, string>; body?: string },
) => loopback(LOGS_PORT, { path: pathname, timeoutMs: 30_000, ...init });

test.beforeAll(async () => {
  server = spawn(
    process.execPath,
    [
      "--import",
      path.join(WEB_DIR, "src/server/observability/console-lines.mjs"),
      nextBin,
      "start",
      "-p",
      String(LOGS_PORT),
    ],
    {
      cwd: WEB_DIR,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PORT: String(LOGS_PORT),
        // Nothing listens on port 1: every statement fails with ECONNREFUSED.
        DATABASE_URL: "postgres://forecourt@127.0.0.1:1/forecourt",
        PLATFORM_DOMAIN: "localhost",
        LOG_FORMAT: "json",
        LOG_LEVEL: "debug",
        TRUSTED_PROXY_HOPS: "0",
        OUTBOX_WORKER: "off",
        REDIS_URL: "",
        SMTP_URL: "",
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  );
  server.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  server.stderr!.resume();
  await expect
    .poll(
      async () => {
        try {
          return (await request("/api/health/live", { host: `localhost:${LOGS_PORT}` })).status;
        } catch {
          return 0;
        }
      },
      { timeout: 120_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await Promise.race([once(server, "exit"), new Promise((done) => setTimeout(done, 15_000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
});

test("every stdout line is one JSON object, a failed render's and a failed lead's included", async () => {
  const page = await request("/", { host: SITE_HOST });
  expect(page.status).toBe(500);
  const lead = await request("/api/leads", {
    host: SITE_HOST,
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-request-id": "chosen-by-the-client",
      "x-forwarded-host": "attacker.example",
    },
    body: JSON.stringify({
      lead: {
        first_name: "Jo",
        last_name: "Logs",
        email: EMAIL,
        phone: PHONE,
        category: "General",
        message: "Is it still for sale?",
      },
    }),
  });
  expect(lead.status).toBe(500);
  const { reference } = JSON.parse(lead.body) as { reference: string };
  expect(reference).not.toBe("chosen-by-the-client");

  // The lines of both requests are written by the time their answers end; a moment for the pipe.
  await expect.poll(() => stdout.includes(reference), { timeout: 10_000 }).toBe(true);
  const lines = stdout.split("\n").filter((line) => line.trim() !== "");
  const parsed = lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`Not one JSON object: ${line}`);
    }
  });
  // Next's banner, as JSON.
  expect(parsed).toContainEqual(
    expect.objectContaining({ msg: expect.stringContaining("Next.js") }),
  );
  // The lead API's error line keeps its cause: the refused connection.
  expect(parsed).toContainEqual(
    expect.objectContaining({
      level: "error",
      requestId: reference,
      msg: expect.stringContaining("ECONNREFUSED"),
    }),
  );
  // The page's failure, printed by Next itself ("⨯" and the error), is one JSON line with the
  // error's code, the request's id and the site the proxy resolved.
  expect(parsed).toContainEqual(
    expect.objectContaining({
      level: "error",
      msg: "⨯",
      requestId: page.headers["x-request-id"],
      site: "harbour-city-motors",
      err: expect.objectContaining({ code: "ECONNREFUSED" }),
    }),
  );
  const text = stdout;
  expect(text).not.toContain(EMAIL);
  expect(text).not.toContain(PHONE);
  expect(text).not.toContain(PHONE.replaceAll(" ", ""));
  expect(text).not.toContain("chosen-by-the-client");
  expect(text).not.toContain("attacker.example");
  expect(text).not.toMatch(/params: (?!\[redacted\])/);
});
