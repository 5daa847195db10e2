import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const STOP = fileURLToPath(new URL("./graceful-stop.ts", import.meta.url));
const DRAINING = fileURLToPath(new URL("./http/draining.ts", import.meta.url));
const WEB = fileURLToPath(new URL("../../", import.meta.url));
const DRAIN_MS = 1_500;

/**
 * A process stopped as `next start` is: Next's own SIGTERM handler (registered first, as Next
 * does before the instrumentation hook runs) closes the listener and then calls process.exit;
 * graceful-stop.ts registers after it. The fixture's listener answers /ready as the readiness
 * check does (503 once draining) and / with a page.
 */
const FIXTURE = `
import http from "node:http";
import { isDraining } from ${JSON.stringify(DRAINING)};
import { stopGracefullyOnSignals } from ${JSON.stringify(STOP)};
const server = http.createServer((request, response) => {
  if (request.url === "/ready") response.writeHead(isDraining() ? 503 : 200).end();
  else response.writeHead(200).end("page");
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
stopGracefullyOnSignals(
  { begin: () => {}, finish: async () => {} },
  { isNextHandlingSignals: true, drainMs: Number(process.argv[2]), log: console },
);
server.listen(0, "127.0.0.1", () => console.log("listening " + server.address().port));
`;

describe("a web server's stop on SIGTERM", { timeout: 60_000 }, () => {
  const folder = mkdtempSync(path.join(tmpdir(), "forecourt-drain-"));
  const fixture = path.join(folder, "server.ts");
  writeFileSync(fixture, FIXTURE);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function start(drainMs: number) {
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", fixture, String(drainMs)],
      { cwd: WEB, stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    const port = await new Promise<number>((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.on("exit", () => reject(new Error(`the fixture exited: ${output}`)));
    });
    return { child, exited, base: `http://127.0.0.1:${port}` };
  }

  it("answers readiness 503 and still serves requests, on new connections, for the drain; then closes", async () => {
    const { child, exited, base } = await start(DRAIN_MS);
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    const signalled = Date.now();
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${base}/ready`)).status).toBe(503);
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("page");
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    await expect(fetch(`${base}/ready`)).rejects.toThrow();
  });

  it("closes at once with no drain", async () => {
    const { child, exited } = await start(0);
    const signalled = Date.now();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(DRAIN_MS);
  });
});
